import type { SandboxOAuthClient } from '../account/sandbox-oauth-client.ts';

/** The scopes NetSuite grants through the authorization code flow (`mcp` stands alone and is not served here). */
export const SANDBOX_SCOPES = ['rest_webservices', 'restlets', 'suite_analytics'] as const;

/** An authorization request the sandbox will ask the user about. */
export interface AuthorizationParameters {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: readonly string[];
  readonly state: string;
  readonly codeChallenge: string;
}

/**
 * What to do with a request to the authorize endpoint, in RFC 6749's order: without a known client
 * and a registered redirect URI nothing may be sent anywhere, so the user sees an error page;
 * past that, every other fault goes back to the client as an error redirect.
 */
export type AuthorizationCheck =
  | { readonly kind: 'ok'; readonly request: AuthorizationParameters }
  | { readonly kind: 'error_page'; readonly message: string }
  | {
      readonly kind: 'error_redirect';
      readonly redirectUri: string;
      readonly state: string | undefined;
      readonly error: 'invalid_request' | 'unsupported_response_type' | 'invalid_scope';
      readonly description: string;
    };

/** NetSuite's rule: 22 to 1024 printable ASCII characters. */
const STATE = /^[\x20-\x7e]{22,1024}$/;
/** An S256 challenge: BASE64URL of a SHA-256, 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function checkAuthorizationRequest(
  parameters: URLSearchParams,
  client: SandboxOAuthClient,
  origin: string,
): AuthorizationCheck {
  const one = (name: string) => {
    const values = parameters.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  const clientId = one('client_id');
  const redirectUri = one('redirect_uri');
  if (clientId === undefined || clientId !== client.clientId) {
    return { kind: 'error_page', message: 'The client_id does not name an integration record enabled for OAuth 2.0.' };
  }
  if (redirectUri === undefined || !client.acceptsRedirect(redirectUri, origin)) {
    return { kind: 'error_page', message: "The redirect_uri is not the integration record's redirect URI." };
  }
  const state = one('state');
  const refuse = (error: 'invalid_request' | 'unsupported_response_type' | 'invalid_scope', description: string) =>
    ({ kind: 'error_redirect', redirectUri, state, error, description }) as const;

  if (one('response_type') !== 'code') return refuse('unsupported_response_type', 'response_type must be code.');
  if (state === undefined || !STATE.test(state)) {
    return refuse('invalid_request', 'state must be 22 to 1024 printable ASCII characters.');
  }
  const scope = (one('scope') ?? '').split(' ').filter((entry) => entry !== '');
  if (scope.length === 0 || !scope.every((entry) => (SANDBOX_SCOPES as readonly string[]).includes(entry))) {
    return refuse('invalid_scope', `scope must be one or more of ${SANDBOX_SCOPES.join(', ')}.`);
  }
  const codeChallenge = one('code_challenge');
  if (one('code_challenge_method') !== 'S256' || codeChallenge === undefined || !S256_CHALLENGE.test(codeChallenge)) {
    return refuse('invalid_request', 'PKCE is required: code_challenge with code_challenge_method S256.');
  }
  return { kind: 'ok', request: { clientId, redirectUri, scope, state, codeChallenge } };
}

/** The redirect carrying the outcome back to the client, as NetSuite sends it. */
export function redirectWith(redirectUri: string, parameters: Readonly<Record<string, string | undefined>>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}
