import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetsuiteConnector } from '../../../netsuite/connector/index.ts';
import { openConnectorSandbox, sandboxConnector } from '../../../netsuite/connector/sandbox-connector.fixture.ts';
import type { TestSandbox } from '../../../netsuite/sandbox/testing/test-sandbox.ts';
import type { ToolContext } from '../tool-context.ts';
import { testToolContext } from '../tool-runner.fixture.ts';
import { createRecord } from './create-record.ts';
import { createPurchaseOrder } from './processes/create-order.ts';
import { receivePurchaseOrder } from './processes/transform-document.ts';

/**
 * Each write's `recover` finds what its own `run` made under the same confirmation, and nothing
 * before it ran: the look-up a turn makes after the process died mid-write.
 */
describe('recovering what a confirmed write made', () => {
  let sandbox: TestSandbox;
  let connector: NetsuiteConnector;
  beforeAll(async () => {
    sandbox = await openConnectorSandbox();
    connector = sandboxConnector(sandbox);
  });
  afterAll(() => sandbox?.close());

  const contextFor = (actionId: string): ToolContext => testToolContext({ netsuite: async () => connector, actionId });
  const firstId = async (query: string) => String((await connector.suiteql(query)).items[0]?.id);

  it('a record', async () => {
    const context = contextFor('7a1b2c3d-0000-4000-8000-000000000001');
    const input = { recordType: 'customer', fields: { companyName: 'Recovered Ltd', subsidiary: { id: '1' } } };
    expect(await createRecord.recover?.(input, context)).toBeUndefined();
    const made = await createRecord.run(input, context);
    expect(await createRecord.recover?.(input, context)).toEqual(made);
  });

  it('a purchase order, and the item receipt made from it', async () => {
    const vendor = await firstId('SELECT id FROM vendor ORDER BY id FETCH FIRST 1 ROWS ONLY');
    const item = await firstId("SELECT id FROM item WHERE itemtype = 'InvtPart' ORDER BY id FETCH FIRST 1 ROWS ONLY");
    const location = await firstId('SELECT id FROM location ORDER BY id FETCH FIRST 1 ROWS ONLY');
    const order = { partyId: vendor, locationId: location, lines: [{ itemId: item, quantity: 2, rate: 10 }] };
    const ordering = contextFor('7a1b2c3d-0000-4000-8000-000000000002');
    expect(await createPurchaseOrder.recover?.(order, ordering)).toBeUndefined();
    const made = await createPurchaseOrder.run(order, ordering);
    expect(await createPurchaseOrder.recover?.(order, ordering)).toEqual(made);

    const receipt = { sourceId: made.id };
    const receiving = contextFor('7a1b2c3d-0000-4000-8000-000000000003');
    expect(await receivePurchaseOrder.recover?.(receipt, receiving)).toBeUndefined();
    const received = await receivePurchaseOrder.run(receipt, receiving);
    expect(await receivePurchaseOrder.recover?.(receipt, receiving)).toEqual(received);
  });
});
