import * as oauth from 'oauth4webapi';
import type { FetchFunction } from '../connector/index.ts';
import type { NetsuiteOAuthEndpoints } from './oauth2-endpoints.ts';
import { NetsuiteOAuthError, toNetsuiteOAuthError } from './oauth2-error.ts';
import { type OAuthTokens, tokensOf } from './token-set.ts';

export interface NetsuiteOAuthClientConfig {
  readonly endpoints: NetsuiteOAuthEndpoints;
  /** The integration record's client id and secret, sent with HTTP Basic as NetSuite requires. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** Defaults to the global `fetch`; the embedded sandbox is reached in process. */
  readonly fetch?: FetchFunction;
  /** Only for the embedded sandbox, reached over plain HTTP; NetSuite is HTTPS. */
  readonly allowHttp?: boolean;
  /** How long one call may take; 30 seconds by default. */
  readonly timeoutMs?: number;
  readonly now?: () => Date;
}

/** What the redirect back from NetSuite must match. */
export interface ExpectedCallback {
  readonly state: string;
  readonly codeVerifier: string;
  readonly redirectUri: string;
}

/** The token and revoke endpoints of one account, for one integration record. */
export interface NetsuiteOAuthClient {
  /**
   * Checks the redirect's parameters (an `error` such as `access_denied` is thrown as it is) and
   * redeems the code with the PKCE verifier.
   */
  redeemCode(
    callback: URLSearchParams,
    expected: ExpectedCallback,
  ): Promise<OAuthTokens & { readonly refreshToken: string }>;
  /** A new access token; NetSuite keeps the refresh token it gave a confidential client. */
  refresh(refreshToken: string): Promise<OAuthTokens>;
  /** Revokes the refresh token and the access tokens issued with it. */
  revoke(refreshToken: string): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * NetSuite's OAuth 2.0 token endpoints through oauth4webapi, which checks every answer's shape
 * (NetSuite's `expires_in` comes as a string, which it reads as a number).
 */
export function createNetsuiteOAuthClient(config: NetsuiteOAuthClientConfig): NetsuiteOAuthClient {
  const as: oauth.AuthorizationServer = {
    issuer: new URL(config.endpoints.tokenUrl).origin,
    authorization_endpoint: config.endpoints.authorizeUrl,
    token_endpoint: config.endpoints.tokenUrl,
    revocation_endpoint: config.endpoints.revokeUrl,
  };
  const client: oauth.Client = { client_id: config.clientId };
  const authentication = oauth.ClientSecretBasic(config.clientSecret);
  const now = config.now ?? (() => new Date());
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const options = (): oauth.TokenEndpointRequestOptions => ({
    signal: AbortSignal.timeout(timeoutMs),
    ...(config.fetch ? { [oauth.customFetch]: config.fetch } : {}),
    ...(config.allowHttp ? { [oauth.allowInsecureRequests]: true } : {}),
  });

  return {
    async redeemCode(callback, expected) {
      try {
        const parameters = oauth.validateAuthResponse(as, client, callback, expected.state);
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          authentication,
          parameters,
          expected.redirectUri,
          expected.codeVerifier,
          options(),
        );
        const tokens = tokensOf(await oauth.processAuthorizationCodeResponse(as, client, response), now());
        if (tokens.refreshToken === undefined) {
          throw new NetsuiteOAuthError('protocol_error', 'NetSuite redeemed the code without a refresh token.');
        }
        return { ...tokens, refreshToken: tokens.refreshToken };
      } catch (error) {
        throw toNetsuiteOAuthError(error, 'the authorization code');
      }
    },
    async refresh(refreshToken) {
      try {
        const response = await oauth.refreshTokenGrantRequest(as, client, authentication, refreshToken, options());
        return tokensOf(await oauth.processRefreshTokenResponse(as, client, response), now());
      } catch (error) {
        throw toNetsuiteOAuthError(error, 'the refresh token');
      }
    },
    async revoke(refreshToken) {
      try {
        const response = await oauth.revocationRequest(as, client, authentication, refreshToken, options());
        await oauth.processRevocationResponse(response);
      } catch (error) {
        throw toNetsuiteOAuthError(error, 'the revocation');
      }
    },
  };
}
