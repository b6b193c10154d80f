import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { OAUTH2_PATHS } from '../../oauth2/index.ts';
import type { SandboxEnv } from '../http/sandbox-env.ts';
import {
  type AuthorizationParameters,
  checkAuthorizationRequest,
  redirectWith,
} from './check-authorization-request.ts';
import { authenticateClient } from './client-authentication.ts';
import { consentTicket, isValidConsentTicket } from './consent-ticket.ts';
import { listGrants, revokeGrant, storeCode } from './grant-store.ts';
import { authorizationCodeGrant } from './grants/authorization-code-grant.ts';
import { clientCredentialsGrant } from './grants/client-credentials-grant.ts';
import type { GrantContext, TokenAnswer } from './grants/grant-context.ts';
import { refreshTokenGrant } from './grants/refresh-token-grant.ts';
import { SANDBOX_SUBJECT, verifyIssuedToken } from './issued-tokens.ts';
import { formBody, single, TokenEndpointError, tokenErrorResponse } from './oauth2-answer.ts';
import { authorizedAppsPage } from './pages/authorized-apps-page.ts';
import { authorizationErrorPage, consentPage } from './pages/consent-page.ts';
import { STYLESHEET_FILE, sendPage } from './pages/page-layout.ts';
import { SANDBOX_PAGE_STYLES } from './pages/page-styles.ts';
import { TOKEN_LIFETIMES } from './token-lifetimes.ts';

/** The folder of the authorize endpoint, where the sandbox's pages and their stylesheet live. */
const PAGES_FOLDER = OAUTH2_PATHS.authorize.slice(0, OAUTH2_PATHS.authorize.lastIndexOf('/'));
/** The sandbox's list of authorized applications, beside the consent page. */
export const AUTHORIZED_APPS_PATH = `${PAGES_FOLDER}/authorizedapps.nl`;

const GRANTS: Readonly<Record<string, (context: GrantContext, form: URLSearchParams) => Promise<TokenAnswer>>> = {
  authorization_code: authorizationCodeGrant,
  refresh_token: refreshTokenGrant,
  client_credentials: clientCredentialsGrant,
};

/** `entity` and `role` of the sandbox's one user, as NetSuite adds them to the redirect. */
const [ROLE, ENTITY] = SANDBOX_SUBJECT.split(';');

/**
 * NetSuite's OAuth 2.0 endpoints: the authorize endpoint with its consent page, the token
 * endpoint (authorization code with PKCE, refresh token, client credentials with a JWT
 * assertion) and the revoke endpoint. None of them takes TBA or a bearer token: the authorize
 * pages are for the signed-in user, the rest authenticate the client themselves.
 */
