import { NETSUITE_ACCOUNT_ID, NETSUITE_AUTH_PARAMS, type NetsuiteAuthError } from '@erp-agent/core';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv, Principal } from '../../lib/app-env.ts';
import { ownOrigin } from '../../lib/client-address.ts';
import { NetsuiteConnectorError } from '../../netsuite/connector/index.ts';
import {
  AUTHORIZATION_REQUEST_TTL_MS,
  AuthorizationRequestStore,
} from '../../netsuite/credentials/authorization-requests.ts';
import { ConnectionStore } from '../../netsuite/credentials/connection-store.ts';
import {
  authorizationRequest,
  NETSUITE_OAUTH_CALLBACK_PATH,
  type NetsuiteOAuthError,
  toNetsuiteOAuthError,
} from '../../netsuite/oauth2/index.ts';
import { connectorFor } from '../netsuite/netsuite-connector-for.ts';
import { authorizeTarget, oauthClientFor } from '../netsuite/netsuite-oauth-client-for.ts';

const TAGS = ['NetSuite'];

/** Where the user comes back to: the chatbot screen, whose button then reads Deploy (000 section 4). */
const RETURN_PATH = '/chatbot';

const connected = () => `${RETURN_PATH}?${NETSUITE_AUTH_PARAMS.connected}=connected`;
const failed = (code: NetsuiteAuthError) => `${RETURN_PATH}?${NETSUITE_AUTH_PARAMS.error}=${code}`;

/**
 * The signed-in user who may use NetSuite, or where to send the browser instead: a page opened
 * in a new tab gets redirects, never a JSON error.
 */
function netsuiteUser(c: Context<AppEnv>): Principal | { readonly redirect: string } {
  const principal = c.get('principal');
  if (!principal || principal.user.mustChangePassword) return { redirect: '/login' };
  if (principal.user.role !== 'admin' && !principal.user.platforms.includes('netsuite')) {
    return { redirect: failed('forbidden') };
  }
  return principal;
}

/** What an OAuth 2.0 failure at the callback tells the user. */
function outcomeOf(error: NetsuiteOAuthError): NetsuiteAuthError {
  switch (error.code) {
    case 'access_denied':
      return 'consent_denied';
    case 'invalid_grant':
      return 'code_expired';
    case 'unavailable':
    case 'unreachable':
      return 'connect_failed';
    default:
      return 'refused';
  }
}

/**
 * Authenticate Netsuite (000 section 4): `/auth/netsuite` starts NetSuite's OAuth 2.0
 * authorization code flow with PKCE for the signed-in user, and `/auth/netsuite/callback`
 * finishes it, storing the tokens and returning to the chatbot screen. The flow is bound to the
 * session that started it and kept in the database, so any instance can finish it.
 */
