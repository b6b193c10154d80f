import { timingSafeEqual } from 'node:crypto';
import type { SandboxOAuthClient } from '../account/sandbox-oauth-client.ts';
import { TokenEndpointError } from './oauth2-answer.ts';

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** RFC 6749 2.3.1: the id and secret are form-encoded before they are joined and base64-encoded. */
const formDecode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));

/**
 * The client's HTTP Basic authentication, which NetSuite requires of confidential clients on the
 * token and revoke endpoints. Anything else (no header, another scheme, a wrong secret, the
 * credentials in the body) is `invalid_client`.
 */
export function authenticateClient(authorization: string | undefined, client: SandboxOAuthClient): void {
  const [scheme, encoded] = authorization?.split(' ') ?? [];
  if (scheme?.toLowerCase() !== 'basic' || encoded === undefined) {
    throw new TokenEndpointError('invalid_client', 'no HTTP Basic client authentication');
  }
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new TokenEndpointError('invalid_client', 'malformed Basic credentials');
  let id: string;
  let secret: string;
  try {
    id = formDecode(decoded.slice(0, colon));
    secret = formDecode(decoded.slice(colon + 1));
  } catch {
    throw new TokenEndpointError('invalid_client', 'malformed Basic credentials');
  }
  if (!equal(id, client.clientId) || !equal(secret, client.clientSecret)) {
    throw new TokenEndpointError('invalid_client', 'unknown client or wrong secret');
  }
}
