import { authenticateClient } from '../client-authentication.ts';
import { isGrantRevoked, markGrantRefreshed } from '../grant-store.ts';
import { verifyIssuedToken } from '../issued-tokens.ts';
import { single, TokenEndpointError } from '../oauth2-answer.ts';
import { accessTokenAnswer, type GrantContext, type TokenAnswer } from './grant-context.ts';

/**
 * `grant_type=refresh_token`: a new access token for an unexpired, unrevoked refresh token of
 * this client. A confidential client keeps its refresh token (NetSuite issues a new one only to
 * public clients), so none comes back.
 */
export async function refreshTokenGrant(context: GrantContext, form: URLSearchParams): Promise<TokenAnswer> {
  const { account, engine } = context.deps;
  authenticateClient(context.authorization, account.oauth);
  const refreshToken = single(form, 'refresh_token');
  if (refreshToken === undefined) throw new TokenEndpointError('invalid_request', 'refresh_token is required');
  const check = await verifyIssuedToken(account.oauth.signingKey, refreshToken, 'refresh', context.now);
  if (!check.ok) throw new TokenEndpointError('invalid_grant', `refresh token ${check.reason}`);
  const { token } = check;
  if (token.clientId !== account.oauth.clientId)
    throw new TokenEndpointError('invalid_grant', 'refresh token of another client');
  if (await isGrantRevoked(engine, token.grantId))
    throw new TokenEndpointError('invalid_grant', 'refresh token revoked');
  await markGrantRefreshed(engine, token.grantId, context.now);
  return accessTokenAnswer(context, token);
}