export function oauth2Router() {
  const router = new Hono<SandboxEnv>();
  const clock = (c: { get(key: 'sandbox'): SandboxEnv['Variables']['sandbox'] }) =>
    c.get('sandbox').now?.() ?? new Date();

  router.get(`${PAGES_FOLDER}/${STYLESHEET_FILE}`, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(SANDBOX_PAGE_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  router.get(OAUTH2_PATHS.authorize, (c) => {
    const deps = c.get('sandbox');
    const origin = c.env?.publicOrigin ?? new URL(c.req.url).origin;
    const check = checkAuthorizationRequest(new URL(c.req.url).searchParams, deps.account.oauth, origin);
    if (check.kind === 'error_page') {
      deps.logger.info({ reason: check.message }, 'sandbox OAuth 2.0 authorization refused');
      return sendPage(c, authorizationErrorPage(check.message), { title: 'Sign-in refused', status: 400 });
    }
    if (check.kind === 'error_redirect') {
      deps.logger.info({ reason: check.description }, 'sandbox OAuth 2.0 authorization refused');
      return c.redirect(redirectWith(check.redirectUri, { error: check.error, state: check.state }), 302);
    }
    const ticket = consentTicket(deps.account.oauth.signingKey, check.request, clock(c));
    return sendPage(
      c,
      consentPage({
        applicationName: deps.account.oauth.name,
        accountId: deps.account.accountId,
        request: check.request,
        ticket,
      }),
      { title: `Allow ${deps.account.oauth.name}?`, formTargets: [new URL(check.request.redirectUri).origin] },
    );
  });

  router.post(OAUTH2_PATHS.authorize, async (c) => {
    const deps = c.get('sandbox');
    const now = clock(c);
    const form = new URLSearchParams(await c.req.text());
    const origin = c.env?.publicOrigin ?? new URL(c.req.url).origin;
    const check = checkAuthorizationRequest(form, deps.account.oauth, origin);
    const ticket = form.get('consent_ticket') ?? '';
    if (check.kind !== 'ok' || !isValidConsentTicket(deps.account.oauth.signingKey, ticket, check.request, now)) {
      deps.logger.info('sandbox OAuth 2.0 consent refused: not a request this sandbox showed, or shown too long ago');
      return sendPage(
        c,
        authorizationErrorPage('This consent form was changed or has expired. Start the sign-in again.'),
        { title: 'Sign-in refused', status: 400 },
      );
    }
    const request: AuthorizationParameters = check.request;
    if (form.get('decision') !== 'allow') {
      return c.redirect(redirectWith(request.redirectUri, { error: 'access_denied', state: request.state }), 302);
    }
    const code = randomBytes(32).toString('hex');
    await storeCode(deps.engine, {
      code,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      scope: request.scope,
      codeChallenge: request.codeChallenge,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES.codeSeconds * 1000),
    });
    return c.redirect(
      redirectWith(request.redirectUri, {
        state: request.state,
        role: ROLE,
        entity: ENTITY,
        company: deps.account.accountId,
        code,
      }),
      302,
    );
  });

  router.post(OAUTH2_PATHS.token, async (c) => {
    const deps = c.get('sandbox');
    try {
      const form = await formBody(c);
      const grantType = single(form, 'grant_type');
      const grant = grantType === undefined ? undefined : GRANTS[grantType];
      if (grant === undefined) throw new TokenEndpointError('unsupported_grant_type', `grant_type ${grantType}`);
      const url = new URL(c.req.url);
      const answer = await grant(
        { deps, now: clock(c), tokenUrl: `${url.origin}${url.pathname}`, authorization: c.req.header('Authorization') },
        form,
      );
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    } catch (error) {
      if (!(error instanceof TokenEndpointError)) throw error;
      deps.logger.info({ error: error.error, reason: error.reason }, 'sandbox OAuth 2.0 token refused');
      return tokenErrorResponse(c, error);
    }
  });

  router.post(OAUTH2_PATHS.revoke, async (c) => {
    const deps = c.get('sandbox');
    const now = clock(c);
    try {
      authenticateClient(c.req.header('Authorization'), deps.account.oauth);
      const token = single(await formBody(c), 'token');
      if (token === undefined) throw new TokenEndpointError('invalid_request', 'token is required');
      const { signingKey } = deps.account.oauth;
      const check = await verifyIssuedToken(signingKey, token, 'refresh', now).then((refresh) =>
        refresh.ok ? refresh : verifyIssuedToken(signingKey, token, 'access', now),
      );
      // RFC 7009: a token that is not (or no longer) valid needs no revoking, and the answer is the same.
      if (check.ok && check.token.clientId === deps.account.oauth.clientId) {
        const { token: issued } = check;
        await revokeGrant(
          deps.engine,
          {
            id: issued.grantId,
            clientId: issued.clientId,
            grantType: issued.grantType,
            scope: issued.scope,
            createdAt: issued.grantedAt,
            expiresAt: issued.expiresAt,
          },
          now,
        );
        deps.logger.info({ grant: issued.grantId }, 'sandbox OAuth 2.0 grant revoked');
      }
      // An empty 200, labelled JSON like the token endpoint's answers so strict JSON clients accept it.
      return c.body(null, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    } catch (error) {
      if (!(error instanceof TokenEndpointError)) throw error;
      deps.logger.info({ error: error.error, reason: error.reason }, 'sandbox OAuth 2.0 revocation refused');
      return tokenErrorResponse(c, error);
    }
  });

  router.get(AUTHORIZED_APPS_PATH, async (c) => {
    const deps = c.get('sandbox');
    const grants = await listGrants(deps.engine);
    return sendPage(c, authorizedAppsPage(deps.account.oauth.name, grants, clock(c)), {
      title: 'OAuth 2.0 authorized applications',
    });
  });

  return router;
}
