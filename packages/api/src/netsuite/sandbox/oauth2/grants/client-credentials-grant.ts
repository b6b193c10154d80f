import { randomUUID } from 'node:crypto';
import { JWT_BEARER_ASSERTION, verifyClientAssertion } from '../client-assertion.ts';
import { storeGrant } from '../grant-store.ts';
import type { TokenGrant } from '../issued-tokens.ts';
import { single, TokenEndpointError } from '../oauth2-answer.ts';
import { TOKEN_LIFETIMES } from '../token-lifetimes.ts';
import { accessTokenAnswer, type GrantContext, type TokenAnswer } from './grant-context.ts';

/**
 * `grant_type=client_credentials`: the client proves itself with a JWT assertion signed by a
 * mapped certificate's private key, and gets an access token and no refresh token.
 */
export async function clientCredentialsGrant(context: GrantContext, form: URLSearchParams): Promise<TokenAnswer> {
  const { account, engine } = context.deps;
  if (single(form, 'client_assertion_type') !== JWT_BEARER_ASSERTION) {
    throw new TokenEndpointError('invalid_request', 'client_assertion_type must be the JWT bearer type');
  }
  const assertion = single(form, 'client_assertion');
  if (assertion === undefined) throw new TokenEndpointError('invalid_request', 'client_assertion is required');
  const clientId = single(form, 'client_id');
  if (clientId !== undefined && clientId !== account.oauth.clientId) {
    throw new TokenEndpointError('invalid_client', 'client_id differs from the assertion issuer');
  }
  const { scope } = await verifyClientAssertion(assertion, account.oauth, context.tokenUrl, context.now);
  const grant: TokenGrant = {
    grantId: randomUUID(),
    clientId: account.oauth.clientId,
    grantType: 'client_credentials',
    scope,
    grantedAt: context.now,
  };
  const answer = await accessTokenAnswer(context, grant);
  const lifetime = context.deps.accessTokenSeconds ?? TOKEN_LIFETIMES.accessSeconds;
  await storeGrant(engine, {
    id: grant.grantId,
    clientId: grant.clientId,
    grantType: grant.grantType,
    scope,
    createdAt: context.now,
    expiresAt: new Date(context.now.getTime() + lifetime * 1000),
  });
  return answer;
}
