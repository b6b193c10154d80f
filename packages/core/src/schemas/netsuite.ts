import * as z from 'zod/mini';
import { SEARCH_PAGE_SIZE, savedSearchDefinitionSchema } from './saved-search.ts';

/** The messages 000 section 7 gives the NetSuite calls; the API answers failures with these. */
export const NETSUITE_MESSAGES = {
  connectFailed: 'Failed to connect to NetSuite',
  notConnected: 'Not connected to NetSuite',
  createSavedSearchFailed: 'Failed to create saved search',
  runSavedSearchFailed: 'Failed to run saved search',
} as const;

/**
 * NetSuite account ids as users copy them (`1234567`, `1234567-sb1`, `TSTDRV1234567`) or as
 * realms (`1234567_SB1`): letters and digits in groups joined by single `-` or `_`.
 */
export const NETSUITE_ACCOUNT_ID = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i;

const secret = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `Enter the ${label}`), z.maxLength(512, `The ${label} is too long`));

/**
 * The credentials form (000 section 7): the account and the user's access token. The consumer
 * key and secret of the integration record are server configuration, never typed by a user.
 */
export const netsuiteConnectRequestSchema = z.object({
  accountId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the account id'),
      z.maxLength(64, 'The account id is too long'),
      z.regex(NETSUITE_ACCOUNT_ID, 'An account id has letters and digits, such as 1234567 or 1234567-sb1'),
    ),
  tokenId: secret('token id'),
  tokenSecret: secret('token secret'),
});
export type NetsuiteConnectRequest = z.input<typeof netsuiteConnectRequestSchema>;

/**
 * How a connection authenticates: `tba`, an access token created in NetSuite and typed into the
 * credentials form; `oauth2`, tokens NetSuite issued after the user allowed access on its consent
 * page (Authenticate Netsuite).
 */
export const netsuiteAuthMethodSchema = z.enum(['tba', 'oauth2']);
export type NetsuiteAuthMethod = z.infer<typeof netsuiteAuthMethodSchema>;

/** What the browser may know of a connection: never a token or secret. */
export const netsuiteConnectionSchema = z.object({
  connected: z.boolean(),
  accountId: z.nullable(z.string()),
  /** True when the account is the embedded sandbox rather than a real NetSuite account. */
  sandbox: z.boolean(),
  connectedAt: z.nullable(z.string()),
  authMethod: z.nullable(netsuiteAuthMethodSchema),
  /** OAuth 2.0: when the current access token expires; the server refreshes it before then. */
  tokenExpiresAt: z.nullable(z.string()),
  /** OAuth 2.0: when NetSuite's consent runs out and the user must choose Authenticate Netsuite again. */
  reauthenticateBy: z.nullable(z.string()),
  /** Asked for with `?verify=true`: whether NetSuite accepted the stored token just now. */
  verified: z.optional(
    z.object({
      ok: z.boolean(),
      /** Why not, in NetSuite's or the connector's words. */
      message: z.nullable(z.string()),
      at: z.string(),
    }),
  ),
});
export type NetsuiteConnection = z.infer<typeof netsuiteConnectionSchema>;

/** The ways this server can connect an account, for the credentials screen to offer. */
export const netsuiteAuthOptionsSchema = z.object({
  /** OAuth 2.0 for real accounts: the server holds an integration record's client id and secret. */
  oauth2: z.boolean(),
  /** TBA for real accounts: the server holds an integration record's consumer key and secret. */
  tba: z.boolean(),
  /** The embedded sandbox's account when it runs; it takes both ways with no configuration. */
  sandboxAccountId: z.nullable(z.string()),
  /** The redirect URI the integration record must name, as this server is reached. */
  redirectUri: z.string(),
});
export type NetsuiteAuthOptions = z.infer<typeof netsuiteAuthOptionsSchema>;

/**
 * Unattended access: the client credentials grant (a JWT assertion signed with a certificate
 * mapped in NetSuite) for work no user is present for. What an admin may see of it: never the key.
 */
