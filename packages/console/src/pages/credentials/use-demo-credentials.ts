import type { NetsuiteDemoCredentials } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { SANDBOX_DISABLED_CODE } from '../../netsuite/netsuite-client.ts';
import { demoCredentialsQuery } from '../../netsuite/netsuite-queries.ts';
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
  const query = useQuery(demoCredentialsQuery);
  const { data, refetch } = query;
  const obtain = useCallback(async () => data ?? (await refetch()).data, [data, refetch]);
  let state: DemoState = { status: 'loading' };
  if (data !== undefined) state = { status: 'ready', credentials: data };
  else if (query.error instanceof ApiError && query.error.code === SANDBOX_DISABLED_CODE) {
    state = { status: 'off', message: query.error.message };
  } else if (query.isError) state = { status: 'failed', message: failureText(query.error) };
  return { state, obtain };
}
