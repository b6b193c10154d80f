import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { SandboxOAuthClient } from '../account/sandbox-oauth-client.ts';
import { SANDBOX_SCOPES } from './check-authorization-request.ts';
import { TokenEndpointError } from './oauth2-answer.ts';

export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** NetSuite takes RSA-PSS and ECDSA assertions; RS256 (PKCS#1 v1.5) is refused. */
const ALGORITHMS = ['PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'];

/** NetSuite refuses an assertion meant to live longer than an hour. */
const MAX_ASSERTION_SECONDS = 3600;

function scopeOf(claim: unknown): string[] {
  const entries = Array.isArray(claim) ? claim : typeof claim === 'string' ? claim.split(/[\s,]+/) : [];
  return entries.filter((entry): entry is string => typeof entry === 'string' && entry !== '');
}

/**
 * The client credentials grant's assertion, checked as NetSuite checks it: `kid` names a mapped
 * certificate whose public key verifies the signature, `iss` is the client id, `aud` the token
 * endpoint's URL, `iat` and `exp` at most an hour apart, and `scope` (a list or a comma-separated
 * string) within what NetSuite grants.
 */
export async function verifyClientAssertion(
  assertion: string,
  client: SandboxOAuthClient,
  tokenUrl: string,
  now: Date,
): Promise<{ readonly scope: readonly string[] }> {
  let kid: string | undefined;
  try {
    ({ kid } = decodeProtectedHeader(assertion));
  } catch {
    throw new TokenEndpointError('invalid_client', 'the assertion is not a JWT');
  }
  const certificate = kid === undefined ? undefined : client.certificate(kid);
  if (certificate === undefined) throw new TokenEndpointError('invalid_client', `no certificate mapped with id ${kid}`);

  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(assertion, certificate, {
      algorithms: ALGORITHMS,
      issuer: client.clientId,
      audience: tokenUrl,
      currentDate: now,
      requiredClaims: ['iat', 'exp'],
    }));
  } catch (error) {
    const reason =
      error instanceof errors.JWTClaimValidationFailed
        ? `claim ${error.claim}: ${error.reason}`
        : error instanceof errors.JOSEError
          ? error.code
          : 'unreadable';
    throw new TokenEndpointError('invalid_client', `assertion refused (${reason})`);
  }
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > MAX_ASSERTION_SECONDS) {
    throw new TokenEndpointError('invalid_client', 'the assertion lives longer than an hour');
  }
  const scope = scopeOf(payload.scope);
  if (scope.length === 0 || !scope.every((entry) => (SANDBOX_SCOPES as readonly string[]).includes(entry))) {
    throw new TokenEndpointError('invalid_scope', `scope ${JSON.stringify(payload.scope)}`);
  }
  return { scope };
}
