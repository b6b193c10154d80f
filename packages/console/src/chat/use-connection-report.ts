import type { ChatStore } from '@erp-agent/core';
import { useEffect } from 'react';
import { notificationsStore } from '../notifications/notifications-store.ts';

/**
 * Tells the top bar's notifications when the agent cannot be reached from this chat, and when
 * it answers again.
 */
export function useConnectionReport(store: ChatStore): void {
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.lastError !== previous.lastError && state.lastError?.code === 'network_error') {
          notificationsStore.getState().connectionLost(`The agent could not be reached: ${state.lastError.message}`);
        }
        if (state.messages.length > previous.messages.length && state.messages.at(-1)?.origin === 'api') {
          notificationsStore.getState().connectionRestored();
        }
      }),
    [store],
  );
}
