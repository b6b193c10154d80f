import { createMiddleware } from 'hono/factory';
import { checkAccessToken } from '../identity/access-tokens.ts';
import { DATAVERSE_CODES, DataverseError } from './dataverse-error.ts';
import type { DynamicsSandboxEnv } from './sandbox-env.ts';

const MESSAGES = {
  missing: 'The request has no bearer token. Get one from the tenant token endpoint with the client credentials grant.',
  expired: 'The access token has expired. Get a new one from the tenant token endpoint.',
  invalid: 'The access token is not valid for this environment.',
} as const;

/**
 * Every Web API request needs a bearer token the tenant issued for this environment, unexpired.
 * A refusal is 401 with the challenge Dataverse sends (`WWW-Authenticate: Bearer
 * authorization_uri=..., resource_id=...`, with RFC 6750's `error` for a bad token).
 */
export const bearerGuard = createMiddleware<DynamicsSandboxEnv>(async (c, next) => {
  const deps = c.get('sandbox');
  const header = c.req.header('Authorization');
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const check = await checkAccessToken(deps.tenant, token, deps.now());
  if (!check.ok) {
    const root = new URL(c.req.url);
    const challenge = [
      `Bearer authorization_uri=${root.origin}/${deps.tenant.tenantId}/oauth2/authorize`,
      `resource_id=${deps.tenant.environmentUrl}`,
      ...(check.reason === 'missing' ? [] : [`error="invalid_token"`, `error_description="${MESSAGES[check.reason]}"`]),
    ].join(', ');
    deps.logger.info({ reason: check.reason }, 'Dataverse sandbox refused a bearer token');
    throw new DataverseError(401, DATAVERSE_CODES.unauthorized, MESSAGES[check.reason], {
      'WWW-Authenticate': challenge,
    });
  }
  await next();
});
