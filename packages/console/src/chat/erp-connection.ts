import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionExpiry } from '../auth/use-session-expiry.ts';
import { netsuiteClient } from '../netsuite/netsuite-client.ts';

export type ErpConnectionState = 'checking' | 'connected' | 'not-connected' | 'unknown';

export interface ErpConnection {
  readonly state: ErpConnectionState;
  /**
   * Whether messages may be sent: the cached answer when it says connected, otherwise the server
   * is asked again, since the user may have connected in another tab since.
   */
  ensureConnected(): Promise<boolean>;
}

/** The signed-in user's NetSuite connection, as the chat screens need it before sending. */
export function useErpConnection(): ErpConnection {
  const [state, setState] = useState<ErpConnectionState>('checking');
  const onSessionError = useSessionExpiry();
  const mounted = useRef(true);

  const check = useCallback(async (): Promise<boolean> => {
    try {
      const { connected } = await netsuiteClient.connection();
      if (mounted.current) setState(connected ? 'connected' : 'not-connected');
      return connected;
    } catch (error) {
      onSessionError(error);
      if (mounted.current) setState('unknown');
      return false;
    }
  }, [onSessionError]);

  useEffect(() => {
    mounted.current = true;
    void check();
    return () => {
      mounted.current = false;
    };
  }, [check]);

  const ensureConnected = useCallback(async () => (state === 'connected' ? true : check()), [state, check]);
  return { state, ensureConnected };
}
