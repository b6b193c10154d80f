import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerError,
  createFakeNetsuite,
  FAKE_CONFIG,
  type FakeNetsuite,
  fakeClock,
  workThenBadGateway,
} from './fake-netsuite.fixture.ts';
import { createNetsuiteConnector } from './netsuite-connector.ts';

describe('records', () => {
  let fake: FakeNetsuite;
  beforeEach(() => {
    fake = createFakeNetsuite();
    fake.records.set(
      'customer',
      new Map(
        Array.from({ length: 7 }, (_, i) => {
          const id = String(i + 1);
          return [id, { id, externalId: `crm-${id}`, companyName: `Customer ${id}`, email: `c${id}@example.com` }];
        }),
      ),
    );
  });
  const connector = () => createNetsuiteConnector(FAKE_CONFIG, { fetch: fake.fetch, ...fakeClock() });
  const customer = (id: string) => fake.records.get('customer')?.get(id);

  it('gets a record by internal id or external id, without its links', async () => {
    const expected = { id: '3', externalId: 'crm-3', companyName: 'Customer 3', email: 'c3@example.com' };
    expect(await connector().getRecord('customer', '3')).toEqual(expected);
    expect(await connector().getRecord('customer', { externalId: 'crm-3' })).toEqual(expected);
    expect(fake.received.map((request) => request.path)).toEqual([
      '/services/rest/record/v1/customer/3',
      '/services/rest/record/v1/customer/eid:crm-3',
    ]);
  });

  it('passes fields and expandSubResources in the signed query', async () => {
    await connector().getRecord('customer', '3', { fields: ['companyName', 'email'], expandSubResources: true });
    expect(fake.received[0]?.query).toEqual({ fields: 'companyName,email', expandSubResources: 'true' });
  });

  it('lists ids page by page up to the cap', async () => {
    const all = await connector().listRecords('customer', { pageSize: 3 });
    expect(all).toEqual({
      items: ['1', '2', '3', '4', '5', '6', '7'].map((id) => ({ id })),
      totalResults: 7,
      truncated: false,
    });
    const capped = await connector().listRecords('customer', { pageSize: 3, maxRows: 4, q: 'email CONTAIN "c"' });
    expect(capped).toMatchObject({ totalResults: 7, truncated: true });
    expect(capped.items).toHaveLength(4);
    expect(fake.received.at(-1)?.query).toEqual({ limit: '3', offset: '3', q: 'email CONTAIN "c"' });
  });

  it('updates only the fields given', async () => {
    await connector().updateRecord('customer', '2', { email: 'new@example.com' });
    expect(customer('2')).toEqual({
      id: '2',
      externalId: 'crm-2',
      companyName: 'Customer 2',
      email: 'new@example.com',
    });
    expect(fake.received[0]).toMatchObject({ method: 'PATCH', body: { email: 'new@example.com' } });
  });

  it('upserts by external id: creates, then replaces the same record', async () => {
    const created = await connector().upsertRecord('customer', 'crm-new', { companyName: 'New Co' });
    const again = await connector().upsertRecord('customer', 'crm-new', { companyName: 'New Co Renamed' });
    expect(again).toEqual(created);
    expect(customer(created.id)).toEqual({ id: created.id, externalId: 'crm-new', companyName: 'New Co Renamed' });
  });

  it('finds the id of an upsert answered without a Location', async () => {
    fake.script(async (_c, proceed) => {
      await proceed();
      return new Response(null, { status: 204 });
    });
    expect(await connector().upsertRecord('customer', 'crm-5', { companyName: 'Five' })).toEqual({ id: '5' });
  });

  it('deletes, and takes a 404 after a lost answer as done', async () => {
    await connector().deleteRecord('customer', '1');
    expect(customer('1')).toBeUndefined();
    fake.script(workThenBadGateway);
    await connector().deleteRecord('customer', { externalId: 'crm-2' });
    expect(customer('2')).toBeUndefined();
    expect(fake.received.map((request) => request.method)).toEqual(['DELETE', 'DELETE', 'DELETE']);
  });

  it('reports deleting what never existed as not_found', async () => {
    await expect(connector().deleteRecord('customer', '999')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('reads a record type schema from the metadata catalog', async () => {
    const schema = await connector().recordMetadata('customer');
    expect(schema.properties).toHaveProperty('companyName');
    expect(fake.received[0]?.headers.get('Accept')).toBe('application/schema+json');
  });

  it('retries a read after a 503', async () => {
    fake.script(answerError(503));
    expect(await connector().getRecord('customer', '1')).toMatchObject({ id: '1' });
    expect(fake.received).toHaveLength(2);
  });
});
