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
import type { SandboxEngine } from '../engine/sandbox-engine.ts';
import type { IsoDate } from '../generate/setup-rows.ts';
import { BridgeError } from './bridge-error.ts';
import { type CompiledSearch, compileSearch, countStatement, pageStatement } from './compile-search.ts';
import {
  DuplicateSavedSearchError,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  savedSearchScriptIds,
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
    const saved = await insertSavedSearch(context.engine, { scriptId, definition: { ...definition, id: scriptId } });
    return { searchId: String(saved.id), scriptId: saved.scriptId };
  } catch (error) {
    if (!(error instanceof DuplicateSavedSearchError)) throw error;
    throw error.duplicateOf === 'scriptId'
      ? new BridgeError(
          BRIDGE_ERROR_CODES.duplicateScriptId,
          `Saved search script IDs must be unique. Please choose another script ID than ${scriptId}. If you are trying to modify an existing saved search, use search.load().`,
        )
      : new BridgeError(
          BRIDGE_ERROR_CODES.duplicateTitle,
          'A search has already been saved with that name. Please use a different name.',
        );
  }
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
          dateCreated: search.dateCreated.toISOString(),
        })),
      };
    }
    case 'savedSearch.run':
      return runSavedSearch(request, context);
    case 'savedSearch.delete':
      if (!(await deleteSavedSearch(context.engine, request.searchId))) throw unknownSearch(request.searchId);
      return { deleted: true };
  }
}
