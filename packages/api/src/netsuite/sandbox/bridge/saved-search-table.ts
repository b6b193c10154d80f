import type { SavedSearchDefinition } from '../../bridge/index.ts';
import { type SandboxEngine, SandboxSqlError } from '../engine/sandbox-engine.ts';

/**
 * Where the sandbox keeps saved searches: a table of its own, under a name no NetSuite table has,
 * and apart from the company tables the generator replaces, so searches survive a reload. Made on
 * the first save.
 */
export const SAVED_SEARCH_TABLE = 'sandbox_saved_search';

const CREATE_TABLE = [
  `create table if not exists ${SAVED_SEARCH_TABLE} (
    id integer generated always as identity primary key,
    script_id text not null constraint ${SAVED_SEARCH_TABLE}_script_id_unique unique,
    title text not null,
    record_type text not null,
    definition jsonb not null,
    is_public boolean not null,
    date_created timestamptz not null default now()
  )`,
  // NetSuite refuses a second search of the same title whatever its case.
  `create unique index if not exists ${SAVED_SEARCH_TABLE}_title_unique on ${SAVED_SEARCH_TABLE} (lower(title))`,
];

const UNDEFINED_TABLE = '42P01';
const UNIQUE_VIOLATION = '23505';

export interface StoredSavedSearch {
  readonly id: number;
  readonly scriptId: string;
  readonly title: string;
  readonly recordType: string;
  /** As saved: parse it with `savedSearchDefinitionSchema` before use. */
  readonly definition: unknown;
  readonly dateCreated: Date;
}

interface SavedSearchRow {
  id: number;
  script_id: string;
  title: string;
  record_type: string;
  definition: unknown;
  date_created: Date;
}

const COLUMNS = 'id, script_id, title, record_type, definition, date_created';

function stored(row: SavedSearchRow): StoredSavedSearch {
  return {
    id: row.id,
    scriptId: row.script_id,
    title: row.title,
    recordType: row.record_type,
    definition: row.definition,
    dateCreated: row.date_created,
  };
}

function isMissingTable(error: unknown): boolean {
  return error instanceof SandboxSqlError && error.sqlState === UNDEFINED_TABLE;
}

/** A read before the first save finds the table absent, which means no searches yet. */
async function whenTableMissing<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isMissingTable(error)) return empty;
    throw error;
  }
}

/** Which uniqueness a save broke, if that is what failed. */
export type DuplicateOf = 'scriptId' | 'title';

export class DuplicateSavedSearchError extends Error {
  readonly duplicateOf: DuplicateOf;

  constructor(duplicateOf: DuplicateOf) {
    super(`A saved search with this ${duplicateOf === 'title' ? 'title' : 'script id'} exists.`);
    this.name = 'DuplicateSavedSearchError';
    this.duplicateOf = duplicateOf;
  }
}

export interface NewSavedSearch {
  readonly scriptId: string;
  readonly definition: SavedSearchDefinition;
}

export async function insertSavedSearch(engine: SandboxEngine, search: NewSavedSearch): Promise<StoredSavedSearch> {
  const insert = () =>
    engine.query<SavedSearchRow>(
      `insert into ${SAVED_SEARCH_TABLE} (script_id, title, record_type, definition, is_public)
       values ($1, $2, $3, $4::jsonb, $5) returning ${COLUMNS}`,
      [
        search.scriptId,
        search.definition.title,
        search.definition.recordType,
        JSON.stringify(search.definition),
        search.definition.public,
      ],
    );
  try {
    const { rows } = await insert().catch(async (error: unknown) => {
      if (!isMissingTable(error)) throw error;
      await engine.transaction(CREATE_TABLE.map((sql) => ({ sql })));
      return insert();
    });
    const [row] = rows;
    if (row === undefined) throw new Error('The saved search insert returned no row.');
    return stored(row);
  } catch (error) {
    if (error instanceof SandboxSqlError && error.sqlState === UNIQUE_VIOLATION) {
      throw new DuplicateSavedSearchError(error.message.includes('_script_id_unique') ? 'scriptId' : 'title');
    }
    throw error;
  }
}

export async function savedSearchScriptIds(engine: SandboxEngine): Promise<ReadonlySet<string>> {
  const rows = await whenTableMissing(
    async () => (await engine.query<{ script_id: string }>(`select script_id from ${SAVED_SEARCH_TABLE}`)).rows,
    [],
  );
  return new Set(rows.map((row) => row.script_id));
}

export function listSavedSearches(engine: SandboxEngine): Promise<StoredSavedSearch[]> {
  return whenTableMissing(async () => {
    const { rows } = await engine.query<SavedSearchRow>(
      `select ${COLUMNS} from ${SAVED_SEARCH_TABLE} order by lower(title), id`,
    );
    return rows.map(stored);
  }, []);
}

/** `searchId` is an internal id (`'57'`) or a script id, as `search.load` takes either. */
function matchSearchId(searchId: string): { where: string; param: number | string } | undefined {
  if (/^\d+$/.test(searchId)) {
    // Beyond PostgreSQL's integer no id exists; asking would fail instead of finding nothing.
    return searchId.length <= 9 ? { where: 'id = $1', param: Number(searchId) } : undefined;
  }
  return { where: 'script_id = $1', param: searchId.toLowerCase() };
}

export async function findSavedSearch(engine: SandboxEngine, searchId: string): Promise<StoredSavedSearch | null> {
  const match = matchSearchId(searchId);
  if (match === undefined) return null;
  const rows = await whenTableMissing(
    async () =>
      (
        await engine.query<SavedSearchRow>(`select ${COLUMNS} from ${SAVED_SEARCH_TABLE} where ${match.where}`, [
          match.param,
        ])
      ).rows,
    [],
  );
  const [row] = rows;
  return row === undefined ? null : stored(row);
}

/** True when a search was there to delete. */
export async function deleteSavedSearch(engine: SandboxEngine, searchId: string): Promise<boolean> {
  const match = matchSearchId(searchId);
  if (match === undefined) return false;
  const deleted = await whenTableMissing(
    async () =>
      (await engine.query(`delete from ${SAVED_SEARCH_TABLE} where ${match.where}`, [match.param])).affectedRows ?? 0,
    0,
  );
  return deleted > 0;
}
