import * as oauth from 'oauth4webapi';
import { NetsuiteConnectorError } from '../connector/connector-error.ts';

/**
 * Why an OAuth 2.0 exchange with NetSuite failed, as a code callers branch on:
 *
 * - `access_denied`: the user chose Deny on NetSuite's consent page.
 * - `invalid_grant`: the code or refresh token is expired, already used, revoked or not this
 *   client's (NetSuite does not say which).
 * - `invalid_client`: NetSuite refused the client id and secret, or the certificate's assertion.
 * - `refused`: another OAuth error (`invalid_scope`, `unauthorized_client`...), named in `oauthError`.
 * - `unavailable`: NetSuite answered 5xx; `unreachable`: it did not answer at all.
 * - `protocol_error`: an answer that is not OAuth 2.0's.
 */
export type NetsuiteOAuthErrorCode =
  | 'access_denied'
  | 'invalid_grant'
  | 'invalid_client'
  | 'refused'
  | 'unavailable'
  | 'unreachable'
  | 'protocol_error';

/** A failed OAuth 2.0 exchange. It holds no token, code or secret, so it can be logged. */
export class NetsuiteOAuthError extends Error {
  readonly code: NetsuiteOAuthErrorCode;
  /** The `error` NetSuite answered with, when it answered with one. */
  readonly oauthError: string | undefined;
  readonly status: number | undefined;

  constructor(
    code: NetsuiteOAuthErrorCode,
    message: string,
    options: { oauthError?: string; status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'NetsuiteOAuthError';
    this.code = code;
    this.oauthError = options.oauthError;
    this.status = options.status;
  }

  /** Whether trying again later may succeed without the user doing anything. */
  get retryable(): boolean {
    return this.code === 'unavailable' || this.code === 'unreachable';
  }
}

function fromOAuthCode(error: string): NetsuiteOAuthErrorCode {
  if (error === 'access_denied') return 'access_denied';
  if (error === 'invalid_grant') return 'invalid_grant';
  if (error === 'invalid_client') return 'invalid_client';
  return 'refused';
}

/** The `NetsuiteOAuthError` a failure of oauth4webapi or of the network stands for. */
export function toNetsuiteOAuthError(error: unknown, what: string): NetsuiteOAuthError {
  if (error instanceof NetsuiteOAuthError) return error;
  if (error instanceof oauth.AuthorizationResponseError) {
    return new NetsuiteOAuthError(fromOAuthCode(error.error), `NetSuite answered ${what} with ${error.error}.`, {
      oauthError: error.error,
    });
  }
  if (error instanceof oauth.ResponseBodyError) {
    const code = error.status >= 500 ? 'unavailable' : fromOAuthCode(error.error);
    return new NetsuiteOAuthError(code, `NetSuite answered ${what} with ${error.status} ${error.error}.`, {
      oauthError: error.error,
      status: error.status,
    });
  }
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    // A 401 with a challenge: the client's authentication was refused.
    return new NetsuiteOAuthError(
      error.status === 401 ? 'invalid_client' : 'refused',
      `NetSuite refused the client's authentication for ${what} (${error.status}).`,
      { status: error.status },
    );
  }
  if (error instanceof oauth.OperationProcessingError) {
    const status = error.cause instanceof Response ? error.cause.status : undefined;
    const code = status !== undefined && status >= 500 ? 'unavailable' : 'protocol_error';
    return new NetsuiteOAuthError(code, `NetSuite's answer to ${what} is not OAuth 2.0's: ${error.message}`, {
      ...(status === undefined ? {} : { status }),
      cause: error,
    });
  }
  // fetch rejects with a TypeError for DNS, TLS and dropped connections, an AbortError on timeout.
  return new NetsuiteOAuthError('unreachable', `NetSuite could not be reached for ${what}.`, { cause: error });
}

/**
 * How a connector call reports a failed token refresh: the user must authenticate again after
 * `invalid_grant` (the refresh token expired or was revoked), not after a network failure.
 */
export function connectorErrorOf(error: NetsuiteOAuthError): NetsuiteConnectorError {
  switch (error.code) {
    case 'invalid_grant':
      return new NetsuiteConnectorError('invalid_credentials', {
        message:
          "NetSuite no longer accepts this connection's authorization (it expired or was revoked): choose Authenticate Netsuite again.",
        cause: error,
      });
    case 'invalid_client':
    case 'access_denied':
    case 'refused':
      return new NetsuiteConnectorError('invalid_credentials', { message: error.message, cause: error });
    case 'unavailable':
      return new NetsuiteConnectorError('unavailable', { message: error.message, retryable: true, cause: error });
    case 'unreachable':
      return new NetsuiteConnectorError('network_error', { message: error.message, retryable: true, cause: error });
    case 'protocol_error':
      return new NetsuiteConnectorError('protocol_error', { message: error.message, cause: error });
  }
}
