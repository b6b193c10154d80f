import { errors, jwtVerify, SignJWT } from 'jose';
import type { SandboxTenant } from './sandbox-tenant.ts';

/** How long an access token lives, as Entra issues them for client credentials: one hour less a second. */
export const ACCESS_TOKEN_SECONDS = 3599;

export interface IssuedToken {
  readonly accessToken: string;
  readonly expiresIn: number;
}

/**
 * An access token for the environment, with the claims Entra puts in a v1 token for Dataverse:
 * the environment as audience, the tenant's STS as issuer, `tid`, `appid` and `oid`.
 */
export async function issueAccessToken(
  tenant: SandboxTenant,
  now: Date,
  lifetimeSeconds = ACCESS_TOKEN_SECONDS,
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const accessToken = await new SignJWT({
    tid: tenant.tenantId,
    appid: tenant.clientId,
    oid: tenant.clientId,
    idtyp: 'app',
    ver: '1.0',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`https://sts.windows.net/${tenant.tenantId}/`)
    .setAudience(tenant.environmentUrl)
    .setSubject(tenant.clientId)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(tenant.signingKey);
  return { accessToken, expiresIn: lifetimeSeconds };
}

export type TokenCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'missing' | 'expired' | 'invalid' };

/** Whether a bearer token is one this tenant issued for the environment and still in force. */
export async function checkAccessToken(
  tenant: SandboxTenant,
  token: string | undefined,
  now: Date,
): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  try {
    await jwtVerify(token, tenant.signingKey, {
      algorithms: ['HS256'],
      audience: tenant.environmentUrl,
      issuer: `https://sts.windows.net/${tenant.tenantId}/`,
      currentDate: now,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
