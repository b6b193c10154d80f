import {
  BRIDGE_ERROR_CODES,
  type BridgeAction,
  type BridgeRequest,
  type BridgeResult,
  type SavedSearchDefinition,
  type SavedSearchRunResult,
  type SearchResult,
  savedSearchDefinitionSchema,
  scriptIdFromTitle,
} from '../../bridge/index.ts';
import { TOKEN_USER_SQL } from '../account/token-user.ts';
import type { SandboxEngine } from '../engine/sandbox-engine.ts';
import type { IsoDate } from '../generate/setup-rows.ts';
import { BridgeError } from './bridge-error.ts';
import { type CompiledSearch, compileSearch, countStatement, pageStatement } from './compile-search.ts';
import { readFile, updateDeployment } from './customization-actions.ts';
import {
  DuplicateSavedSearchError,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  type StoredSavedSearch,
  savedSearchScriptIds,
  updateSavedSearch,
} from './saved-search-table.ts';

/** What the bridge's actions run against. */
export interface BridgeContext {
  readonly engine: SandboxEngine;
  readonly statementTimeoutMs: number;
  /** The day relative dates (`today`, `thismonth`...) count from. */
  readonly today: IsoDate;
}

async function createSavedSearch(
  definition: SavedSearchDefinition,
  context: BridgeContext,
): Promise<BridgeResult<'savedSearch.create'>> {
  // Compiled now so a definition that cannot run is refused rather than saved.
  compileSearch(definition, context.today);
  const taken = await savedSearchScriptIds(context.engine);
  const scriptId = definition.id ?? scriptIdFromTitle(definition.title, (candidate) => taken.has(candidate));
  try {
    const { rows } = await context.engine.query<{ id: number | null }>(TOKEN_USER_SQL);
    const saved = await insertSavedSearch(context.engine, {
      scriptId,
      definition: { ...definition, id: scriptId },
      owner: rows[0]?.id ?? null,
    });
    return { searchId: String(saved.id), scriptId: saved.scriptId };
  } catch (error) {
    throw duplicateError(error, scriptId);
  }
}

function duplicateError(error: unknown, scriptId: string): unknown {
  if (!(error instanceof DuplicateSavedSearchError)) return error;
  return error.duplicateOf === 'scriptId'
    ? new BridgeError(
        BRIDGE_ERROR_CODES.duplicateScriptId,
        `Saved search script IDs must be unique. Please choose another script ID than ${scriptId}. If you are trying to modify an existing saved search, use search.load().`,
      )
    : new BridgeError(
        BRIDGE_ERROR_CODES.duplicateTitle,
        'A search has already been saved with that name. Please use a different name.',
      );
}

async function loadSavedSearch(searchId: string, context: BridgeContext): Promise<BridgeResult<'savedSearch.load'>> {
  const saved = await findSavedSearch(context.engine, searchId);
  if (saved === null) throw unknownSearch(searchId);
  const definition = savedSearchDefinitionSchema.parse(saved.definition);
  return {
    searchId: String(saved.id),
    scriptId: saved.scriptId,
    title: saved.title,
    recordType: saved.recordType,
    isPublic: saved.isPublic,
    filters: definition.filters.map(({ field, operator, values }) => ({ field, operator, values })),
    columns: definition.columns.map(({ name, summary, label, sort }) => ({
      name,
      ...(summary === undefined ? {} : { summary }),
      ...(label === undefined ? {} : { label }),
      ...(sort === undefined ? {} : { sort }),
    })),
  };
}

async function changeSavedSearch(
  request: BridgeRequest<'savedSearch.update'>,
  context: BridgeContext,
): Promise<BridgeResult<'savedSearch.update'>> {
  let saved: StoredSavedSearch | null;
  try {
    saved = await updateSavedSearch(context.engine, request.searchId, {
      ...(request.title === undefined ? {} : { title: request.title }),
      ...(request.public === undefined ? {} : { isPublic: request.public }),
    });
  } catch (error) {
    throw duplicateError(error, request.searchId);
  }
  if (saved === null) throw unknownSearch(request.searchId);
  return { searchId: String(saved.id), scriptId: saved.scriptId, title: saved.title, isPublic: saved.isPublic };
}

