import { decodeJwt } from 'jose';
import type { TokenEndpointResponse } from 'oauth4webapi';

/** What one token endpoint answer gives: the access token and, from a code, the refresh token. */
export interface OAuthTokens {
  readonly accessToken: string;
  readonly accessExpiresAt: Date;
  /** How long the access token was issued for, in seconds (NetSuite: 3600). */
  readonly accessLifetimeSeconds: number;
  /** Absent from a refresh or client credentials answer: NetSuite keeps the refresh token it gave. */
  readonly refreshToken?: string;
  /** When the refresh token stops working; null when it is not a JWT with an `exp`. */
  readonly refreshExpiresAt?: Date | null;
}

/** NetSuite's access tokens live an hour; an answer without `expires_in` is taken to mean that. */
export const DEFAULT_ACCESS_LIFETIME_SECONDS = 3600;

/**
 * NetSuite's refresh tokens are JWTs whose `exp` says when the user must consent again (seven
 * days unless the integration record says otherwise). Read, not verified: the client only needs
 * to know when to ask; NetSuite decides whether it is still good.
 */
export function jwtExpiry(token: string): Date | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    // Not a JWT: NetSuite says nothing about its lifetime, so neither can we.
    return null;
  }
}

export function tokensOf(answer: TokenEndpointResponse, receivedAt: Date): OAuthTokens {
  const lifetime = answer.expires_in ?? DEFAULT_ACCESS_LIFETIME_SECONDS;
  return {
    accessToken: answer.access_token,
    accessExpiresAt: new Date(receivedAt.getTime() + lifetime * 1000),
    accessLifetimeSeconds: lifetime,
    ...(answer.refresh_token === undefined
      ? {}
      : { refreshToken: answer.refresh_token, refreshExpiresAt: jwtExpiry(answer.refresh_token) }),
  };
}
