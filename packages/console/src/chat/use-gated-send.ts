import type { ChatStore } from '@erp-agent/core';
import { useCallback, useState } from 'react';
import type { ErpConnection } from './erp-connection.ts';

export interface GatedSend {
  /** Resolves to false, with the banner shown, when no ERP account is connected: nothing is sent then. */
  send(text: string): Promise<boolean>;
  /** When the authentication banner was last raised; undefined when it is not showing. */
  readonly bannerAt: number | undefined;
  dismissBanner(): void;
}

/**
 * Sending as the chat screens do it (000 section 4): blank text does nothing, and with no ERP
 * account connected nothing is sent and the authentication banner shows instead.
 */
export function useGatedSend(store: ChatStore, connection: ErpConnection): GatedSend {
  const [bannerAt, setBannerAt] = useState<number>();
  const send = useCallback(
    async (text: string) => {
      if (text.trim() === '' || store.getState().pending) return false;
      if (!(await connection.ensureConnected())) {
        setBannerAt(Date.now());
        return false;
      }
      setBannerAt(undefined);
      void store.getState().send(text);
      return true;
    },
    [store, connection],
  );
  const dismissBanner = useCallback(() => setBannerAt(undefined), []);
  return { send, bannerAt, dismissBanner };
}
