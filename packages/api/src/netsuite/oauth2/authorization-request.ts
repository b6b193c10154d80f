import * as oauth from 'oauth4webapi';
import { NETSUITE_OAUTH2_SCOPES } from './oauth2-endpoints.ts';

/** A new authorization code flow: where to send the browser, and what to keep until it returns. */
export interface AuthorizationRequest {
  readonly url: string;
  /** 43 random URL-safe characters: within NetSuite's 22 to 1024. */
  readonly state: string;
  /** PKCE's secret half; only its S256 challenge travels in the URL. */
  readonly codeVerifier: string;
}

export interface AuthorizationRequestInput {
  readonly authorizeUrl: string;
  readonly clientId: string;
  /** Exactly the integration record's redirect URI. */
  readonly redirectUri: string;
  readonly scopes?: readonly string[];
}

/** NetSuite's authorize URL for the authorization code grant with PKCE (S256). */
export async function authorizationRequest(input: AuthorizationRequestInput): Promise<AuthorizationRequest> {
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const url = new URL(input.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', (input.scopes ?? NETSUITE_OAUTH2_SCOPES).join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.href, state, codeVerifier };
}
