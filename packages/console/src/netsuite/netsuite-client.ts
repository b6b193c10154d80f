import {
  type NetsuiteAuthOptions,
  type NetsuiteConnection,
  type NetsuiteConnectRequest,
  type NetsuiteDemoCredentials,
  netsuiteAuthOptionsSchema,
  netsuiteConnectionSchema,
  netsuiteDemoCredentialsSchema,
} from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../api/api-request.ts';

export const NETSUITE_PATHS = {
  connection: '/functions/v1/netsuite/connection',
  connect: '/functions/v1/netsuite/connect',
  demoCredentials: '/functions/v1/netsuite/demo-credentials',
  authOptions: '/functions/v1/netsuite/auth-options',
} as const;

/** The code of the demo credentials' 404 when the server runs without the embedded sandbox. */
export const SANDBOX_DISABLED_CODE = 'sandbox_disabled';

/**
 * The signed-in user's NetSuite connection (000 section 7). The token goes up once, through
 * `connect`, and no answer ever carries it back. Every failure rejects with an `ApiError`.
 */
export interface NetsuiteClient {
  connection(): Promise<NetsuiteConnection>;
  /** Checks the token with a call to the account before the server stores it. */
  connect(request: NetsuiteConnectRequest): Promise<NetsuiteConnection>;
  disconnect(): Promise<NetsuiteConnection>;
  /** The embedded sandbox's account and demo token; rejects with `sandbox_disabled` when there is none. */
  demoCredentials(): Promise<NetsuiteDemoCredentials>;
  /** Which ways of connecting the server offers (OAuth 2.0, TBA, the sandbox). */
  authOptions(): Promise<NetsuiteAuthOptions>;
}

export function createNetsuiteClient(options: ApiRequestOptions = {}): NetsuiteClient {
  const api = createApiRequester(options);
  return {
    connection: () => api.json(netsuiteConnectionSchema, 'GET', NETSUITE_PATHS.connection),
    connect: (body) => api.json(netsuiteConnectionSchema, 'POST', NETSUITE_PATHS.connect, body),
    disconnect: () => api.json(netsuiteConnectionSchema, 'DELETE', NETSUITE_PATHS.connection),
    demoCredentials: () => api.json(netsuiteDemoCredentialsSchema, 'GET', NETSUITE_PATHS.demoCredentials),
    authOptions: () => api.json(netsuiteAuthOptionsSchema, 'GET', NETSUITE_PATHS.authOptions),
  };
}

/** The console's one client; it looks `fetch` up per call, so tests stub the global. */
export const netsuiteClient = createNetsuiteClient();
