import { createHash, randomUUID } from 'node:crypto';
import { authenticateClient } from '../client-authentication.ts';
import { redeemCode, storeGrant } from '../grant-store.ts';
import { issueToken, type TokenGrant } from '../issued-tokens.ts';
import { single, TokenEndpointError } from '../oauth2-answer.ts';
import { TOKEN_LIFETIMES } from '../token-lifetimes.ts';
import { accessTokenAnswer, type GrantContext, type TokenAnswer } from './grant-context.ts';

/** RFC 7636: 43 to 128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * `grant_type=authorization_code`: a code this sandbox issued, unused and unexpired, redeemed by
 * the client it was issued to, with the same redirect URI and the PKCE verifier whose S256 is the
 * challenge. Any mismatch is `invalid_grant`, and the code is spent either way, as RFC 6749 wants
 * of a code presented once.
 */
export async function authorizationCodeGrant(context: GrantContext, form: URLSearchParams): Promise<TokenAnswer> {
  const { account, engine } = context.deps;
  authenticateClient(context.authorization, account.oauth);
  const code = single(form, 'code');
  const redirectUri = single(form, 'redirect_uri');
  const verifier = single(form, 'code_verifier');
  if (code === undefined || redirectUri === undefined || verifier === undefined) {
    throw new TokenEndpointError('invalid_request', 'code, redirect_uri and code_verifier are required');
  }
  if (!CODE_VERIFIER.test(verifier)) throw new TokenEndpointError('invalid_request', 'malformed code_verifier');

  const redemption = await redeemCode(engine, code, context.now);
  if (!redemption.ok) throw new TokenEndpointError('invalid_grant', `code ${redemption.reason}`);
  const issued = redemption.code;
  if (issued.expiresAt <= context.now) throw new TokenEndpointError('invalid_grant', 'code expired');
  if (issued.clientId !== account.oauth.clientId)
    throw new TokenEndpointError('invalid_grant', 'code of another client');
  if (issued.redirectUri !== redirectUri) throw new TokenEndpointError('invalid_grant', 'redirect_uri differs');
  if (s256(verifier) !== issued.codeChallenge)
    throw new TokenEndpointError('invalid_grant', 'PKCE verifier does not match');

  const grant: TokenGrant = {
    grantId: randomUUID(),
    clientId: issued.clientId,
    grantType: 'authorization_code',
    scope: issued.scope,
    grantedAt: context.now,
  };
  const refresh = await issueToken({
    key: account.oauth.signingKey,
    accountId: account.accountId,
    grant,
    kind: 'refresh',
    now: context.now,
    lifetimeSeconds: TOKEN_LIFETIMES.refreshSeconds,
  });
  await storeGrant(engine, {
    id: grant.grantId,
    clientId: grant.clientId,
    grantType: grant.grantType,
    scope: grant.scope,
    createdAt: context.now,
    expiresAt: refresh.expiresAt,
  });
  return accessTokenAnswer(context, grant, refresh.token);
}
