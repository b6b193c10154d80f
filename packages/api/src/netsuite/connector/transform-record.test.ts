import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerError,
  createFakeNetsuite,
  dropConnection,
  FAKE_CONFIG,
  type FakeNetsuite,
  fakeClock,
  type ScriptedStep,
  workThenBadGateway,
  workThenDropConnection,
} from './fake-netsuite.fixture.ts';
import { createNetsuiteConnector } from './netsuite-connector.ts';

const PARTIAL = { item: { items: [{ orderLine: 1, quantity: 4 }] } };

describe('transformRecord', () => {
  let fake: FakeNetsuite;
  let externalIds: number;
  beforeEach(() => {
    fake = createFakeNetsuite();
    fake.records.set('purchaseorder', new Map([['7', { id: '7', externalId: 'po-7', tranId: 'PO1007' }]]));
    externalIds = 0;
  });
  const connector = () =>
    createNetsuiteConnector(FAKE_CONFIG, {
      fetch: fake.fetch,
      newExternalId: () => {
        externalIds += 1;
        return `generated-${externalIds}`;
      },
      ...fakeClock(),
    });
  const receipts = () => [...(fake.records.get('itemreceipt')?.values() ?? [])];
  const calls = () => fake.received.map((request) => `${request.method} ${request.path}`);

  it('posts the body with a generated external id and returns the new record from Location', async () => {
    const made = await connector().transformRecord('purchaseOrder', '7', 'itemReceipt', PARTIAL);
    expect(made).toEqual({ id: '101', externalId: 'generated-1' });
    expect(receipts()).toEqual([{ ...PARTIAL, externalId: 'generated-1', createdFrom: { id: '7' }, id: '101' }]);
    expect(calls()).toEqual(['POST /services/rest/record/v1/purchaseOrder/7/!transform/itemReceipt']);
  });

  it("names the source by external id, keeps the caller's external id, and passes replace", async () => {
    const made = await connector().transformRecord('purchaseorder', { externalId: 'po-7' }, 'itemreceipt', PARTIAL, {
      externalId: 'rcpt-1',
      replace: ['item'],
    });
    expect(made).toEqual({ id: '101', externalId: 'rcpt-1' });
    expect(calls()).toEqual(['POST /services/rest/record/v1/purchaseorder/eid:po-7/!transform/itemreceipt']);
    expect(fake.received[0]?.query).toEqual({ replace: 'item' });
    expect(await connector().transformRecord('purchaseorder', '7', 'vendorbill')).toMatchObject({
      externalId: 'generated-1',
    });
    expect(fake.received[1]?.body).toEqual({ externalId: 'generated-1' });
  });

  it.each<[string, ScriptedStep]>([
    ['a 502 from a gateway', workThenBadGateway],
    ['a dropped connection', workThenDropConnection],
  ])('finds the record a lost answer made, after %s, and transforms only once', async (_, losesTheAnswer) => {
    fake.script(losesTheAnswer);
    const made = await connector().transformRecord('purchaseorder', '7', 'itemreceipt', PARTIAL);
    expect(made).toEqual({ id: '101', externalId: 'generated-1' });
    expect(receipts()).toHaveLength(1);
    expect(calls()).toEqual([
      'POST /services/rest/record/v1/purchaseorder/7/!transform/itemreceipt',
      'GET /services/rest/record/v1/itemreceipt/eid:generated-1',
    ]);
  });

  it('transforms again when the lost attempt made nothing', async () => {
    fake.script(dropConnection);
    expect(await connector().transformRecord('purchaseorder', '7', 'itemreceipt')).toMatchObject({ id: '101' });
    expect(receipts()).toHaveLength(1);
    expect(calls()).toEqual([
      'POST /services/rest/record/v1/purchaseorder/7/!transform/itemreceipt',
      'GET /services/rest/record/v1/itemreceipt/eid:generated-1',
      'POST /services/rest/record/v1/purchaseorder/7/!transform/itemreceipt',
    ]);
  });

  it("does not retry NetSuite's refusal, and reports it with NetSuite's code", async () => {
    fake.script(answerError(400, 'INVALID_INITIALIZE_REF', 'You can not initialize itemreceipt: invalid reference 7.'));
    await expect(connector().transformRecord('purchaseorder', '7', 'itemreceipt')).rejects.toMatchObject({
      code: 'invalid_request',
      netsuiteCode: 'INVALID_INITIALIZE_REF',
      message: 'You can not initialize itemreceipt: invalid reference 7.',
    });
    expect(calls()).toHaveLength(1);
    expect(receipts()).toHaveLength(0);
  });

  it('refuses a type or key that could steer the path, before sending anything', async () => {
    await expect(connector().transformRecord('purchaseorder', '7', 'itemreceipt/../../x')).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await expect(connector().transformRecord('purchaseorder', '7/..', 'itemreceipt')).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(calls()).toEqual([]);
  });
});
