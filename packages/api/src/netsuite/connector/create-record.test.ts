import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerError,
  createFakeNetsuite,
  dropConnection,
  FAKE_CONFIG,
  type FakeNetsuite,
  fakeClock,
  hang,
  type ScriptedStep,
  workThenBadGateway,
  workThenDropConnection,
} from './fake-netsuite.fixture.ts';
import { createNetsuiteConnector } from './netsuite-connector.ts';

const ACME = { companyName: 'Acme Ltd', subsidiary: { id: '1' } };

describe('createRecord', () => {
  let fake: FakeNetsuite;
  let externalIds: number;
  beforeEach(() => {
    fake = createFakeNetsuite();
    externalIds = 0;
  });
  const connector = (options: { timeoutMs?: number } = {}) =>
    createNetsuiteConnector(FAKE_CONFIG, {
      fetch: fake.fetch,
      newExternalId: () => {
        externalIds += 1;
        return `generated-${externalIds}`;
      },
      ...fakeClock(),
      ...options,
    });
  const customers = () => [...(fake.records.get('customer')?.values() ?? [])];
  const calls = () => fake.received.map((request) => `${request.method} ${request.path}`);

  it('posts the record with a generated external id and returns the id from Location', async () => {
    const created = await connector().createRecord('customer', ACME);
    expect(created).toEqual({ id: '101', externalId: 'generated-1' });
    expect(customers()).toEqual([{ ...ACME, externalId: 'generated-1', id: '101' }]);
    expect(calls()).toEqual(['POST /services/rest/record/v1/customer']);
  });

  it("keeps the caller's external id, from the options or the body", async () => {
    expect(await connector().createRecord('customer', ACME, { externalId: 'crm-1' })).toMatchObject({
      externalId: 'crm-1',
    });
    expect(await connector().createRecord('customer', { ...ACME, externalId: 'crm-2' })).toMatchObject({
      externalId: 'crm-2',
    });
    expect(customers().map((record) => record.externalId)).toEqual(['crm-1', 'crm-2']);
  });

  it.each<[string, ScriptedStep]>([
    ['a 502 from a gateway', workThenBadGateway],
    ['a dropped connection', workThenDropConnection],
  ])('finds the record a lost answer created, after %s, and makes no duplicate', async (_, losesTheAnswer) => {
    fake.script(losesTheAnswer);
    const created = await connector().createRecord('customer', ACME);
    expect(created).toEqual({ id: '101', externalId: 'generated-1' });
    expect(customers()).toHaveLength(1);
    expect(calls()).toEqual([
      'POST /services/rest/record/v1/customer',
      'GET /services/rest/record/v1/customer/eid:generated-1',
    ]);
  });

  it('finds the record after a timeout that let the work finish', async () => {
    fake.script(async (c, proceed) => {
      await proceed();
      return hang(c, proceed);
    });
    expect(await connector({ timeoutMs: 20 }).createRecord('customer', ACME)).toMatchObject({ id: '101' });
    expect(customers()).toHaveLength(1);
  });

  it('posts again when the lost attempt created nothing', async () => {
    fake.script(dropConnection);
    expect(await connector().createRecord('customer', ACME)).toEqual({ id: '101', externalId: 'generated-1' });
    expect(customers()).toHaveLength(1);
    expect(calls()).toEqual([
      'POST /services/rest/record/v1/customer',
      'GET /services/rest/record/v1/customer/eid:generated-1',
      'POST /services/rest/record/v1/customer',
    ]);
  });

  it('looks once more after the last attempt lost its answer too', async () => {
    fake.script(workThenBadGateway, answerError(503), answerError(503), answerError(503));
    expect(await connector().createRecord('customer', ACME)).toEqual({ id: '101', externalId: 'generated-1' });
    expect(customers()).toHaveLength(1);
  });

  it('retries a 429 without looking: NetSuite refused it before creating anything', async () => {
    fake.script(answerError(429, 'CONCURRENCY_LIMIT_EXCEEDED', 'Too many requests.', { 'Retry-After': '1' }));
    expect(await connector().createRecord('customer', ACME)).toMatchObject({ id: '101' });
    expect(calls()).toEqual(['POST /services/rest/record/v1/customer', 'POST /services/rest/record/v1/customer']);
  });

  it('reports unavailable when every attempt failed and nothing was created', async () => {
    const refuse = answerError(503);
    fake.script(...Array.from({ length: 9 }, () => refuse));
    await expect(connector().createRecord('customer', ACME)).rejects.toMatchObject({ code: 'unavailable' });
    expect(customers()).toHaveLength(0);
  });

  it('does not retry a refused record', async () => {
    fake.script(answerError(400, 'USER_ERROR', 'Please enter value(s) for: Company Name'));
    await expect(connector().createRecord('customer', {})).rejects.toMatchObject({ code: 'invalid_request' });
    expect(calls()).toEqual(['POST /services/rest/record/v1/customer']);
  });

  it('reports a create answered without a Location as a protocol error', async () => {
    fake.script(() => new Response(null, { status: 204 }));
    await expect(connector().createRecord('customer', ACME)).rejects.toMatchObject({ code: 'protocol_error' });
  });
});
