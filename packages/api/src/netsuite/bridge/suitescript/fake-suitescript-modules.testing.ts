import { vi } from 'vitest';

/**
 * Stand-ins for the SuiteScript modules the bridge RESTlet loads, keeping only the N/search
 * behaviour the RESTlet relies on as NetSuite documents it: saved searches by internal or script
 * id, paged runs of `rowsPerSearch` results, and NetSuite's error names.
 */

export interface FakeColumn {
  readonly name: string;
  readonly join?: string;
  readonly summary?: string;
  readonly label?: string;
  readonly sort?: string;
}

export interface FakeFilter {
  readonly name: string;
  readonly operator: string;
  readonly values?: readonly unknown[];
}

export interface FakeSavedSearch {
  readonly internalId: number;
  readonly scriptId: string;
  title: string;
  readonly type: string;
  isPublic: boolean;
  readonly filters: readonly FakeFilter[];
  columns: FakeColumn[];
}

/** A script deployment as N/record gives it: field values by id. */
export interface FakeDeployment {
  readonly id: number;
  readonly values: Record<string, unknown>;
}

interface FakeResult {
  readonly id: string | undefined;
  getValue(column: FakeColumn | { name: string }): unknown;
  getText(column: FakeColumn | { name: string }): string | null;
}

function suiteScriptError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

function pagedData(results: readonly FakeResult[], pageSize: number) {
  const pageCount = Math.ceil(results.length / pageSize);
  return {
    count: results.length,
    pageRanges: Array.from({ length: pageCount }, (_, index) => ({ index })),
    fetch({ index }: { index: number }) {
      if (!Number.isInteger(index) || index < 0 || index >= pageCount) {
        throw suiteScriptError('INVALID_PAGE_RANGE', 'Invalid page range.');
      }
      return { data: results.slice(index * pageSize, (index + 1) * pageSize) };
    },
  };
}

