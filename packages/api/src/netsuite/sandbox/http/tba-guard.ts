import { createMiddleware } from 'hono/factory';
import { TBA_FAILURE_RESPONSE, verifyTbaRequest } from '../../tba/index.ts';
import { INVALID_LOGIN_DETAIL } from './invalid-login.ts';
import { NetsuiteError } from './netsuite-error.ts';
import type { SandboxEnv } from './sandbox-env.ts';

/**
 * Token-Based Authentication on every sandbox request, as NetSuite checks it. The reason for a
 * refusal goes to the log only: the client gets NetSuite's one undifferentiated 401.
 */
export const tbaGuard = createMiddleware<SandboxEnv>(async (c, next) => {
  const deps = c.get('sandbox');
  const verification = await verifyTbaRequest(
    { method: c.req.method, url: c.req.url, authorization: c.req.header('Authorization') },
    {
      accountId: deps.account.accountId,
      secrets: deps.account.secrets,
      nonces: deps.nonces,
      ...(deps.now ? { now: deps.now() } : {}),
    },
  );
  if (!verification.ok) {
    deps.logger.info({ reason: verification.reason, detail: verification.detail }, 'sandbox TBA refused');
    const { status, errorCode } = TBA_FAILURE_RESPONSE[verification.reason];
    throw new NetsuiteError(status, errorCode, INVALID_LOGIN_DETAIL, { 'o:errorHeader': 'Authorization' });
  }
  c.set('tokenId', verification.tokenId);
  await next();
});
