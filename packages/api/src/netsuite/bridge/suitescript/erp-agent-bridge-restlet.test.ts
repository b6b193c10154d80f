import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BRIDGE_ACTION_NAMES,
  type BridgeAction,
  type BridgePayload,
  type BridgeResult,
  readBridgeResponse,
  type SavedSearchDefinitionInput,
} from '../contract.ts';
import { scriptIdFromTitle } from '../script-id.ts';
import { fakeSuiteScript } from './fake-suitescript-modules.testing.ts';

/**
 * The RESTlet cannot run here, so it is evaluated as NetSuite's module loader would: `define`
 * is given the script's dependencies, here stand-ins for N/search and the rest.
 */

let source: string;
beforeAll(async () => {
  source = await readFile(new URL('./erp_agent_bridge_restlet.js', import.meta.url), 'utf8');
});

interface Loaded {
  readonly dependencies: readonly string[];
  readonly entryPoints: Record<string, unknown>;
}

function load(modules: Record<string, unknown>): Loaded {
  let loaded: Loaded | undefined;
  const define = (dependencies: string[], factory: (...modules: unknown[]) => Record<string, unknown>) => {
    loaded = { dependencies, entryPoints: factory(...dependencies.map((name) => modules[name])) };
  };
  runInNewContext(source, { define });
  if (loaded === undefined) throw new Error('the script did not call define');
  return loaded;
}

let fake: ReturnType<typeof fakeSuiteScript>;
let post: (body: unknown) => unknown;
beforeEach(() => {
  fake = fakeSuiteScript({ rowsPerSearch: 12 });
  const { entryPoints } = load(fake.modules);
  post = entryPoints.post as (body: unknown) => unknown;
});

/** Posts as NetSuite does (the parsed JSON body) and reads the answer through the contract. */
function call<A extends BridgeAction>(action: A, payload: BridgePayload<A>) {
  const outcome = readBridgeResponse(action, JSON.parse(JSON.stringify(post({ action, ...payload }))));
  if (!outcome.ok) expect(outcome.error.code).not.toBe('BRIDGE_MALFORMED_RESPONSE');
  return outcome;
}

