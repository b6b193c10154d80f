import type { BearerTokenSource } from '../connector/index.ts';
import { connectorErrorOf, toNetsuiteOAuthError } from './oauth2-error.ts';
import type { OAuthTokens } from './token-set.ts';

/** An access token this close to expiry is replaced before use. */
const MARGIN_MS = 60_000;

/**
 * Bearer tokens of the client credentials grant, for unattended work: obtained with a new
 * assertion when there is none or it is about to expire (there is no refresh token), one request
 * at a time, and kept in memory. Every instance holds its own: NetSuite issues as many as asked.
 */
export function clientCredentialsTokens(
  request: () => Promise<OAuthTokens>,
  now: () => Date = () => new Date(),
): BearerTokenSource {
  let current: OAuthTokens | undefined;
  let flight: Promise<OAuthTokens> | undefined;

  const fresh = (tokens: OAuthTokens | undefined): tokens is OAuthTokens =>
    tokens !== undefined &&
    tokens.accessExpiresAt.getTime() - now().getTime() > Math.min(MARGIN_MS, (tokens.accessLifetimeSeconds * 1000) / 5);

  const obtain = async (): Promise<string> => {
    flight ??= request()
      .then((tokens) => {
        current = tokens;
        return tokens;
      })
      .catch((error: unknown) => {
        throw connectorErrorOf(toNetsuiteOAuthError(error, 'the client credentials assertion'));
      })
      .finally(() => {
        flight = undefined;
      });
    return (await flight).accessToken;
  };

  return {
    accessToken: async () => (fresh(current) ? current.accessToken : obtain()),
    renew: async (refused) => (fresh(current) && current.accessToken !== refused ? current.accessToken : obtain()),
  };
}
