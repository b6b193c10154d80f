import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router-dom';
import { usePublicSettings } from './use-public-settings.ts';

/** The name a page's title ends with until the server has said its own. */
export const DEFAULT_SYSTEM_NAME = 'ERP AI Agent';

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  if ('title' in handle && typeof handle.title === 'string') return handle.title;
  if ('screen' in handle && typeof handle.screen === 'object' && handle.screen !== null && 'title' in handle.screen) {
    return typeof handle.screen.title === 'string' ? handle.screen.title : undefined;
  }
  return undefined;
}

/** The deepest matched route's title: a screen's, or the `title` a public route's handle gives. */
export function pageTitle(matches: readonly UIMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle);
    if (title !== undefined) return title;
  }
  return undefined;
}

/** Each page's own document title, `SETTINGS · <system name>` (Settings › General › system name). */
export function DocumentTitle() {
  const matches = useMatches();
  const systemName = usePublicSettings()?.systemName ?? DEFAULT_SYSTEM_NAME;
  const title = pageTitle(matches);
  useEffect(() => {
    document.title = title === undefined ? systemName : `${title} · ${systemName}`;
  }, [title, systemName]);
  return null;
}
