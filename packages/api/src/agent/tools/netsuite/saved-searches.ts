import {
  type SavedSearchRunResult,
  SEARCH_PAGE_SIZE,
  savedSearchCreateResultSchema,
  savedSearchDefinitionSchema,
  savedSearchListResultSchema,
} from '@erp-agent/core';
import * as z from 'zod';
import { readTool, writeTool } from '../tool-definition.ts';
import { referenceNames } from './reference-names.ts';
import { describeSearchColumns, describeSearchFilters, fieldLabel, REFERENCE_FIELDS } from './saved-search-words.ts';

/**
 * Saved searches go through the account's bridge RESTlet (NetSuite's REST API has none); the
 * embedded sandbox answers the same contract natively.
 */

export const listSavedSearches = readTool({
  name: 'ns_listSavedSearches',
  title: 'List saved searches',
  description: "Lists the account's saved searches: internal id, script id, title, record type and owner.",
  input: z.object({}),
  output: savedSearchListResultSchema,
  permission: 'reports:run',
  risk: 'read',
  async run(_input, context) {
    const connector = await context.netsuite();
    return connector.bridge('savedSearch.list', {}, context.signal ? { signal: context.signal } : {});
  },
});

/** A saved search's results as table rows: one key a column, the name behind list values. */
export function searchRows(result: SavedSearchRunResult): Record<string, string | boolean | null>[] {
  return result.results.map((hit) => {
    const row: Record<string, string | boolean | null> = hit.id === undefined ? {} : { id: hit.id };
    for (const column of result.columns) {
      const key =
        column.label
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_')
          .replace(/^_|_$/g, '') || column.key;
      row[key in row ? `${key}_${column.key}` : key] = hit.texts?.[column.key] ?? hit.values[column.key] ?? null;
    }
    return row;
  });
}

export const runSavedSearch = readTool({
  name: 'ns_runSavedSearch',
  title: 'Run a saved search',
  description: 'Runs a saved search by internal id or script id and returns one page of its results.',
  input: z.object({
    searchId: z.string().min(1).max(100).describe('Internal id or script id (customsearch...)'),
    pageSize: z.number().int().min(SEARCH_PAGE_SIZE.min).max(SEARCH_PAGE_SIZE.max).default(500),
    pageIndex: z.number().int().min(0).default(0),
  }),
  output: z.object({
    columns: z.array(z.object({ key: z.string(), label: z.string() })),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.boolean(), z.null()]))),
    totalResults: z.number(),
    pageCount: z.number(),
  }),
  permission: 'reports:run',
  risk: 'read',
  async run({ searchId, pageSize, pageIndex }, context) {
    const connector = await context.netsuite();
    const result = await connector.bridge(
      'savedSearch.run',
      { searchId, pageSize, pageIndex },
      context.signal ? { signal: context.signal } : {},
    );
    return {
      columns: result.columns.map(({ key, label }) => ({ key, label })),
      rows: searchRows(result),
      totalResults: result.totalResults,
      pageCount: result.pageCount,
    };
  },
});

export const createSavedSearch = writeTool({
  name: 'ns_createSavedSearch',
  title: 'Create a saved search',
  description:
    'Creates a saved search in the account from a definition (title, record type, filters, columns), after the user confirms a preview.',
  input: z.object({ definition: savedSearchDefinitionSchema }),
  output: z.object({ ...savedSearchCreateResultSchema.shape, title: z.string() }),
  permission: 'reports:create',
  risk: 'write',
  async preview({ definition }, context) {
    const connector = await context.netsuite();
    const ids = new Map<string, string[]>();
    for (const filter of definition.filters) {
      const field = filter.field.toLowerCase();
      if (!(REFERENCE_FIELDS as readonly string[]).includes(field)) continue;
      ids.set(field, [...(ids.get(field) ?? []), ...filter.values.map(String)]);
    }
    const names = await referenceNames(connector, ids, context.signal);
    return {
      title: `Create saved search ${definition.title}`,
      preview: {
        action: 'create',
        recordType: 'savedSearch',
        recordLabel: 'Saved Search',
        fields: [
          { name: 'title', label: 'Title', value: definition.title },
          { name: 'recordType', label: 'Record type', value: fieldLabel(definition.recordType) },
          { name: 'filters', label: 'Filters', value: describeSearchFilters(definition, names) },
          { name: 'columns', label: 'Columns', value: describeSearchColumns(definition) },
          { name: 'public', label: 'Shared with everyone', value: definition.public ? 'yes' : 'no' },
        ],
      },
    };
  },
  async run({ definition }, context) {
    const connector = await context.netsuite();
    const created = await connector.bridge(
      'savedSearch.create',
      { definition },
      context.signal ? { signal: context.signal } : {},
    );
    return { ...created, title: definition.title };
  },
  describeOutcome(output) {
    return `Created saved search **${output.title}** (id ${output.searchId}, script id ${output.scriptId}). Ask me to run it whenever you need it.`;
  },
});
