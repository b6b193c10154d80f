import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { netsuiteRealm } from '../../tba/index.ts';
import type { GrantType } from './grant-store.ts';

/**
 * The sandbox's access and refresh tokens: JWTs shaped like NetSuite's (`sub` role;entity, `aud`
 * the client and account, `scope`, `oit` when consent was given, a `jti` marking access `.a.` or
 * refresh `.r.`), signed with HS256 under a key derived from SECRET_KEY. Every instance on the
 * same SECRET_KEY accepts them, and a restart does not sign anyone out.
 */
const ISSUER = 'https://system.netsuite.com';
const KEY_ID = 's.SANDBOX.1';
/** The sandbox's one user as NetSuite's `sub` names a user, `role;entity`: the administrator role (3) of entity -5. */
export const SANDBOX_SUBJECT = '3;-5';

export type TokenKind = 'access' | 'refresh';

/** What a token carries beyond its lifetime: the grant it belongs to. */
export interface TokenGrant {
  readonly grantId: string;
  readonly clientId: string;
  readonly grantType: GrantType;
  readonly scope: readonly string[];
  /** When the user consented (or the client credentials token was issued): NetSuite's `oit`. */
  readonly grantedAt: Date;
}

export interface VerifiedToken extends TokenGrant {
  readonly kind: TokenKind;
  /** The account's realm (`1234567_SB1`), from the token's audience. */
  readonly realm: string;
  readonly expiresAt: Date;
}

export type TokenCheck =
  | { readonly ok: true; readonly token: VerifiedToken }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' | 'wrong_kind' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const KIND_MARK: Readonly<Record<TokenKind, string>> = { access: 'a', refresh: 'r' };

export interface IssueInput {
  readonly key: Uint8Array;
  readonly accountId: string;
  readonly grant: TokenGrant;
  readonly kind: TokenKind;
  readonly now: Date;
  readonly lifetimeSeconds: number;
}

export async function issueToken(input: IssueInput): Promise<{ token: string; expiresAt: Date }> {
  const { grant, now } = input;
  const expiresAt = new Date(now.getTime() + input.lifetimeSeconds * 1000);
  const token = await new SignJWT({
    scope: [...grant.scope],
    oit: seconds(grant.grantedAt),
    gid: grant.grantId,
    gty: grant.grantType,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: KEY_ID })
    .setSubject(SANDBOX_SUBJECT)
    .setAudience([grant.clientId, netsuiteRealm(input.accountId)])
    .setIssuer(ISSUER)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .setJti(`${netsuiteRealm(input.accountId)}.${KIND_MARK[input.kind]}.${randomUUID()}`)
    .sign(input.key);
  return { token, expiresAt };
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Checks a token this sandbox (or another on the same SECRET_KEY) issued, and that it is of `kind`. */
export async function verifyIssuedToken(
  key: Uint8Array,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<TokenCheck> {
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now }));
  } catch (error) {
    // jose throws for every other fault (signature, format, issuer); expiry is the one worth naming.
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  const { aud, jti, exp, oit, gid, gty, scope } = payload;
  const [clientId, realm] = isStringArray(aud) ? aud : [];
  const mark = jti?.split('.')[1];
  if (
    clientId === undefined ||
    realm === undefined ||
    typeof exp !== 'number' ||
    typeof oit !== 'number' ||
    typeof gid !== 'string' ||
    (gty !== 'authorization_code' && gty !== 'client_credentials') ||
    !isStringArray(scope)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (mark !== KIND_MARK[kind]) return { ok: false, reason: 'wrong_kind' };
  return {
    ok: true,
    token: {
      kind,
      realm,
      grantId: gid,
      clientId,
      grantType: gty,
      scope,
      grantedAt: new Date(oit * 1000),
      expiresAt: new Date(exp * 1000),
    },
  };
}
