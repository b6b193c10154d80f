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
    date_created timestamptz not null default now(),
    owner integer,
    date_modified timestamptz not null default now()
  )`,
  // NetSuite refuses a second search of the same title whatever its case.
  `create unique index if not exists ${SAVED_SEARCH_TABLE}_title_unique on ${SAVED_SEARCH_TABLE} (lower(title))`,
];

/** Tables made by releases before searches had owners gain the columns. */
const UPGRADE_TABLE = `alter table ${SAVED_SEARCH_TABLE}
  add column if not exists owner integer,
  add column if not exists date_modified timestamptz not null default now()`;

const UNDEFINED_TABLE = '42P01';
const UNIQUE_VIOLATION = '23505';

export interface StoredSavedSearch {
  readonly id: number;
  readonly scriptId: string;
  readonly title: string;
  readonly recordType: string;
  /** As saved: parse it with `savedSearchDefinitionSchema` before use. */
  readonly definition: unknown;
  readonly isPublic: boolean;
  readonly dateCreated: Date;
  readonly dateModified: Date;
  /** The owner's entity id and name, when the search has an owner the company still has. */
  readonly owner: { readonly id: number; readonly name: string } | null;
}

interface SavedSearchRow {
  id: number;
  script_id: string;
  title: string;
  record_type: string;
  definition: unknown;
  is_public: boolean;
  date_created: Date;
  date_modified: Date;
  owner: number | null;
  owner_name: string | null;
}

/** Every column, and the owner's name from the company's employees (regenerated ids stay the same). */
const COLUMNS = `s.id, s.script_id, s.title, s.record_type, s.definition, s.is_public, s.date_created, s.date_modified,
  s.owner, (select e.entityid from employee e where e.id = s.owner) as owner_name`;
const FROM = `${SAVED_SEARCH_TABLE} s`;

function stored(row: SavedSearchRow): StoredSavedSearch {
  return {
    id: row.id,
    scriptId: row.script_id,
    title: row.title,
    recordType: row.record_type,
    definition: row.definition,
    isPublic: row.is_public,
    dateCreated: row.date_created,
    dateModified: row.date_modified,
    owner: row.owner === null || row.owner_name === null ? null : { id: row.owner, name: row.owner_name },
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
  /** The entity id of its owner: who saved it. */
  readonly owner?: number | null;
  readonly dateCreated?: Date;
}

/**
 * Makes the table when it is not there, and brings one an older release made up to date.
 * True when it was made now, empty: the caller may seed it.
 */
export async function ensureSavedSearchTable(engine: SandboxEngine): Promise<boolean> {
  const { rows } = await engine.query<{ found: boolean }>('select to_regclass($1) is not null as found', [
    SAVED_SEARCH_TABLE,
  ]);
  if (rows[0]?.found) {
    await engine.query(UPGRADE_TABLE);
    return false;
  }
  await engine.transaction(CREATE_TABLE.map((sql) => ({ sql })));
  return true;
}

function duplicateOf(error: unknown): DuplicateSavedSearchError | undefined {
  if (error instanceof SandboxSqlError && error.sqlState === UNIQUE_VIOLATION) {
    return new DuplicateSavedSearchError(error.message.includes('_script_id_unique') ? 'scriptId' : 'title');
  }
  return undefined;
}

export async function insertSavedSearch(engine: SandboxEngine, search: NewSavedSearch): Promise<StoredSavedSearch> {
  const insert = () =>
    engine.query<{ id: number }>(
      `insert into ${SAVED_SEARCH_TABLE} (script_id, title, record_type, definition, is_public, owner, date_created, date_modified)
       values ($1, $2, $3, $4::jsonb, $5, $6, coalesce($7, now()), coalesce($7, now())) returning id`,
      [
        search.scriptId,
        search.definition.title,
        search.definition.recordType,
        JSON.stringify(search.definition),
        search.definition.public,
        search.owner ?? null,
        search.dateCreated?.toISOString() ?? null,
      ],
    );
  try {
    const { rows } = await insert().catch(async (error: unknown) => {
      if (!isMissingTable(error)) throw error;
      await ensureSavedSearchTable(engine);
      return insert();
    });
    const id = rows[0]?.id;
    const saved = id === undefined ? null : await findSavedSearch(engine, String(id));
    if (saved === null) throw new Error('The saved search insert returned no row.');
    return saved;
  } catch (error) {
    throw duplicateOf(error) ?? error;
  }
}

export interface SavedSearchChange {
  readonly title?: string;
  readonly isPublic?: boolean;
}

/** Renames a search or changes who may see it, as `search.load` then `save` does; null when there is no such search. */
export async function updateSavedSearch(
  engine: SandboxEngine,
  searchId: string,
  change: SavedSearchChange,
): Promise<StoredSavedSearch | null> {
  const found = await findSavedSearch(engine, searchId);
  if (found === null) return null;
  const definition = {
    ...(found.definition as Record<string, unknown>),
    ...(change.title === undefined ? {} : { title: change.title }),
    ...(change.isPublic === undefined ? {} : { public: change.isPublic }),
  };
  try {
    await engine.query(
      `update ${SAVED_SEARCH_TABLE} set title = $2, is_public = $3, definition = $4::jsonb, date_modified = now() where id = $1`,
      [found.id, change.title ?? found.title, change.isPublic ?? found.isPublic, JSON.stringify(definition)],
    );
  } catch (error) {
    throw duplicateOf(error) ?? error;
  }
  return findSavedSearch(engine, String(found.id));
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
    const { rows } = await engine.query<SavedSearchRow>(`select ${COLUMNS} from ${FROM} order by lower(s.title), s.id`);
    return rows.map(stored);
  }, []);
}

/** `searchId` is an internal id (`'57'`) or a script id, as `search.load` takes either. */
function matchSearchId(searchId: string): { where: string; param: number | string } | undefined {
  if (/^\d+$/.test(searchId)) {
    // Beyond PostgreSQL's integer no id exists; asking would fail instead of finding nothing.
    return searchId.length <= 9 ? { where: 's.id = $1', param: Number(searchId) } : undefined;
  }
  return { where: 's.script_id = $1', param: searchId.toLowerCase() };
}

export async function findSavedSearch(engine: SandboxEngine, searchId: string): Promise<StoredSavedSearch | null> {
  const match = matchSearchId(searchId);
  if (match === undefined) return null;
  const rows = await whenTableMissing(
    async () =>
      (await engine.query<SavedSearchRow>(`select ${COLUMNS} from ${FROM} where ${match.where}`, [match.param])).rows,
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
    async () => (await engine.query(`delete from ${FROM} where ${match.where}`, [match.param])).affectedRows ?? 0,
    0,
  );
  return deleted > 0;
}
