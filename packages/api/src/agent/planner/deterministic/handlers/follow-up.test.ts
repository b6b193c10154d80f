import { describe, expect, it } from 'vitest';
import type { PlannerState } from '../planner-state.ts';
import { orderAfterList } from './follow-up.ts';

const purchaseOrdersOfMoore: PlannerState = {
  last: {
    kind: 'query',
    query: {
      record: 'purchaseOrder',
      filters: [{ kind: 'party', party: 'vendor', id: '12', name: 'Moore Inc' }],
    },
  },
};

describe('orderAfterList', () => {
  it('reads "create another one" after a list of orders as a new order for the same party', () => {
    expect(orderAfterList('create another one for 9 units of nw-1015', purchaseOrdersOfMoore)).toEqual({
      step: 'purchase_order',
      party: { id: '12', name: 'Moore Inc', kind: 'vendor' },
    });
  });

  it('keeps the kind of order and leaves the party open when the list named none', () => {
    const salesOrders: PlannerState = { last: { kind: 'query', query: { record: 'salesOrder', filters: [] } } };
    expect(orderAfterList('add a new one with 2 x nw-1022', salesOrders)).toEqual({ step: 'sales_order' });
  });

  it.each([
    ['another one without a line', 'show another one'],
    ['a question about the list', 'which of them have 5 nw-1015'],
  ])('is no order for %s', (_, text) => {
    expect(orderAfterList(text, purchaseOrdersOfMoore)).toBeUndefined();
  });

  it('is no order after a list of something else', () => {
    const customers: PlannerState = { last: { kind: 'query', query: { record: 'customer', filters: [] } } };
    expect(orderAfterList('create another one for 9 units of nw-1015', customers)).toBeUndefined();
  });
});
