import type { UIMatch } from 'react-router-dom';
import type { Screen } from '../app/screens.ts';

/** What a signed-in route carries in its `handle`: the screen it shows. */
export interface ScreenHandle {
  readonly screen: Screen;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}

/** The deepest matched route's screen, if it declares one. */
export function currentScreen(matches: readonly UIMatch[]): Screen | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isScreenHandle(handle)) return handle.screen;
  }
  return undefined;
}
