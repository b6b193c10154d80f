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

/** What the browser may know of a connection: never the token id or secret. */
export const netsuiteConnectionSchema = z.object({
  connected: z.boolean(),
  accountId: z.nullable(z.string()),
  /** True when the account is the embedded sandbox rather than a real NetSuite account. */
  sandbox: z.boolean(),
  connectedAt: z.nullable(z.string()),
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