export const netsuiteMachineAccessSchema = z.object({
  /** Configured (NETSUITE_OAUTH_CERTIFICATE_ID and its key), or the embedded sandbox's demo certificate. */
  available: z.boolean(),
  accountId: z.nullable(z.string()),
  sandbox: z.boolean(),
  certificateId: z.nullable(z.string()),
});
export type NetsuiteMachineAccess = z.infer<typeof netsuiteMachineAccessSchema>;

/** A successful check of unattended access: NetSuite issued a token and answered a query with it. */
export const netsuiteMachineAccessCheckSchema = z.object({ accountId: z.string(), checkedAt: z.string() });
export type NetsuiteMachineAccessCheck = z.infer<typeof netsuiteMachineAccessCheckSchema>;

/**
 * How `/auth/netsuite` reports back: the browser returns to the chatbot screen with
 * `?netsuite=connected`, or `?netsuite_error=<code>` naming one of these.
 */
export const NETSUITE_AUTH_PARAMS = { connected: 'netsuite', error: 'netsuite_error' } as const;

export const NETSUITE_AUTH_ERRORS = {
  consent_denied:
    "NetSuite access was not granted: Deny was chosen on NetSuite's consent page. Choose Authenticate Netsuite to try again.",
  state_invalid:
    'This NetSuite sign-in does not belong to your session: it was altered, already used, or started in another browser. Choose Authenticate Netsuite to start again.',
  state_expired: 'This NetSuite sign-in took too long and expired. Choose Authenticate Netsuite to start again.',
  code_expired:
    "NetSuite's authorization code expired or was already used before it could be redeemed. Choose Authenticate Netsuite to start again.",
  not_configured:
    'This server has no NetSuite OAuth 2.0 integration record (NETSUITE_OAUTH_CLIENT_ID and NETSUITE_OAUTH_CLIENT_SECRET). Connect with a TBA access token on the Credentials screen instead.',
  refused:
    'NetSuite refused the sign-in request. Check the integration record (redirect URI, scopes, state) and try again.',
  connect_failed: `${NETSUITE_MESSAGES.connectFailed}: NetSuite could not be reached or did not accept the new tokens. Try again shortly.`,
  forbidden: 'You do not have access to NetSuite.',
} as const;
export type NetsuiteAuthError = keyof typeof NETSUITE_AUTH_ERRORS;

/** The message of an error code from `?netsuite_error=`, or undefined for a code the console does not know. */
export function netsuiteAuthErrorMessage(code: string): string | undefined {
  return Object.hasOwn(NETSUITE_AUTH_ERRORS, code) ? NETSUITE_AUTH_ERRORS[code as NetsuiteAuthError] : undefined;
}

/** The embedded sandbox's demo account and token, which the credentials screen fills in with one click. */
export const netsuiteDemoCredentialsSchema = z.object({
  accountId: z.string(),
  tokenId: z.string(),
  tokenSecret: z.string(),
});
export type NetsuiteDemoCredentials = z.infer<typeof netsuiteDemoCredentialsSchema>;

/**
 * Creating a saved search (000 section 7: "credentials and config"). The credentials are the
 * caller's stored connection, so only the definition travels; a `credentials` field is ignored.
 */
export const netsuiteSavedSearchCreateSchema = z.object({ config: savedSearchDefinitionSchema });
export type NetsuiteSavedSearchCreate = z.input<typeof netsuiteSavedSearchCreateSchema>;

/** Running a saved search: which page, of what size. */
export const netsuiteSavedSearchRunSchema = z.object({
  pageSize: z._default(
    z.int().check(z.minimum(SEARCH_PAGE_SIZE.min), z.maximum(SEARCH_PAGE_SIZE.max)),
    SEARCH_PAGE_SIZE.default,
  ),
  pageIndex: z._default(z.int().check(z.minimum(0)), 0),
});
export type NetsuiteSavedSearchRun = z.input<typeof netsuiteSavedSearchRunSchema>;
