import { netsuiteRestHost } from '../tba/index.ts';

/** Where NetSuite's OAuth 2.0 endpoints sit under an account's hosts (and under the sandbox's base). */
export const OAUTH2_PATHS = {
  authorize: '/app/login/oauth2/authorize.nl',
  token: '/services/rest/auth/oauth2/v1/token',
  revoke: '/services/rest/auth/oauth2/v1/revoke',
} as const;

/**
 * What this product asks NetSuite for: REST web services (records and SuiteQL) and RESTlets (the
 * saved-search bridge). NetSuite's authorize endpoint takes them separated by spaces.
 */
export const NETSUITE_OAUTH2_SCOPES = ['rest_webservices', 'restlets'] as const;

/** The three OAuth 2.0 endpoints of one NetSuite account. */
export interface NetsuiteOAuthEndpoints {
  /** Where the browser goes for consent: `https://123456.app.netsuite.com/app/login/oauth2/authorize.nl`. */
  readonly authorizeUrl: string;
  /** Called by the server: `https://123456.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token`. */
  readonly tokenUrl: string;
  readonly revokeUrl: string;
}

/** Where a real account's users give consent; `system.netsuite.com` when the account is not known yet. */
export function netsuiteAuthorizeUrl(accountId?: string): string {
  const host =
    accountId === undefined ? 'system.netsuite.com' : netsuiteRestHost(accountId).replace('.suitetalk.api.', '.app.');
  return `https://${host}${OAUTH2_PATHS.authorize}`;
}

/**
 * A real account's endpoints. A flow started without the account learns it with the code (the
 * redirect's `company` parameter), before it needs the token endpoint.
 */
export function netsuiteOAuthEndpoints(accountId: string): NetsuiteOAuthEndpoints {
  const restBase = `https://${netsuiteRestHost(accountId)}`;
  return {
    authorizeUrl: netsuiteAuthorizeUrl(accountId),
    tokenUrl: `${restBase}${OAUTH2_PATHS.token}`,
    revokeUrl: `${restBase}${OAUTH2_PATHS.revoke}`,
  };
}

/**
 * The embedded sandbox's endpoints. The browser reaches it under the server's own origin; the
 * server reaches it in process, under another base, so the two differ.
 */
export function sandboxOAuthEndpoints(browserBaseUrl: string, serverBaseUrl: string): NetsuiteOAuthEndpoints {
  const browser = browserBaseUrl.replace(/\/+$/, '');
  const server = serverBaseUrl.replace(/\/+$/, '');
  return {
    authorizeUrl: `${browser}${OAUTH2_PATHS.authorize}`,
    tokenUrl: `${server}${OAUTH2_PATHS.token}`,
    revokeUrl: `${server}${OAUTH2_PATHS.revoke}`,
  };
}

/**
 * Where NetSuite sends the browser back to this product: the integration record's redirect URI is
 * this path on the server's public origin (`https://erp.example.com/auth/netsuite/callback`).
 */
export const NETSUITE_OAUTH_CALLBACK_PATH = '/auth/netsuite/callback';
