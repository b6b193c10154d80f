import type { NotificationsStore } from './notifications-store.ts';

/** The browser's `Notification` as far as it is used here, so tests can stand in for it. */
export interface DesktopNotifier {
  readonly permission: NotificationPermission;
  new (title: string, options?: NotificationOptions): unknown;
}

/** The browser's own, where it has one (not in an insecure page, nor in some embedded views). */
export function browserNotifier(win: Window = window): DesktopNotifier | undefined {
  return 'Notification' in win ? (win.Notification as DesktopNotifier) : undefined;
}

/**
 * Settings › Notifications › desktop: each notification that arrives from now on is also shown by
 * the operating system, once the user has allowed it. Returns the function that stops.
 */
export function showOnDesktop(store: NotificationsStore, notifier: DesktopNotifier | undefined): () => void {
  if (notifier === undefined) return () => undefined;
  const shown = new Set(store.getState().items.map((item) => item.id));
  return store.subscribe((state) => {
    for (const item of state.items) {
      if (shown.has(item.id)) continue;
      shown.add(item.id);
      if (notifier.permission === 'granted') new notifier(item.title, { body: item.detail, tag: item.id });
    }
  });
}
