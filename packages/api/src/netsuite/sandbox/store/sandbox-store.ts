import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteModules } from '../../../lib/pglite-modules.ts';
import { type Company, generateCompany } from '../generate/generate-company.ts';
import {
  type CompanyMarker,
  layoutFingerprint,
  MARKER_TABLE,
  readMarker,
  sameCompany,
  writeMarker,
} from './company-marker.ts';
import { toCsv } from './csv.ts';
import { schemaSql, TABLE_NAMES, type TableName, tableSpec } from './schema.ts';
import { columnNames, quote } from './table-spec.ts';

export interface SandboxStoreOptions {
  /** Where PGlite keeps its files; in memory when absent. */
  readonly dataDir?: string;
  /**
   * A store's files as `pg.dumpDataDir` gave them, to start from instead of a new database
   * cluster, whose initdb costs seconds of CPU (tests open many stores with the same company).
   */
  readonly loadDataDir?: Blob;
}

/** What `loadCompany` did: loaded rows, or found this very company already there. */
export type LoadOutcome = 'loaded' | 'already-loaded';

export interface SandboxStore {
  /** The sandbox's own engine, apart from the app's database so the sandbox can run alone. */
  readonly pg: PGlite;
  /**
   * Loads the company the marker names, unless it is already there. Another company in the
   * store is replaced. `build` runs only when rows are needed, so a restart skips generation.
   */
  loadCompany(marker: CompanyMarker, build?: () => Company): Promise<LoadOutcome>;
  /** The company in the store, or null before the first load. */
  loadedCompany(): Promise<CompanyMarker | null>;
  isLoaded(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The store is rebuilt from the generator, never replicated: minimal WAL lets COPY into tables
 * created in the loading transaction skip the log, and a smaller WAL reserve keeps the data
 * directory at 140 MB instead of 188 MB at 100,000 transactions.
 */
const { tables: TABLES_SQL, keys: KEYS_SQL } = schemaSql();
const LAYOUT = layoutFingerprint([...TABLES_SQL, ...KEYS_SQL]);

const POSTGRESQL_CONF = ['wal_level = minimal', 'max_wal_senders = 0', 'min_wal_size = 32MB'];

export async function openSandboxStore(options: SandboxStoreOptions = {}): Promise<SandboxStore> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    postgresqlconf: POSTGRESQL_CONF,
    ...(await pgliteModules()),
  });
  return {
    pg,
    loadCompany: async (marker, build = () => generateCompany(marker)) => {
      const outcome = await pg.transaction(async (tx) => {
        const existing = await readMarker(tx);
        if (existing !== null && existing.layout === LAYOUT && sameCompany(existing, marker)) {
          return 'already-loaded' as const;
        }
        await replaceCompany(tx, build());
        await writeMarker(tx, marker, LAYOUT);
        return 'loaded' as const;
      });
      // Fresh statistics, so the planner uses the indexes from the first query on.
      if (outcome === 'loaded') await pg.exec('analyze');
      return outcome;
    },
    loadedCompany: async () => {
      const stored = await readMarker(pg);
      return stored && { seed: stored.seed, scale: stored.scale, today: stored.today };
    },
    isLoaded: async () => (await readMarker(pg)) !== null,
    close: () => pg.close(),
  };
}

/**
 * Rows go in with COPY from a CSV blob per table, the fastest of the methods measured on PGlite
 * 0.5 (in memory, with keys and ANALYZE: at the default 3,000 transactions COPY took 0.45 s,
 * 1,000-row multi-row INSERTs 0.75 s and json_populate_recordset 0.62 s; at 100,000
 * transactions 6 to 8 s, 18.5 s and 14.6 s). COPY parses each value once inside the engine with
 * no SQL to plan or escape. FREEZE, allowed because the tables are created in this same
 * transaction, made no measurable difference to the load but writes rows already visible to
 * all, so the first reads do not rewrite pages to set hint bits.
 */
async function replaceCompany(tx: Transaction, company: Company): Promise<void> {
  const drops = [...TABLE_NAMES, MARKER_TABLE].map((name) => `drop table if exists ${quote(name)}`);
  await tx.exec([...drops, ...TABLES_SQL].join(';\n'));
  for (const name of TABLE_NAMES) await copyRows(tx, name, company[name]);
  await tx.exec(KEYS_SQL.join(';\n'));
}

async function copyRows(tx: Transaction, name: TableName, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnNames(tableSpec(name));
  const blob = new Blob([toCsv(rows, columns)]);
  const list = columns.map(quote).join(', ');
  await tx.query(`copy ${quote(name)} (${list}) from '/dev/blob' with (format csv, freeze)`, [], { blob });
}