function unknownSearch(searchId: string): BridgeError {
  return new BridgeError(BRIDGE_ERROR_CODES.unknownSearch, `That search or mass update does not exist: ${searchId}.`);
}

function toResult(row: Record<string, unknown>, search: CompiledSearch): SearchResult {
  const values: Record<string, string | boolean> = {};
  const texts: Record<string, string> = {};
  search.columns.forEach((column, index) => {
    const value = row[`v${index}`];
    const shown = typeof value === 'boolean' ? value : value === null || value === undefined ? '' : String(value);
    values[column.key] = shown;
    const text = row[`t${index}`];
    if (column.hasText && typeof text === 'string' && text !== '' && text !== shown) texts[column.key] = text;
  });
  return {
    ...(typeof row.id === 'string' ? { id: row.id } : {}),
    values,
    ...(Object.keys(texts).length > 0 ? { texts } : {}),
  };
}

async function runSavedSearch(
  request: BridgeRequest<'savedSearch.run'>,
  context: BridgeContext,
): Promise<SavedSearchRunResult> {
  const saved = await findSavedSearch(context.engine, request.searchId);
  if (saved === null) throw unknownSearch(request.searchId);
  const search = compileSearch(savedSearchDefinitionSchema.parse(saved.definition), context.today);
  const options = { readOnly: true, timeoutMs: context.statementTimeoutMs };
  const count = countStatement(search);
  const { rows: counted } = await context.engine.query<{ total: number }>(count.sql, count.params, options);
  const totalResults = counted[0]?.total ?? 0;
  const pageCount = Math.ceil(totalResults / request.pageSize);
  const columns = search.columns.map(({ key, name, label, summary }) => ({
    key,
    name,
    label,
    ...(summary === undefined ? {} : { summary }),
  }));
  const answer = { columns, pageIndex: request.pageIndex, pageCount, totalResults };
  if (totalResults === 0 && request.pageIndex === 0) return { ...answer, results: [] };
  if (request.pageIndex >= pageCount) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.invalidPage,
      `Invalid page range: page ${request.pageIndex} of a search with ${pageCount} pages (they count from 0).`,
    );
  }
  const page = pageStatement(search, request.pageSize, request.pageIndex);
  const { rows } = await context.engine.query(page.sql, page.params, options);
  return { ...answer, results: rows.map((row) => toResult(row, search)) };
}

/** Runs one validated bridge request, as the RESTlet's `post` does on a real account. */
export async function runBridgeAction(
  request: BridgeRequest<BridgeAction>,
  context: BridgeContext,
): Promise<BridgeResult<BridgeAction>> {
  switch (request.action) {
    case 'savedSearch.create':
      return createSavedSearch(request.definition, context);
    case 'savedSearch.list': {
      const searches = await listSavedSearches(context.engine);
      return {
        items: searches.map((search) => ({
          searchId: String(search.id),
          scriptId: search.scriptId,
          title: search.title,
          recordType: search.recordType,
          ...(search.owner === null ? {} : { owner: search.owner.name }),
          dateCreated: search.dateCreated.toISOString(),
          dateModified: search.dateModified.toISOString(),
          isPublic: search.isPublic,
        })),
      };
    }
    case 'savedSearch.run':
      return runSavedSearch(request, context);
    case 'savedSearch.delete':
      if (!(await deleteSavedSearch(context.engine, request.searchId))) throw unknownSearch(request.searchId);
      return { deleted: true };
    case 'savedSearch.load':
      return loadSavedSearch(request.searchId, context);
    case 'savedSearch.update':
      return changeSavedSearch(request, context);
    case 'scriptDeployment.update':
      return updateDeployment(request, context.engine);
    case 'file.read':
      return readFile(request.fileId, context.engine);
  }
}
