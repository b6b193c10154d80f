import { createMiddleware } from 'hono/factory';
import { netsuiteRealm } from '../../tba/index.ts';
import { isGrantRevoked } from '../oauth2/grant-store.ts';
import { verifyIssuedToken } from '../oauth2/issued-tokens.ts';
import { INVALID_LOGIN_DETAIL } from './invalid-login.ts';
import { NetsuiteError } from './netsuite-error.ts';
import type { SandboxEnv } from './sandbox-env.ts';

/** The scope a path needs: RESTlets for the bridge, REST web services for everything else. */
function scopeFor(path: string): string {
  return path.includes('/services/rest/') ? 'rest_webservices' : 'restlets';
}

/**
 * OAuth 2.0 bearer tokens on REST, SuiteQL and RESTlet requests: an access token this sandbox
 * issued for this account, unexpired, of an unrevoked grant, whose scope covers the path. Refused
 * as NetSuite refuses a bad TBA signature, with one undifferentiated 401; the reason is logged.
 */
export const bearerGuard = createMiddleware<SandboxEnv>(async (c, next) => {
  const deps = c.get('sandbox');
  const token = (c.req.header('Authorization') ?? '').slice('Bearer '.length).trim();
  const check = await verifyIssuedToken(deps.account.oauth.signingKey, token, 'access', deps.now?.() ?? new Date());
  const refusal = !check.ok
    ? `token ${check.reason}`
    : check.token.realm !== netsuiteRealm(deps.account.accountId)
      ? 'token of another account'
      : !check.token.scope.includes(scopeFor(c.req.path))
        ? `scope lacks ${scopeFor(c.req.path)}`
        : (await isGrantRevoked(deps.engine, check.token.grantId))
          ? 'grant revoked'
          : undefined;
  if (refusal !== undefined) {
    deps.logger.info({ reason: refusal }, 'sandbox OAuth 2.0 bearer token refused');
    throw new NetsuiteError(401, 'INVALID_LOGIN_ATTEMPT', INVALID_LOGIN_DETAIL, { 'o:errorHeader': 'Authorization' });
  }
  await next();
});