export function fakeSuiteScript(options: { rowsPerSearch: number }) {
  const saved = new Map<string, FakeSavedSearch>();
  let nextId = 100;
  const state = { remainingUsage: 5000, rowsPerSearch: options.rowsPerSearch };
  /** What each run's `runPaged` was given, to check the order the RESTlet adds. */
  const runs: { columns: readonly FakeColumn[]; pageSize: number }[] = [];

  const deployments = new Map<number, FakeDeployment>([
    [
      7,
      { id: 7, values: { scriptid: 'CUSTOMDEPLOY_NW_SYNC', isdeployed: true, status: 'RELEASED', loglevel: 'AUDIT' } },
    ],
  ]);
  const files = new Map([[345, { id: 345, name: 'nw_sync.js', contents: 'define([], () => ({}));\n' }]]);

  const byId = (id: number | string) =>
    typeof id === 'number' ? [...saved.values()].find((search) => search.internalId === id) : saved.get(id);

  // A result of a plain or summary search: values are `{name}-{row}`, entity texts `Customer {row}`.
  const resultOf = (row: number, summarised: boolean): FakeResult => ({
    id: summarised ? undefined : String(row + 1),
    getValue: (column) => (column.name === 'mainline' ? true : `${column.name}-${row}`),
    getText: (column) => (column.name === 'entity' ? `Customer ${row}` : null),
  });

  const savedSearchResult = (search: FakeSavedSearch): FakeResult => ({
    id: String(search.internalId),
    getValue: ({ name }) =>
      ({
        id: search.scriptId,
        title: search.title,
        recordtype: search.type === 'transaction' ? 'Transaction' : search.type,
      })[name] ?? '',
    getText: ({ name }) => (name === 'owner' ? 'Aaliyah Bosco' : null),
  });

  const search = {
    Type: { SAVED_SEARCH: 'savedsearch' },
    Summary: { GROUP: 'GROUP', COUNT: 'COUNT', SUM: 'SUM', AVG: 'AVG', MIN: 'MIN', MAX: 'MAX' },
    Sort: { ASC: 'ASC', DESC: 'DESC', NONE: 'NONE' },
    createFilter: vi.fn((filter: FakeFilter) => ({ ...filter })),
    createColumn: vi.fn((column: FakeColumn) => ({ ...column })),
    create: vi.fn(
      (definition: {
        type: string;
        title?: string;
        id?: string;
        isPublic?: boolean;
        filters?: readonly (FakeFilter | readonly unknown[])[];
        columns?: readonly (FakeColumn | string)[];
      }) => {
        if (definition.type === 'scriptdeployment') {
          const wanted = (definition.filters?.[0] as readonly unknown[] | undefined)?.[2];
          const found = [...deployments.values()].filter(
            (deployment) => String(deployment.values.scriptid).toLowerCase() === String(wanted).toLowerCase(),
          );
          return { run: () => ({ getRange: () => found.map((deployment) => ({ id: String(deployment.id) })) }) };
        }
        if (definition.type === 'savedsearch') {
          const idFilter = definition.filters?.find((filter) => Array.isArray(filter) && filter[0] === 'id');
          const matching = [...saved.values()].filter(
            (entry) => !Array.isArray(idFilter) || entry.scriptId === idFilter[2],
          );
          const results = matching.map(savedSearchResult);
          return {
            run: () => ({ getRange: ({ start, end }: { start: number; end: number }) => results.slice(start, end) }),
            runPaged: ({ pageSize }: { pageSize: number }) => pagedData(results, pageSize),
          };
        }
        return {
          save: () => {
            const scriptId = definition.id ?? `customsearch${nextId}`;
            if (saved.has(scriptId)) {
              throw suiteScriptError('SSS_DUPLICATE_SEARCH_SCRIPT_ID', 'Saved search script IDs must be unique.');
            }
            nextId += 1;
            saved.set(scriptId, {
              internalId: nextId,
              scriptId,
              title: definition.title ?? '',
              type: definition.type,
              isPublic: definition.isPublic ?? false,
              filters: (definition.filters ?? []) as FakeFilter[],
              columns: (definition.columns ?? []) as FakeColumn[],
            });
            return nextId;
          },
        };
      },
    ),
    load: vi.fn(({ id }: { id: number | string }) => {
      const found = byId(id);
      if (found === undefined) throw suiteScriptError('INVALID_SEARCH', 'That search or mass update does not exist.');
      const loaded = {
        id: found.scriptId,
        searchId: found.internalId,
        searchType: found.type,
        title: found.title,
        isPublic: found.isPublic,
        filterExpression: found.filters.flatMap((filter, index) => [
          ...(index > 0 ? ['and'] : []),
          [filter.name, filter.operator, ...(filter.values ?? [])],
        ]),
        columns: [...found.columns],
        save: () => {
          found.title = loaded.title;
          found.isPublic = loaded.isPublic;
          return found.internalId;
        },
        runPaged: ({ pageSize }: { pageSize: number }) => {
          runs.push({ columns: loaded.columns, pageSize });
          const summarised = loaded.columns.some((column) => column.summary !== undefined);
          const results = Array.from({ length: state.rowsPerSearch }, (_, row) => resultOf(row, summarised));
          return pagedData(results, pageSize);
        },
      };
      return loaded;
    }),
    delete: vi.fn(({ id }: { id: number | string }) => {
      const found = byId(id);
      if (found === undefined) throw suiteScriptError('INVALID_SEARCH', 'That search or mass update does not exist.');
      saved.delete(found.scriptId);
    }),
  };

  const modules: Record<string, unknown> = {
    'N/search': search,
    'N/error': { create: ({ name, message }: { name: string; message: string }) => suiteScriptError(name, message) },
    'N/runtime': { getCurrentScript: () => ({ getRemainingUsage: () => state.remainingUsage }) },
    'N/format': {
      Type: { DATE: 'date' },
      // A user whose date format preference is NetSuite's default, M/D/YYYY.
      format: ({ value }: { value: Date }) => `${value.getMonth() + 1}/${value.getDate()}/${value.getFullYear()}`,
    },
    'N/log': { error: vi.fn() },
    'N/record': {
      Type: { SCRIPT_DEPLOYMENT: 'scriptdeployment' },
      load: ({ type, id }: { type: string; id: number }) => {
        const deployment = deployments.get(id);
        if (type !== 'scriptdeployment' || deployment === undefined) {
          throw suiteScriptError('RCRD_DSNT_EXIST', 'That record does not exist.');
        }
        const values = { ...deployment.values };
        return {
          getValue: ({ fieldId }: { fieldId: string }) => values[fieldId],
          setValue: ({ fieldId, value }: { fieldId: string; value: unknown }) => {
            values[fieldId] = value;
          },
          save: () => {
            deployments.set(id, { id, values });
            return id;
          },
        };
      },
    },
    'N/file': {
      load: ({ id }: { id: number }) => {
        const found = files.get(id);
        if (found === undefined) throw suiteScriptError('RCRD_DSNT_EXIST', 'That record does not exist.');
        return { id: found.id, name: found.name, getContents: () => found.contents };
      },
    },
  };

  return { modules, search, saved, runs, state, deployments };
}
