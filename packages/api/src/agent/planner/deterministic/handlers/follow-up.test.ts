import { describe, expect, it } from 'vitest';
import type { QuerySpec } from '../../../netsuite/query-spec.ts';
import type { RecordKind } from '../../../netsuite/record-catalog.ts';
import { normalize } from '../deterministic-planner.ts';
import type { PlannerState } from '../planner-state.ts';
import { wordsToDigits } from '../text/numbers.ts';
import { readRequest } from '../understand/read-request.ts';
import { TEST_TODAY } from '../understand/reading.testing.ts';
import { narrowsListedEntities, orderAfterList, ranksPartiesOfShown } from './follow-up.ts';

/** A follow-up read as the planner reads it, after a list of `listed`. */
const read = (text: string, listed?: RecordKind) =>
  readRequest(wordsToDigits(normalize(text)), TEST_TODAY, listed ? { listed } : {});

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

describe('narrowsListedEntities', () => {
  const customers: QuerySpec = { record: 'customer', filters: [] };

  it.each([
    'only those with more than 3 invoices this year',
    'which of them have at least 2 sales orders',
    'just the ones with fewer than 5 invoices',
  ])('reads "%s" after a list of customers as customers counted by their transactions', (text) => {
    const narrowed = narrowsListedEntities(read(text, 'customer'), customers);
    expect(narrowed?.main.kind).toBe('customer');
    expect(['invoice', 'salesOrder']).toContain(narrowed?.other.kind);
  });

  it.each([
    ['which of them do we have open bills with?', 'vendor', 'vendorBill'],
    ['which of those have overdue invoices', 'customer', 'invoice'],
    ['any of these on open sales orders?', 'customer', 'salesOrder'],
  ] as const)('reads "%s" as the %s shown that have such transactions', (text, listed, kind) => {
    const narrowed = narrowsListedEntities(read(text, listed), { record: listed, filters: [] });
    expect(narrowed?.main.kind).toBe(listed);
    expect(narrowed?.other.kind).toBe(kind);
  });

  it("is nothing for a transaction that is not the listed entities' own", () => {
    expect(narrowsListedEntities(read('which of them have open bills', 'customer'), customers)).toBeUndefined();
  });

  it('is nothing when the words name their own entities, or after a list of transactions', () => {
    expect(narrowsListedEntities(read('vendors with more than 3 bills', 'customer'), customers)).toBeUndefined();
    const invoices: QuerySpec = { record: 'invoice', filters: [] };
    expect(narrowsListedEntities(read('only those with more than 3 invoices', 'invoice'), invoices)).toBeUndefined();
  });
});

describe('ranksPartiesOfShown', () => {
  const billsThisYear: QuerySpec = {
    record: 'vendorBill',
    filters: [{ kind: 'date', field: 'date', from: '2026-01-01', to: '2026-12-31', label: 'this year' }],
  };
  const byVendor = { record: 'vendorBill', groupBy: 'vendor' } as const;

  it('ranks the parties of the bills shown when the words say no period and no measure', () => {
    expect(ranksPartiesOfShown(byVendor, billsThisYear, read('which vendors are the biggest? top 5'))).toBe(true);
    expect(ranksPartiesOfShown(byVendor, billsThisYear, read('top 3 suppliers'))).toBe(true);
  });

  it('leaves a ranking that says its own period or measure alone', () => {
    expect(ranksPartiesOfShown(byVendor, billsThisYear, read('top 5 vendors last year'))).toBe(false);
    expect(ranksPartiesOfShown(byVendor, billsThisYear, read('top 5 vendors by spend'))).toBe(false);
    expect(ranksPartiesOfShown({ record: 'invoice', groupBy: 'customer' }, billsThisYear, read('top customers'))).toBe(
      false,
    );
  });
});
