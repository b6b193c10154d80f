import type { MountedAssistant, MountOptions } from '@erp-agent/widget';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { storedTheme } from '../settings/theme.ts';
import { usePublicSettings } from '../settings/use-public-settings.ts';
import type { FollowingAssistant } from './follow-session.ts';
import { keepBelowHeader } from './header-inset.ts';
import { onOpenAssistant } from './open-assistant.ts';

/**
 * The routes that are chat screens of their own (000 section 2 names `/chatbot`; `/chat`, the
 * guided assistant, is one too): a second assistant there would only sit on their composer.
 */
export const ASSISTANT_FREE_PATHS: ReadonlySet<string> = new Set(['/chatbot', '/chat']);

type Assistant = Pick<MountedAssistant, 'host' | 'unmount' | 'setSessionUser' | 'setTheme' | 'on' | 'open'>;

/** What the console uses of the widget: a host element to show or hide, whose user it is, and a way to remove it. */
export interface WidgetModule {
  mount(options?: MountOptions): Assistant;
}

/** What ties the assistant to the console's session; loaded with the widget, off the first bytes. */
export interface SessionModule {
  actingUser(): string | undefined;
  followSession(assistant: FollowingAssistant): () => void;
}

const loadWidget = (): Promise<WidgetModule> => import('@erp-agent/widget');
const loadSession = (): Promise<SessionModule> => import('./follow-session.ts');

/** Runs `task` once the page is idle, so the widget never competes with the screen being drawn. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/**
 * The floating assistant of 000 section 2, mounted from the widget package so there is one
 * implementation (launcher, 30 s unread rule, panel). Mounted once for the whole visit and
 * hidden, not unmounted, on the chat screens, so its conversation survives the detour. It acts for the
 * signed-in user (their conversation comes from the server, never from storage) and forgets them
 * the moment they are not signed in any more.
 */
export function FloatingAssistant({
  load = loadWidget,
  loadSessionModule = loadSession,
}: {
  load?: () => Promise<WidgetModule>;
  loadSessionModule?: () => Promise<SessionModule>;
}) {
  const { pathname } = useLocation();
  const hidden = ASSISTANT_FREE_PATHS.has(pathname);
  const [assistant, setAssistant] = useState<Assistant>();
  // Settings › General › theme, as the console itself wears it.
  const theme = usePublicSettings()?.theme ?? storedTheme();

  useEffect(() => {
    let cancelled = false;
    let mounted: Assistant | undefined;
    let stopFollowing: (() => void) | undefined;
    let cancelIdle = whenIdle(() => {
      Promise.all([load(), loadSessionModule()]).then(
        ([widget, session]) => {
          if (cancelled) return;
          // Evaluating the widget's modules took one task; drawing it waits for the next idle
          // moment, so neither adds up to a long task on a phone's CPU (a Chrome trace showed them
          // as one, and the session's switch from visitor to user drew the widget twice more).
          cancelIdle = whenIdle(() => {
            const user = session.actingUser();
            mounted = widget.mount({ theme: storedTheme(), ...(user === undefined ? {} : { sessionUser: user }) });
            stopFollowing = session.followSession(mounted);
            // A name of the console's own on the widget's host, for its end-to-end tests to find.
            mounted.host.dataset.consoleAssistant = '';
            setAssistant(mounted);
          });
        },
        (error: unknown) => console.error('The floating assistant could not be loaded', error),
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stopFollowing?.();
      mounted?.unmount();
      setAssistant(undefined);
    };
  }, [load, loadSessionModule]);

  useEffect(() => assistant?.setTheme(theme), [assistant, theme]);

  // NEW.TASK on the dashboard (and any screen) asks for the assistant through open-assistant.ts.
  useEffect(() => (assistant === undefined ? undefined : onOpenAssistant(() => assistant.open())), [assistant]);

  useEffect(() => {
    // An inline style on the host outranks whatever `:host` display the widget's own styles set.
    if (assistant !== undefined) assistant.host.style.display = hidden ? 'none' : '';
  }, [assistant, hidden]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each route has its own header to measure
  useEffect(() => {
    if (assistant === undefined) return;
    let stop = keepBelowHeader(assistant.host);
    // The page's header may arrive after the route (a lazy screen): measured again on every open.
    const off = assistant.on('open', () => {
      stop();
      stop = keepBelowHeader(assistant.host);
    });
    return () => {
      off();
      stop();
    };
  }, [assistant, pathname]);

  return null;
}
