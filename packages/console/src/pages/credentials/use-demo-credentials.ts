import type { NetsuiteDemoCredentials } from '@erp-agent/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useSessionExpiry } from '../../auth/use-session-expiry.ts';
import { netsuiteClient, SANDBOX_DISABLED_CODE } from '../../netsuite/netsuite-client.ts';
import { failureText } from './connect-failure.ts';

/** `off` when the server runs without the embedded sandbox: there is nothing to fill in then. */
export type DemoState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly credentials: NetsuiteDemoCredentials }
  | { readonly status: 'off'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

export interface DemoHandle {
  readonly state: DemoState;
  /** The demo credentials, asked for again unless already known; undefined when there are none. */
  obtain(): Promise<NetsuiteDemoCredentials | undefined>;
}

/**
 * The embedded sandbox's demo account and token, asked for when the screen opens so the screen
 * knows before any click whether the server has a sandbox to offer.
 */
export function useDemoCredentials(): DemoHandle {
  const [state, setState] = useState<DemoState>({ status: 'loading' });
  const onSessionError = useSessionExpiry();
  const mounted = useRef(true);

  const load = useCallback(async (): Promise<NetsuiteDemoCredentials | undefined> => {
    setState({ status: 'loading' });
    try {
      const credentials = await netsuiteClient.demoCredentials();
      if (mounted.current) setState({ status: 'ready', credentials });
      return credentials;
    } catch (error) {
      onSessionError(error);
      if (!mounted.current) return undefined;
      if (error instanceof ApiError && error.code === SANDBOX_DISABLED_CODE) {
        setState({ status: 'off', message: error.message });
      } else {
        setState({ status: 'failed', message: failureText(error) });
      }
      return undefined;
    }
  }, [onSessionError]);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const obtain = useCallback(async () => (state.status === 'ready' ? state.credentials : load()), [state, load]);

  return { state, obtain };
}
