import { tbaAuthorizationHeader } from '../tba/index.ts';
import type { NetsuiteCredentials } from './signed-transport.ts';

/**
 * Where a connection's OAuth 2.0 access token comes from: the stored connection (refreshed with
 * its refresh token) or the client credentials grant. Either fails with a `NetsuiteConnectorError`.
 */
export interface BearerTokenSource {
  /** A token good for now, refreshed first when it is about to expire. */
  accessToken(): Promise<string>;
  /**
   * NetSuite refused `refused` (expired early, revoked, or the clock was off): a token issued
   * after it, refreshing unless another caller already has.
   */
  renew(refused: string): Promise<string>;
}

/** A connection authenticated with OAuth 2.0 bearer tokens rather than TBA. */
export interface BearerCredentials {
  readonly accountId: string;
  readonly bearer: BearerTokenSource;
}

/** How each request of a connection proves who sends it. */
export interface RequestAuthorizer {
  /** The `Authorization` header of one attempt. */
  authorization(request: { readonly method: string; readonly url: string }): Promise<string>;
  /**
   * After NetSuite answered 401 to `refused`: another header worth one more try, or undefined
   * when trying again cannot help (a TBA signature stays wrong).
   */
  afterRefusal(refused: string): Promise<string | undefined>;
}

const BEARER = 'Bearer ';

/** TBA: every attempt signed afresh (new nonce and timestamp), as NetSuite requires. */
export function tbaAuthorizer(credentials: NetsuiteCredentials, now: () => Date): RequestAuthorizer {
  return {
    authorization: async (request) =>
      tbaAuthorizationHeader({
        method: request.method,
        url: request.url,
        accountId: credentials.accountId,
        consumerKey: credentials.consumerKey,
        consumerSecret: credentials.consumerSecret,
        tokenId: credentials.tokenId,
        tokenSecret: credentials.tokenSecret,
        timestamp: Math.floor(now().getTime() / 1000),
      }),
    afterRefusal: async () => undefined,
  };
}

/** OAuth 2.0: the source's access token, renewed once when NetSuite refuses it. */
export function bearerAuthorizer(source: BearerTokenSource): RequestAuthorizer {
  return {
    authorization: async () => `${BEARER}${await source.accessToken()}`,
    afterRefusal: async (refused) =>
      refused.startsWith(BEARER) ? `${BEARER}${await source.renew(refused.slice(BEARER.length))}` : undefined,
  };
}

export function authorizerFor(
  credentials: NetsuiteCredentials | BearerCredentials,
  now: () => Date,
): RequestAuthorizer {
  return 'bearer' in credentials ? bearerAuthorizer(credentials.bearer) : tbaAuthorizer(credentials, now);
}
