import type { TestSandbox } from '../../testing/test-sandbox.ts';
import { type RecordClient, recordClient } from '../record-client.testing.ts';

/** Calls of the transaction routes for this folder's tests, and parties and items of their own. */

export interface Parties {
  readonly vendor: number;
  readonly customer: number;
  /** A new inventory item: nothing on hand anywhere until a test receives some. */
  readonly item: number;
  readonly itemId: string;
  /** A service item of the generated company: billed without fulfilment. */
  readonly service: number;
}

export interface TransactionClient extends RecordClient {
  /** Transforms and answers the new record's id, failing unless the answer is a 204 naming it. */
  transform(from: string, id: number, to: string, body?: Record<string, unknown>, query?: string): Promise<number>;
  transformResponse(
    from: string,
    id: number | string,
    to: string,
    body?: Record<string, unknown>,
    query?: string,
  ): Promise<Response>;
  /** A vendor and a customer of the US subsidiary on Net 30, and a new inventory item. */
  parties(tag: string): Promise<Parties>;
}

export function transactionClient(sandbox: TestSandbox): TransactionClient {
  const client = recordClient(sandbox);
  const transformResponse: TransactionClient['transformResponse'] = (from, id, to, body, query = '') =>
    client.send('POST', `/${from}/${id}/!transform/${to}${query}`, body);
  return {
    ...client,
    transformResponse,
    transform: async (from, id, to, body, query) => {
      const response = await transformResponse(from, id, to, body, query);
      if (response.status !== 204) {
        throw new Error(`${from} ${id} to ${to} answered ${response.status}: ${await response.text()}`);
      }
      const location = response.headers.get('Location') ?? '';
      const match = new RegExp(`/services/rest/record/v1/${to}/(\\d+)$`, 'i').exec(location);
      if (!match) throw new Error(`${from} ${id} to ${to} answered the Location '${location}'.`);
      return Number(match[1]);
    },
    parties: async (tag) => {
      const [service] = await client.rows<{ id: number }>(
        `select id from item where itemtype = 'Service' and isinactive = 'F' order by id limit 1`,
      );
      const itemId = `TEST-${tag}`;
      return {
        vendor: await client.create('vendor', {
          companyName: `${tag} Supplies`,
          subsidiary: { id: 1 },
          terms: { id: 2 },
        }),
        customer: await client.create('customer', {
          companyName: `${tag} Stores`,
          subsidiary: { id: 1 },
          terms: { id: 2 },
        }),
        item: await client.create('inventoryitem', { itemId, basePrice: 25, cost: 10 }),
        itemId,
        service: service?.id ?? 0,
      };
    },
  };
}
