import { beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeNetsuite,
  FAKE_CONFIG,
  type FakeNetsuite,
  fakeClock,
  type ScriptedStep,
} from './fake-netsuite.fixture.ts';
import { createNetsuiteConnector } from './netsuite-connector.ts';

const answerJson =
  (body: unknown): ScriptedStep =>
  (c) =>
    c.json(body);

describe('suiteql', () => {
  let fake: FakeNetsuite;
  beforeEach(() => {
    fake = createFakeNetsuite();
    fake.suiteqlRows = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), companyname: `Customer ${i + 1}` }));
  });
  const connector = () => createNetsuiteConnector(FAKE_CONFIG, { fetch: fake.fetch, ...fakeClock() });
  const pagesAsked = () => fake.received.map((request) => request.query);

  it('follows hasMore across pages, each signed and marked transient', async () => {
    const result = await connector().suiteql('SELECT id, companyname FROM customer', { pageSize: 10, maxRows: 100 });
    expect(result).toMatchObject({ totalResults: 25, truncated: false });
    expect(result.items.map((row) => row.id)).toEqual(fake.suiteqlRows.map((row) => row.id));
    expect(result.items[0]).toEqual({ id: '1', companyname: 'Customer 1' });
    expect(pagesAsked()).toEqual([
      { limit: '10', offset: '0' },
      { limit: '10', offset: '10' },
      { limit: '10', offset: '20' },
    ]);
    for (const request of fake.received) {
      expect(request.path).toBe('/services/rest/query/v1/suiteql');
      expect(request.headers.get('Prefer')).toBe('transient');
      expect(request.body).toEqual({ q: 'SELECT id, companyname FROM customer' });
    }
    expect(fake.refused).toEqual([]);
  });

  it('stops at the row cap, keeping offsets multiples of the limit, and says rows were left', async () => {
    const result = await connector().suiteql('SELECT id FROM customer', { pageSize: 10, maxRows: 15 });
    expect(result.items).toHaveLength(15);
    expect(result).toMatchObject({ totalResults: 25, truncated: true });
    expect(pagesAsked()).toEqual([
      { limit: '10', offset: '0' },
      { limit: '10', offset: '10' },
    ]);
  });

  it('asks for no more rows than the cap when the cap is under a page', async () => {
    const result = await connector().suiteql('SELECT id FROM customer', { maxRows: 5 });
    expect(result.items.map((row) => row.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(result.truncated).toBe(true);
    expect(pagesAsked()).toEqual([{ limit: '5', offset: '0' }]);
  });

  it('is not truncated when the cap meets the last row exactly', async () => {
    const result = await connector().suiteql('SELECT id FROM customer', { pageSize: 25, maxRows: 25 });
    expect(result).toMatchObject({ totalResults: 25, truncated: false });
  });

  it('answers an empty result', async () => {
    fake.suiteqlRows = [];
    expect(await connector().suiteql('SELECT id FROM customer WHERE 1 = 0')).toEqual({
      items: [],
      totalResults: 0,
      truncated: false,
    });
  });

  it('refuses an empty query and a bad row cap without calling NetSuite', async () => {
    await expect(connector().suiteql('  ')).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(connector().suiteql('SELECT 1', { maxRows: 0 })).rejects.toThrow(RangeError);
    await expect(connector().suiteql('SELECT 1', { pageSize: 1001 })).rejects.toThrow(RangeError);
    expect(fake.received).toEqual([]);
  });

  it('reports an answer not in NetSuite shape as a protocol error', async () => {
    fake.script(answerJson({ rows: [] }));
    await expect(connector().suiteql('SELECT id FROM customer')).rejects.toMatchObject({ code: 'protocol_error' });
  });

  it('does not loop when NetSuite promises more rows and sends none', async () => {
    fake.script(answerJson({ links: [], count: 0, hasMore: true, offset: 0, totalResults: 3, items: [] }));
    await expect(connector().suiteql('SELECT id FROM customer')).rejects.toMatchObject({ code: 'protocol_error' });
    expect(fake.received).toHaveLength(1);
  });
});
