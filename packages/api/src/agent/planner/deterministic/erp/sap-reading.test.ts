import { describe, expect, it } from 'vitest';
import { readSap } from './sap-reading.ts';

const TODAY = '2026-11-25';
const query = (words: string) => {
  const reading = readSap(words, TODAY);
  if (reading.kind !== 'query') throw new Error(`not a query: ${JSON.stringify(reading)}`);
  return reading.query;
};

describe('readSap', () => {
  it('reads documents by status, overdue and amount, whatever way "not closed" is said', () => {
    expect(query("sales orders that aren't closed yet").subject.filters).toEqual(["DocumentStatus eq 'bost_Open'"]);
    expect(query('open sales orders over 10,000').subject.filters).toEqual([
      "DocumentStatus eq 'bost_Open'",
      'DocTotal gt 10000',
    ]);
    expect(query('overdue ar invoices').subject).toMatchObject({
      entitySet: 'Invoices',
      filters: ["DocumentStatus eq 'bost_Open'", "DocDueDate lt '2026-11-25'"],
    });
    expect(query('open sos').subject.entitySet).toBe('Orders');
  });

  it('ranks business partners by balance and compares balances and stock', () => {
    expect(query('top 5 business partners by open balance')).toMatchObject({
      top: 5,
      subject: { entitySet: 'BusinessPartners', orderBy: 'CurrentAccountBalance desc' },
    });
    expect(query('business partners with a balance over 10,000').subject.filters).toEqual([
      'CurrentAccountBalance gt 10000',
    ]);
    expect(query('items with less then 30 in stock').subject.filters).toEqual(['QuantityOnStock lt 30']);
    expect(query('items not in stock at all').subject.filters).toEqual(['QuantityOnStock eq 0']);
  });

  it('reads stock by warehouse for an item by its code or its name', () => {
    expect(query('a00001 stock per warehouse')).toMatchObject({ byWarehouse: true, itemCode: 'A00001' });
    expect(query('how many laser printer 1200 do we have in each warehouse')).toMatchObject({
      byWarehouse: true,
      itemName: 'laser printer 1200',
    });
  });

  it('asks about a state, which business partners do not have, rather than answering without it', () => {
    expect(readSap('customers in texas', TODAY)).toMatchObject({ kind: 'unplaced', words: ['texas'] });
    expect(readSap('customers not in texas', TODAY)).toMatchObject({ kind: 'unplaced', words: ['not', 'texas'] });
    expect(readSap('open sales orders shipped by fedex', TODAY)).toMatchObject({
      kind: 'unplaced',
      words: ['shipped', 'fedex'],
    });
  });
});
