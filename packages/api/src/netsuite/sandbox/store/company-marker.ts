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

/** Not a NetSuite table name, so SuiteQL can never reach it. */
export const MARKER_TABLE = 'sandbox_company';

/** `singleton` keeps the table to one row: it is the primary key and can only be true. */
export const CREATE_MARKER_SQL = `create table if not exists ${MARKER_TABLE} (
  singleton boolean primary key default true check (singleton),
  seed integer not null,
  scale integer not null,
  today date not null
)`;

type Queryable = Pick<PGlite | Transaction, 'query'>;

export async function readMarker(pg: Queryable): Promise<CompanyMarker | null> {
  const exists = await pg.query<{ found: boolean }>('select to_regclass($1) is not null as found', [MARKER_TABLE]);
  if (!exists.rows[0]?.found) return null;
  const result = await pg.query<CompanyMarker>(
    `select seed, scale, to_char(today, 'YYYY-MM-DD') as today from ${MARKER_TABLE}`,
  );
  return result.rows[0] ?? null;
}

export async function writeMarker(pg: Queryable, marker: CompanyMarker): Promise<void> {
  await pg.query(CREATE_MARKER_SQL);
  await pg.query(
    `insert into ${MARKER_TABLE} (seed, scale, today) values ($1, $2, $3)
     on conflict (singleton) do update set seed = excluded.seed, scale = excluded.scale, today = excluded.today`,
    [marker.seed, marker.scale, marker.today],
  );
}

export function sameCompany(a: CompanyMarker, b: CompanyMarker): boolean {
  return a.seed === b.seed && a.scale === b.scale && a.today === b.today;
}