export const netsuiteAuthRouter = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      tags: TAGS,
      summary: 'Authenticate Netsuite: start OAuth 2.0',
      description:
        "A browser navigation (the chatbot's button opens it in a new tab). Redirects to NetSuite's consent page: the embedded sandbox's, the account in `?account=`, or system.netsuite.com, which asks the user's account. Redirects to /login when signed out, and back to /chatbot with `netsuite_error` when the flow cannot start.",
      responses: { 302: { description: "To NetSuite's consent page" } },
    }),
    async (c) => {
      const user = netsuiteUser(c);
      if ('redirect' in user) return c.redirect(user.redirect, 302);
      const { deps } = c.var;
      const requested = c.req.query('account')?.trim();
      if (requested !== undefined && !NETSUITE_ACCOUNT_ID.test(requested)) return c.redirect(failed('refused'), 302);
      const accountId = requested || deps.sandbox?.account.accountId;
      let target: ReturnType<typeof authorizeTarget>;
      try {
        target = authorizeTarget(deps, accountId, ownOrigin(c));
      } catch (error) {
        if (error instanceof ApiError && error.code === 'netsuite_oauth_not_configured') {
          return c.redirect(failed('not_configured'), 302);
        }
        throw error;
      }
      const redirectUri = `${ownOrigin(c)}${NETSUITE_OAUTH_CALLBACK_PATH}`;
      const request = await authorizationRequest({
        authorizeUrl: target.authorizeUrl,
        clientId: target.clientId,
        redirectUri,
      });
      await new AuthorizationRequestStore(deps.database.db, deps.credentialCipher).begin(request.state, {
        userId: user.user.id,
        sessionId: user.sessionId,
        accountId: accountId ?? null,
        codeVerifier: request.codeVerifier,
        redirectUri,
        expiresAt: new Date(Date.now() + AUTHORIZATION_REQUEST_TTL_MS),
      });
      return c.redirect(request.url, 302);
    },
  )
  .get(
    '/callback',
    describeRoute({
      tags: TAGS,
      summary: 'Authenticate Netsuite: NetSuite’s redirect back',
      description:
        "The integration record's redirect URI. Checks the state against the session that started the flow, redeems the code with its PKCE verifier, checks the tokens with a SuiteQL call, stores them encrypted and redirects to /chatbot?netsuite=connected; otherwise to /chatbot?netsuite_error=consent_denied, state_invalid, state_expired, code_expired, not_configured, refused or connect_failed.",
      responses: { 302: { description: 'To the chatbot screen' } },
    }),
    async (c) => {
      const user = netsuiteUser(c);
      if ('redirect' in user) return c.redirect(user.redirect, 302);
      const { deps } = c.var;
      const logger = deps.logger.child({ component: 'netsuite-oauth' });
      const parameters = new URL(c.req.url).searchParams;
      const state = parameters.get('state');
      const pending =
        state === null
          ? null
          : await new AuthorizationRequestStore(deps.database.db, deps.credentialCipher).take(state);
      if (pending === null || pending.sessionId !== user.sessionId) {
        logger.warn({ known: pending !== null }, 'NetSuite OAuth callback with a state this session did not start');
        return c.redirect(failed('state_invalid'), 302);
      }
      if (pending.expiresAt <= new Date()) return c.redirect(failed('state_expired'), 302);
      const error = parameters.get('error');
      if (error !== null) {
        logger.info({ error }, 'NetSuite OAuth authorization refused');
        return c.redirect(failed(error === 'access_denied' ? 'consent_denied' : 'refused'), 302);
      }
      const company = parameters.get('company');
      const accountId = pending.accountId ?? (company !== null && NETSUITE_ACCOUNT_ID.test(company) ? company : null);
      if (accountId === null) return c.redirect(failed('refused'), 302);

      let tokens: Awaited<ReturnType<ReturnType<typeof oauthClientFor>['redeemCode']>>;
      try {
        tokens = await oauthClientFor(deps, accountId).redeemCode(parameters, {
          state: state ?? '',
          codeVerifier: pending.codeVerifier,
          redirectUri: pending.redirectUri,
        });
      } catch (caught) {
        if (caught instanceof ApiError && caught.code === 'netsuite_oauth_not_configured') {
          return c.redirect(failed('not_configured'), 302);
        }
        const failure = toNetsuiteOAuthError(caught, 'the authorization code');
        logger.warn({ code: failure.code, oauthError: failure.oauthError }, 'NetSuite OAuth code not redeemed');
        return c.redirect(failed(outcomeOf(failure)), 302);
      }
      // The same proof TBA credentials get: a real call, before anything is stored. A token just
      // issued and refused has nothing to be renewed with.
      const connector = await connectorFor(deps, {
        accountId,
        holder: `user:${user.user.id}`,
        bearer: {
          accessToken: async () => tokens.accessToken,
          renew: async () => {
            throw new NetsuiteConnectorError('invalid_credentials', {
              message: 'NetSuite refused the access token it had just issued.',
            });
          },
        },
      });
      const verification = await connector.verify();
      if (!verification.ok) {
        logger.warn({ code: verification.error.code }, 'NetSuite refused the new OAuth tokens');
        return c.redirect(failed('connect_failed'), 302);
      }
      await new ConnectionStore(deps.database.db, deps.credentialCipher).saveOAuth(user.user.id, accountId, tokens);
      logger.info({ accountId }, 'NetSuite connected with OAuth 2.0');
      return c.redirect(connected(), 302);
    },
  );
