import { ApiError } from '../../lib/api-error.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import {
  createNetsuiteOAuthClient,
  type NetsuiteOAuthClient,
  netsuiteAuthorizeUrl,
  netsuiteOAuthEndpoints,
  sandboxOAuthEndpoints,
} from '../../netsuite/oauth2/index.ts';
import { SANDBOX_PREFIX } from '../../netsuite/sandbox/http/sandbox-app.ts';
import { isSandboxAccount, SANDBOX_BASE_URL, sandboxFetch } from './netsuite-connector-for.ts';

/** The integration record's OAuth 2.0 client for an account: the sandbox's own, or the configured one. */
function clientCredentials(deps: AppDeps, accountId: string | undefined): { id: string; secret: string } {
  if (deps.sandbox && accountId !== undefined && isSandboxAccount(deps, accountId)) {
    const { oauth } = deps.sandbox.account;
    return { id: oauth.clientId, secret: oauth.clientSecret };
  }
  const { NETSUITE_OAUTH_CLIENT_ID: id, NETSUITE_OAUTH_CLIENT_SECRET: secret } = deps.env;
  if (!id || !secret) {
    throw new ApiError(
      503,
      'netsuite_oauth_not_configured',
      'This server has no NetSuite OAuth 2.0 integration record: set NETSUITE_OAUTH_CLIENT_ID and NETSUITE_OAUTH_CLIENT_SECRET to connect a real account with OAuth 2.0.',
    );
  }
  return { id, secret };
}

/** Where the browser goes for consent, and with which client id. */
export function authorizeTarget(
  deps: AppDeps,
  accountId: string | undefined,
  publicOrigin: string,
): { readonly authorizeUrl: string; readonly clientId: string } {
  const { id } = clientCredentials(deps, accountId);
  if (deps.sandbox && accountId !== undefined && isSandboxAccount(deps, accountId)) {
    return {
      authorizeUrl: sandboxOAuthEndpoints(`${publicOrigin}${SANDBOX_PREFIX}`, SANDBOX_BASE_URL).authorizeUrl,
      clientId: id,
    };
  }
  return { authorizeUrl: netsuiteAuthorizeUrl(accountId), clientId: id };
}

/**
 * The token and revoke endpoints of an account, for its integration record: the sandbox's in
 * process (the browser reaches its consent page under the server's origin, the server its token
 * endpoint without a socket), a real account's over HTTPS.
 */
export function oauthClientFor(deps: AppDeps, accountId: string): NetsuiteOAuthClient {
  const { id, secret } = clientCredentials(deps, accountId);
  if (deps.sandbox && isSandboxAccount(deps, accountId)) {
    return createNetsuiteOAuthClient({
      endpoints: sandboxOAuthEndpoints(SANDBOX_BASE_URL, SANDBOX_BASE_URL),
      clientId: id,
      clientSecret: secret,
      fetch: sandboxFetch(deps.sandbox),
      allowHttp: true,
    });
  }
  return createNetsuiteOAuthClient({
    endpoints: netsuiteOAuthEndpoints(accountId),
    clientId: id,
    clientSecret: secret,
  });
}
