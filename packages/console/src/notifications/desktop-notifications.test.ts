import { describe, expect, it } from 'vitest';
import { type DesktopNotifier, showOnDesktop } from './desktop-notifications.ts';
import { createNotificationsStore } from './notifications-store.ts';

function fakeNotifier(permission: NotificationPermission) {
  const shown: Array<{ title: string; body: string | undefined }> = [];
  class Fake {
    static permission = permission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  return { notifier: Fake as unknown as DesktopNotifier, shown };
}

describe('showOnDesktop (Settings › Notifications › desktop)', () => {
  it('shows each new notification once, once the user allowed it', () => {
    const store = createNotificationsStore(localStorage);
    store.getState().connectionLost('before');
    const { notifier, shown } = fakeNotifier('granted');
    const stop = showOnDesktop(store, notifier);
    store.getState().connectionRestored();
    store.getState().markSeen();
    expect(shown).toEqual([{ title: 'Connection restored', body: 'The server answers again.' }]);
    stop();
    store.getState().connectionLost('after');
    expect(shown).toHaveLength(1);
  });

  it('shows nothing without the user’s permission', () => {
    const store = createNotificationsStore(localStorage);
    const { notifier, shown } = fakeNotifier('default');
    showOnDesktop(store, notifier);
    store.getState().connectionLost('down');
    expect(shown).toEqual([]);
  });
});
