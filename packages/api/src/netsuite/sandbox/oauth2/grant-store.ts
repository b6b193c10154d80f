import { createHash } from 'node:crypto';
import { type SandboxEngine, SandboxSqlError } from '../engine/sandbox-engine.ts';

/**
 * What the sandbox remembers of OAuth 2.0: authorization codes until they are redeemed, and
 * grants (a user's consent, or a client credentials token) so they can be listed and revoked.
 * Tables of its own, under names no NetSuite table has, made on the first write and kept when
 * the company is regenerated. Codes are stored as their SHA-256 only.
 */
const CODE_TABLE = 'sandbox_oauth2_code';
const GRANT_TABLE = 'sandbox_oauth2_grant';

const CREATE_TABLES = [
  `create table if not exists ${CODE_TABLE} (
    code_hash text primary key,
    client_id text not null,
    redirect_uri text not null,
    scope text not null,
    code_challenge text not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create table if not exists ${GRANT_TABLE} (
    id text primary key,
    client_id text not null,
    grant_type text not null,
    scope text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    refreshed_at timestamptz,
    revoked_at timestamptz
  )`,
];

const UNDEFINED_TABLE = '42P01';

function isMissingTable(error: unknown): boolean {
  return error instanceof SandboxSqlError && error.sqlState === UNDEFINED_TABLE;
}

/** Runs a write, making the tables first when this is the sandbox's first OAuth 2.0 write. */
async function writing<T>(engine: SandboxEngine, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    await engine.transaction(CREATE_TABLES.map((sql) => ({ sql })));
    return write();
  }
}

/** A read before the first write finds no tables, which means nothing issued yet. */
async function reading<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isMissingTable(error)) return empty;
    throw error;
  }
}

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

export interface NewCode {
  readonly code: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: readonly string[];
  readonly codeChallenge: string;
  readonly expiresAt: Date;
}

export interface RedeemedCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: readonly string[];
  readonly codeChallenge: string;
  readonly expiresAt: Date;
}

/** Why a code did not redeem, for the log: the client only ever hears `invalid_grant`. */
export type CodeRedemption =
  | { readonly ok: true; readonly code: RedeemedCode }
  | { readonly ok: false; readonly reason: 'unknown' | 'already_used' };

export type GrantType = 'authorization_code' | 'client_credentials';

export interface Grant {
  readonly id: string;
  readonly clientId: string;
  readonly grantType: GrantType;
  readonly scope: readonly string[];
  readonly createdAt: Date;
  /** When its refresh token (or, for client credentials, its access token) stops working. */
  readonly expiresAt: Date;
  readonly refreshedAt: Date | null;
  readonly revokedAt: Date | null;
}

interface GrantRow {
  id: string;
  client_id: string;
  grant_type: GrantType;
  scope: string;
  created_at: Date;
  expires_at: Date;
  refreshed_at: Date | null;
  revoked_at: Date | null;
}

const grantOf = (row: GrantRow): Grant => ({
  id: row.id,
  clientId: row.client_id,
  grantType: row.grant_type,
  scope: row.scope.split(' '),
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  refreshedAt: row.refreshed_at === null ? null : new Date(row.refreshed_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
});

export async function storeCode(engine: SandboxEngine, code: NewCode): Promise<void> {
  await writing(engine, () =>
    engine.query(
      `insert into ${CODE_TABLE} (code_hash, client_id, redirect_uri, scope, code_challenge, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        hashOf(code.code),
        code.clientId,
        code.redirectUri,
        code.scope.join(' '),
        code.codeChallenge,
        code.expiresAt.toISOString(),
      ],
    ),
  );
}

/**
 * Marks a code used and returns what it was issued for. One statement decides, so two redemptions
 * racing for the same code cannot both win.
 */
export async function redeemCode(engine: SandboxEngine, code: string, now: Date): Promise<CodeRedemption> {
  const hash = hashOf(code);
  return reading(
    async () => {
      const { rows } = await engine.query<{
        client_id: string;
        redirect_uri: string;
        scope: string;
        code_challenge: string;
        expires_at: Date;
      }>(
        `update ${CODE_TABLE} set used_at = $2 where code_hash = $1 and used_at is null
       returning client_id, redirect_uri, scope, code_challenge, expires_at`,
        [hash, now.toISOString()],
      );
      const [row] = rows;
      if (row !== undefined) {
        return {
          ok: true,
          code: {
            clientId: row.client_id,
            redirectUri: row.redirect_uri,
            scope: row.scope.split(' '),
            codeChallenge: row.code_challenge,
            expiresAt: new Date(row.expires_at),
          },
        } as const;
      }
      const used = await engine.query(`select 1 from ${CODE_TABLE} where code_hash = $1`, [hash]);
      return { ok: false, reason: used.rows.length > 0 ? 'already_used' : 'unknown' } as const;
    },
    { ok: false, reason: 'unknown' } as const,
  );
}

export async function storeGrant(
  engine: SandboxEngine,
  grant: Omit<Grant, 'refreshedAt' | 'revokedAt'>,
): Promise<void> {
  await writing(engine, () =>
    engine.query(
      `insert into ${GRANT_TABLE} (id, client_id, grant_type, scope, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        grant.id,
        grant.clientId,
        grant.grantType,
        grant.scope.join(' '),
        grant.createdAt.toISOString(),
        grant.expiresAt.toISOString(),
      ],
    ),
  );
}

/**
 * Whether a grant was revoked here. A grant this sandbox never issued is not: another instance's
 * sandbox, sharing SECRET_KEY, may have issued it, and its tokens carry their own proof.
 */
export async function isGrantRevoked(engine: SandboxEngine, id: string): Promise<boolean> {
  return reading(async () => {
    const { rows } = await engine.query<{ revoked: boolean }>(
      `select revoked_at is not null as revoked from ${GRANT_TABLE} where id = $1`,
      [id],
    );
    return rows[0]?.revoked === true;
  }, false);
}

export async function markGrantRefreshed(engine: SandboxEngine, id: string, now: Date): Promise<void> {
  await reading(
    () => engine.query(`update ${GRANT_TABLE} set refreshed_at = $2 where id = $1`, [id, now.toISOString()]),
    undefined,
  );
}

/**
 * Revokes a grant, keeping the row as NetSuite keeps revoked tokens, for the record. A grant
 * another instance's sandbox issued gets its row here, revoked, so this sandbox refuses it too.
 */
export async function revokeGrant(
  engine: SandboxEngine,
  grant: Omit<Grant, 'refreshedAt' | 'revokedAt'>,
  now: Date,
): Promise<void> {
  await writing(engine, () =>
    engine.query(
      `insert into ${GRANT_TABLE} (id, client_id, grant_type, scope, created_at, expires_at, revoked_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (id) do update set revoked_at = coalesce(${GRANT_TABLE}.revoked_at, excluded.revoked_at)`,
      [
        grant.id,
        grant.clientId,
        grant.grantType,
        grant.scope.join(' '),
        grant.createdAt.toISOString(),
        grant.expiresAt.toISOString(),
        now.toISOString(),
      ],
    ),
  );
}

export function listGrants(engine: SandboxEngine): Promise<Grant[]> {
  return reading(async () => {
    const { rows } = await engine.query<GrantRow>(
      `select id, client_id, grant_type, scope, created_at, expires_at, refreshed_at, revoked_at
       from ${GRANT_TABLE} order by created_at desc, id`,
    );
    return rows.map(grantOf);
  }, []);
}