function result<A extends BridgeAction>(action: A, payload: BridgePayload<A>): BridgeResult<A> {
  const outcome = call(action, payload);
  if (!outcome.ok) throw new Error(`${action} failed: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.result;
}

function errorCode<A extends BridgeAction>(action: A, payload: BridgePayload<A>): string {
  const outcome = call(action, payload);
  if (outcome.ok) throw new Error(`${action} succeeded where it should have failed`);
  return outcome.error.code;
}

const INVOICES: SavedSearchDefinitionInput = {
  title: 'Open invoices',
  recordType: 'transaction',
  filters: [
    { field: 'status', operator: 'anyof', values: ['CustInvc:A'] },
    { field: 'trandate', operator: 'within', values: ['2026-01-01', '2026-06-30'] },
    { field: 'mainline', operator: 'is', values: [true] },
    { field: 'email', operator: 'isnotempty' },
  ],
  columns: [{ name: 'entity', label: 'Customer' }, { name: 'tranid' }, { name: 'amount', sort: 'desc' }],
};

describe('the bridge RESTlet', () => {
  it('is a SuiteScript 2.1 RESTlet whose one entry point is post', () => {
    expect(source).toMatch(/@NApiVersion 2\.1\b/);
    expect(source).toMatch(/@NScriptType Restlet\b/);
    const { dependencies, entryPoints } = load(fake.modules);
    expect(dependencies).toEqual(['N/search', 'N/error', 'N/runtime', 'N/format', 'N/log', 'N/record', 'N/file']);
    expect(Object.keys(entryPoints)).toEqual(['post']);
    expect(typeof entryPoints.post).toBe('function');
  });

  it('dispatches exactly the contract actions', () => {
    for (const action of BRIDGE_ACTION_NAMES) {
      const outcome = call(action, {} as never);
      expect(outcome.ok ? 'answered' : outcome.error.code).not.toBe('UNKNOWN_ACTION');
    }
    const unknown = readBridgeResponse('savedSearch.list', post({ action: 'savedSearch.copy' }));
    expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_ACTION' } });
    if (unknown.ok) return;
    expect(unknown.error.message).toContain(`the bridge knows ${BRIDGE_ACTION_NAMES.join(', ')}.`);
  });

  it('creates the search it is given with N/search, dates in the user format', () => {
    expect(result('savedSearch.create', { definition: INVOICES })).toEqual({
      searchId: '101',
      scriptId: 'customsearch_open_invoices',
    });
    expect(fake.search.create).toHaveBeenCalledWith({
      type: 'transaction',
      title: 'Open invoices',
      id: 'customsearch_open_invoices',
      isPublic: false,
      filters: [
        { name: 'status', operator: 'anyof', values: ['CustInvc:A'] },
        { name: 'trandate', operator: 'within', values: ['1/1/2026', '6/30/2026'] },
        { name: 'mainline', operator: 'is', values: ['T'] },
        { name: 'email', operator: 'isnotempty' },
      ],
      columns: [{ name: 'entity', label: 'Customer' }, { name: 'tranid' }, { name: 'amount', sort: 'DESC' }],
    });
  });

  it('makes the script id the sandbox would make, past taken ones', () => {
    result('savedSearch.create', { definition: INVOICES });
    const again = { ...INVOICES, title: 'Open invoices!' };
    const taken = new Set(fake.saved.keys());
    expect(result('savedSearch.create', { definition: again }).scriptId).toBe(
      scriptIdFromTitle(again.title, (id) => taken.has(id)),
    );
    const title = 'Ventes à Montréal par client, douze derniers mois';
    expect(result('savedSearch.create', { definition: { ...INVOICES, title } }).scriptId).toBe(
      scriptIdFromTitle(title, () => false),
    );
  });

  it('maps summaries and lists saved searches in the contract form', () => {
    const grouped: SavedSearchDefinitionInput = {
      ...INVOICES,
      columns: [
        { name: 'entity', summary: 'group' },
        { name: 'amount', summary: 'sum', sort: 'desc' },
      ],
    };
    const { searchId } = result('savedSearch.create', { definition: grouped });
    expect(fake.search.createColumn).toHaveBeenCalledWith({ name: 'amount', summary: 'SUM', sort: 'DESC' });
    expect(result('savedSearch.list', {})).toEqual({
      items: [
        {
          searchId,
          scriptId: 'customsearch_open_invoices',
          title: 'Open invoices',
          recordType: 'transaction',
          owner: 'Aaliyah Bosco',
        },
      ],
    });
  });

  it('says when it ran short of governance before listing everything', () => {
    result('savedSearch.create', { definition: INVOICES });
    fake.state.remainingUsage = 10;
    expect(result('savedSearch.list', {})).toEqual({ items: [], truncated: true });
  });

  it('runs a page, ordering an unsorted search by internal id without showing that column', () => {
    const { scriptId } = result('savedSearch.create', {
      definition: { ...INVOICES, columns: [{ name: 'entity' }, { name: 'mainline' }] },
    });
    const page = result('savedSearch.run', { searchId: scriptId, pageSize: 5, pageIndex: 2 });
    expect(page).toEqual({
      columns: [
        { key: 'entity', name: 'entity', label: 'entity' },
        { key: 'mainline', name: 'mainline', label: 'mainline' },
      ],
      results: [10, 11].map((row) => ({
        id: String(row + 1),
        values: { entity: `entity-${row}`, mainline: true },
        texts: { entity: `Customer ${row}` },
      })),
      pageIndex: 2,
      pageCount: 3,
      totalResults: 12,
    });
    expect(fake.runs.at(-1)).toEqual({
      pageSize: 5,
      columns: [{ name: 'entity' }, { name: 'mainline' }, { name: 'internalid', sort: 'ASC' }],
    });
  });

  it('keys summary columns as the contract does and gives summary rows no id', () => {
    const { searchId } = result('savedSearch.create', {
      definition: {
        ...INVOICES,
        columns: [
          { name: 'entity', summary: 'group' },
          { name: 'amount', summary: 'sum' },
        ],
      },
    });
    const page = result('savedSearch.run', { searchId });
    expect(page.columns.map((column) => column.key)).toEqual(['group(entity)', 'sum(amount)']);
    expect(page.results[0]).toEqual({
      values: { 'group(entity)': 'entity-0', 'sum(amount)': 'amount-0' },
      texts: { 'group(entity)': 'Customer 0' },
    });
    expect(fake.runs.at(-1)?.columns).toHaveLength(2);
  });

  it('answers an empty search with no pages, and a page past the last with INVALID_PAGE_RANGE', () => {
    const { searchId } = result('savedSearch.create', { definition: INVOICES });
    expect(errorCode('savedSearch.run', { searchId, pageSize: 5, pageIndex: 3 })).toBe('INVALID_PAGE_RANGE');
    fake.state.rowsPerSearch = 0;
    expect(result('savedSearch.run', { searchId })).toMatchObject({ results: [], pageCount: 0, totalResults: 0 });
  });

  it('deletes by internal id, after which the search is unknown', () => {
    const { searchId } = result('savedSearch.create', { definition: INVOICES });
    expect(result('savedSearch.delete', { searchId })).toEqual({ deleted: true });
    expect(fake.search.delete).toHaveBeenCalledWith({ id: Number(searchId) });
    expect(errorCode('savedSearch.run', { searchId })).toBe('INVALID_SEARCH');
    expect(errorCode('savedSearch.delete', { searchId })).toBe('INVALID_SEARCH');
  });

  it('answers missing and wrong arguments with NetSuite codes, as the sandbox does', () => {
    const { title: _, ...untitled } = INVOICES;
    expect(call('savedSearch.create', { definition: untitled } as never)).toEqual({
      ok: false,
      error: {
        code: 'SSS_MISSING_REQD_ARGUMENT',
        message: 'savedSearch.create: Missing a required argument: definition.title',
      },
    });
    expect(errorCode('savedSearch.create', { definition: { ...INVOICES, recordType: 'opportunity' } as never })).toBe(
      'SSS_INVALID_TYPE_ARG',
    );
    expect(errorCode('savedSearch.create', { definition: { ...INVOICES, columns: [] } })).toBe('SSS_INVALID_SRCH_COL');
    expect(
      errorCode('savedSearch.create', {
        definition: { ...INVOICES, columns: [{ name: 'amount', summary: 'median' }] } as never,
      }),
    ).toBe('SSS_INVALID_SRCH_COLUMN_SUM');
    expect(errorCode('savedSearch.run', { searchId: '1', pageSize: 2 })).toBe('SSS_INVALID_TYPE_ARG');
    expect(readBridgeResponse('savedSearch.list', post('{"action":"savedSearch.list"}'))).toMatchObject({
      ok: false,
      error: { code: 'SSS_INVALID_TYPE_ARG' },
    });
  });

  it('passes NetSuite errors through by name, and logs and hides its own faults', () => {
    fake.search.load.mockImplementationOnce(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'columns')");
    });
    expect(errorCode('savedSearch.run', { searchId: 'customsearch_x' })).toBe('UNEXPECTED_ERROR');
    expect((fake.modules['N/log'] as { error: unknown }).error).toHaveBeenCalledOnce();
    result('savedSearch.create', { definition: { ...INVOICES, id: 'customsearch_taken' } });
    expect(errorCode('savedSearch.create', { definition: { ...INVOICES, id: 'customsearch_taken' } })).toBe(
      'SSS_DUPLICATE_SEARCH_SCRIPT_ID',
    );
  });

  it('reads a definition back, renames it and shares it, as search.load and save do', () => {
    const { searchId } = result('savedSearch.create', { definition: INVOICES });
    const loaded = result('savedSearch.load', { searchId });
    expect(loaded).toMatchObject({ searchId, title: 'Open invoices', recordType: 'transaction', isPublic: false });
    expect(loaded.filters[0]).toEqual({ field: 'status', operator: 'anyof', values: ['CustInvc:A'] });
    expect(loaded.columns).toEqual([
      { name: 'entity', label: 'Customer' },
      { name: 'tranid' },
      { name: 'amount', sort: 'desc' },
    ]);
    expect(result('savedSearch.update', { searchId, title: 'Open invoices (AR)', public: true })).toEqual({
      searchId,
      scriptId: 'customsearch_open_invoices',
      title: 'Open invoices (AR)',
      isPublic: true,
    });
    expect(result('savedSearch.load', { searchId })).toMatchObject({ title: 'Open invoices (AR)', isPublic: true });
  });

  it('turns a deployment off by its script id with N/record, and reads a file with N/file', () => {
    expect(result('scriptDeployment.update', { deploymentId: 'customdeploy_nw_sync', isDeployed: false })).toEqual({
      deploymentId: '7',
      scriptId: 'customdeploy_nw_sync',
      isDeployed: false,
      status: 'RELEASED',
      logLevel: 'AUDIT',
    });
    expect(fake.deployments.get(7)?.values.isdeployed).toBe(false);
    expect(errorCode('scriptDeployment.update', { deploymentId: 'customdeploy_none' })).toBe('RCRD_DSNT_EXIST');
    expect(result('file.read', { fileId: '345' })).toEqual({
      fileId: '345',
      name: 'nw_sync.js',
      contents: 'define([], () => ({}));\n',
    });
    expect(errorCode('file.read', { fileId: '9' })).toBe('RCRD_DSNT_EXIST');
  });
});
