import type { MountedAssistant, MountOptions } from '@erp-agent/widget';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The one route with its own chat screen, where a second assistant would only get in the way. */
export const ASSISTANT_FREE_PATH = '/chatbot';

/** What the console uses of the widget: a host element to show or hide, and a way to remove it. */
export interface WidgetModule {
  mount(options?: MountOptions): Pick<MountedAssistant, 'host' | 'unmount'>;
}

const loadWidget = (): Promise<WidgetModule> => import('@erp-agent/widget');

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
 * hidden, not unmounted, on `/chatbot`, so its conversation survives the detour.
 */
export function FloatingAssistant({ load = loadWidget }: { load?: () => Promise<WidgetModule> }) {
  const { pathname } = useLocation();
  const hidden = pathname === ASSISTANT_FREE_PATH;
  const [assistant, setAssistant] = useState<ReturnType<WidgetModule['mount']>>();

  useEffect(() => {
    let cancelled = false;
    let mounted: ReturnType<WidgetModule['mount']> | undefined;
    const cancelIdle = whenIdle(() => {
      load().then(
        (widget) => {
          if (cancelled) return;
          mounted = widget.mount();
          // A name of the console's own on the widget's host, for its end-to-end tests to find.
          mounted.host.dataset.consoleAssistant = '';
          setAssistant(mounted);
        },
        (error: unknown) => console.error('The floating assistant could not be loaded', error),
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      mounted?.unmount();
      setAssistant(undefined);
    };
  }, [load]);

  useEffect(() => {
    // An inline style on the host outranks whatever `:host` display the widget's own styles set.
    if (assistant !== undefined) assistant.host.style.display = hidden ? 'none' : '';
  }, [assistant, hidden]);

  return null;
}
