import { describe, expect, it } from 'vitest';
import { read } from './reading.testing.ts';

describe('stock quantities, never the price', () => {
  it.each([
    ['items with less than 5 available', 'available', 'lt', 5],
    ['items with fewer than 10 on hand', 'onhand', 'lt', 10],
    ['products with at least 20 units available', 'available', 'gte', 20],
    ['items with no more than 3 in stock', 'available', 'lte', 3],
    ['items where quantity on hand is over 100', 'onhand', 'gt', 100],
    ['skus with 50 or more in stock', 'available', 'gte', 50],
    ['items with more than 5 on order', 'onorder', 'gt', 5],
    ['items with over 2 backordered', 'backordered', 'gt', 2],
  ])('%s', (prompt, measure, comparator, value) => {
    const reading = read(prompt);
    expect(reading.stock.quantities).toEqual([{ measure, comparator, value }]);
    expect(reading.money).toEqual([]);
  });

  it.each([
    "items at or under the reorder point that we don't have on order",
    'items with nothing on order',
    'products not on order',
  ])('"%s" has none on order', (prompt) => {
    const reading = read(prompt);
    expect(reading.stock.quantities).toContainEqual({ measure: 'onorder', comparator: 'eq', value: 0 });
    expect(reading.unreadNegations).toEqual([]);
  });

  it('leaves money as money', () => {
    const reading = read('items priced under 5');
    expect(reading.stock.quantities).toEqual([]);
    expect(reading.money).toMatchObject([{ comparator: 'lt', value: 5, cued: true }]);
  });

  it('marks a bare number as said without its unit', () => {
    expect(read('items under 5').money).toMatchObject([{ comparator: 'lt', value: 5, cued: false }]);
  });
});

describe('stock as the subject', () => {
  it.each(['inventory at Manchester', 'what stock do we have at the Toronto warehouse', 'stock levels in Toronto'])(
    '"%s" asks about stock',
    (prompt) => {
      expect(read(prompt).stock.subject).toBe(true);
    },
  );

  it('leaves "inventory items" to be read as items', () => {
    const reading = read('inventory items priced over 100');
    expect(reading.stock.subject).toBe(false);
    expect(reading.records.map((found) => found.kind)).toEqual(['item']);
  });
});

describe('stock states', () => {
  it.each([
    ['which inventory items are low on stock?', 'low'],
    ['items running low', 'low'],
    ['what needs reordering?', 'low'],
    ['items at their reorder point', 'low'],
    ['stock below reorder point', 'below_reorder'],
    ['items that fell below the reorder level', 'below_reorder'],
    ['out of stock items', 'out'],
    ['items with no stock', 'out'],
    ['products not in stock', 'out'],
    ['items in stock', 'in'],
  ])('%s', (prompt, state) => {
    const reading = read(prompt);
    expect(reading.stock.state).toBe(state);
    expect(reading.unreadNegations).toEqual([]);
  });

  it.each(['inventory by warehouse', 'stock per location', 'quantities at each warehouse'])(
    '"%s" is one row per item and location',
    (prompt) => {
      expect(read(prompt).stock.byLocation).toBe(true);
    },
  );
});
