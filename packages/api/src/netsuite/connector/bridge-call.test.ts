import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedSearchDefinitionInput } from '../bridge/index.ts';
import {
  answerError,
  createFakeNetsuite,
  FAKE_CONFIG,
  type FakeNetsuite,
  fakeClock,
  type ScriptedStep,
  workThenBadGateway,
} from './fake-netsuite.fixture.ts';
import { createNetsuiteConnector } from './netsuite-connector.ts';

const RUN_RESULT = { columns: [], results: [], pageIndex: 0, pageCount: 0, totalResults: 0 };
const DEFINITION: SavedSearchDefinitionInput = {
  title: 'Open invoices',
  recordType: 'transaction',
  columns: [{ name: 'tranid' }],
};

const restletAnswer =
  (status: 200 | 400 | 500, body: unknown): ScriptedStep =>
  (c) =>
    c.json(body, status);

describe('bridge', () => {
  let fake: FakeNetsuite;
  beforeEach(() => {
    fake = createFakeNetsuite();
  });
  const connector = () => createNetsuiteConnector(FAKE_CONFIG, { fetch: fake.fetch, ...fakeClock() });

  it('posts the action, defaults applied, to the RESTlet host and reads the result', async () => {
    fake.bridgeAnswer = () => ({ status: 200, body: RUN_RESULT });
    expect(await connector().bridge('savedSearch.run', { searchId: 'customsearch_open_invoices' })).toEqual(RUN_RESULT);
    const [request] = fake.received;
    expect(request?.path).toBe('/app/site/hosting/restlet.nl');
    expect(request?.query).toEqual({
      script: 'customscript_erp_agent_bridge',
      deploy: 'customdeploy_erp_agent_bridge',
    });
    expect(request?.body).toEqual({
      action: 'savedSearch.run',
      searchId: 'customsearch_open_invoices',
      pageSize: 50,
      pageIndex: 0,
    });
    expect(fake.refused).toEqual([]);
  });

  it('refuses a payload outside the contract without calling NetSuite', async () => {
    await expect(connector().bridge('savedSearch.run', { searchId: 'x', pageSize: 3 })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(fake.received).toEqual([]);
  });

  it("maps the script's caught errors, answered with 200", async () => {
    fake.script(
      restletAnswer(200, { error: { code: 'INVALID_SEARCH', message: 'That search or mass update does not exist.' } }),
      restletAnswer(200, {
        error: { code: 'SSS_INVALID_SRCH_FILTER', message: 'An nlobjSearchFilter contains an invalid operator.' },
      }),
    );
    await expect(connector().bridge('savedSearch.run', { searchId: '999' })).rejects.toMatchObject({
      code: 'not_found',
      message: 'That search or mass update does not exist.',
      netsuiteCode: 'INVALID_SEARCH',
    });
    await expect(connector().bridge('savedSearch.create', { definition: DEFINITION })).rejects.toMatchObject({
      code: 'invalid_request',
      netsuiteCode: 'SSS_INVALID_SRCH_FILTER',
    });
  });

  it('tells an account without the RESTlet deployed', async () => {
    fake.script(
      restletAnswer(400, {
        error: {
          code: 'SSS_INVALID_SCRIPTLET_ID',
          message: 'That Suitelet is invalid, disabled, or no longer exists.',
        },
      }),
    );
    await expect(connector().bridge('savedSearch.list', {})).rejects.toMatchObject({
      code: 'bridge_not_installed',
      status: 400,
    });
  });

  it('reports an answer outside the contract as a protocol error', async () => {
    fake.bridgeAnswer = () => ({ status: 200, body: { rows: [] } });
    await expect(connector().bridge('savedSearch.list', {})).rejects.toMatchObject({ code: 'protocol_error' });
  });

  it('retries a read after a 502, but never a create whose answer was lost', async () => {
    fake.bridgeAnswer = () => ({ status: 200, body: { items: [] } });
    fake.script(answerError(502));
    expect(await connector().bridge('savedSearch.list', {})).toEqual({ items: [] });
    expect(fake.received).toHaveLength(2);

    fake.bridgeAnswer = () => ({ status: 200, body: { searchId: '7', scriptId: 'customsearch_open_invoices' } });
    fake.script(workThenBadGateway);
    await expect(connector().bridge('savedSearch.create', { definition: DEFINITION })).rejects.toMatchObject({
      code: 'unavailable',
      retryable: false,
    });
    expect(fake.received).toHaveLength(3);
  });

  it('retries a create NetSuite refused with 429', async () => {
    fake.bridgeAnswer = () => ({ status: 200, body: { searchId: '7', scriptId: 'customsearch_open_invoices' } });
    fake.script(answerError(429));
    expect(await connector().bridge('savedSearch.create', { definition: DEFINITION })).toEqual({
      searchId: '7',
      scriptId: 'customsearch_open_invoices',
    });
    expect(fake.received).toHaveLength(2);
  });
});
