import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { IsoDate } from '../generate/setup-rows.ts';

/**
 * What identifies a generated company: the generator replays the same rows for the same
 * seed, scale and day. One row of it is stored beside the data, so a later start knows what
 * is already loaded without counting or comparing rows.
 */
export interface CompanyMarker {
  readonly seed: number;
  readonly scale: number;
  readonly today: IsoDate;
}

/**
 * A fingerprint of the tables' layout (every CREATE, key and index statement). Stored with the
 * marker, so a data directory loaded by an older release, whose tables lack a column this one
 * needs, is regenerated rather than reused.
 */
export function layoutFingerprint(statements: readonly string[]): string {
  return createHash('sha256').update(statements.join('\n')).digest('hex').slice(0, 16);
}

/** Not a NetSuite table name, so SuiteQL can never reach it. */
export const MARKER_TABLE = 'sandbox_company';

/** `singleton` keeps the table to one row: it is the primary key and can only be true. */
export const CREATE_MARKER_SQL = `create table if not exists ${MARKER_TABLE} (
  singleton boolean primary key default true check (singleton),
  seed integer not null,
  scale integer not null,
  today date not null,
  layout text not null
)`;

type Queryable = Pick<PGlite | Transaction, 'query'>;

/** The stored company and the layout it was loaded with; null layout from releases before it was kept. */
export interface StoredMarker extends CompanyMarker {
  readonly layout: string | null;
}

export async function readMarker(pg: Queryable): Promise<StoredMarker | null> {
  const exists = await pg.query<{ found: boolean }>('select to_regclass($1) is not null as found', [MARKER_TABLE]);
  if (!exists.rows[0]?.found) return null;
  // Through to_jsonb, so a marker table of an older layout (no `layout` column) still reads.
  const result = await pg.query<{ marker: { seed: number; scale: number; today: string; layout?: string } }>(
    `select to_jsonb(m) as marker from ${MARKER_TABLE} m`,
  );
  const row = result.rows[0]?.marker;
  return row ? { seed: row.seed, scale: row.scale, today: row.today, layout: row.layout ?? null } : null;
}

export async function writeMarker(pg: Queryable, marker: CompanyMarker, layout: string): Promise<void> {
  await pg.query(CREATE_MARKER_SQL);
  await pg.query(
    `insert into ${MARKER_TABLE} (seed, scale, today, layout) values ($1, $2, $3, $4)
     on conflict (singleton) do update
     set seed = excluded.seed, scale = excluded.scale, today = excluded.today, layout = excluded.layout`,
    [marker.seed, marker.scale, marker.today, layout],
  );
}

export function sameCompany(a: CompanyMarker, b: CompanyMarker): boolean {
  return a.seed === b.seed && a.scale === b.scale && a.today === b.today;
}
