import { describe, expect, it } from 'vitest';
import { readItemStock } from './item-stock.ts';

describe('readItemStock', () => {
  it.each([
    ['how many nw-1005 do we have on hand', 'onhand'],
    ['nw-1022 on hand', 'onhand'],
    ['how many nw-1005 in stock', 'onhand'],
    ['nw-1044 stock by location', 'onhand'],
    ['how many nw-1010 do we have in each warehouse', 'onhand'],
    ['break nw-1025 down by warehouse', 'onhand'],
    ['how many nw-1010 are available at the west coast warehouse', 'available'],
    ['how many nw-1010 are on hand but not committed', 'available'],
    ['units of nw-1044 on order', 'onorder'],
    ['warehouses with fewer than 5 nw-1010 available', 'available'],
  ])('%s asks for the %s quantity of one item', (text, measure) => {
    expect(readItemStock(text)).toMatchObject({ measure });
  });

  it('reads "not committed" as available, leaving no negation to ask about', () => {
    expect(readItemStock('how many nw-1010 are on hand but not committed')?.rest).toBe('how many are available');
  });

  it('reads "there" as the location of the last answer', () => {
    expect(readItemStock('how many nw-1044 are on hand there')).toMatchObject({
      item: { code: 'NW-1044' },
      there: true,
    });
  });

  it.each([
    ['how many refined wooden bike are available at west coast', 'refined wooden bike', 'available'],
    ['how many of the sleek steel bike do we have', 'sleek steel bike', 'onhand'],
    ['stock levels for the gorgeous steel chair at toronto', 'gorgeous steel chair', 'onhand'],
    ['elegant ceramic computer stock by location', 'elegant ceramic computer', 'onhand'],
  ])('%s names the item "%s" and asks for its %s quantity', (text, name, measure) => {
    expect(readItemStock(text)).toMatchObject({ item: { name }, measure });
  });

  it('reads a follow-up without an item as about the item shown last', () => {
    expect(readItemStock('and how many are on order', { code: 'NW-1004' })).toMatchObject({
      item: { code: 'NW-1004' },
      measure: 'onorder',
    });
    expect(readItemStock('how many invoices are open', { code: 'NW-1004' })).toBeUndefined();
  });

  it.each([
    'how many nw-1005 did we sell last month',
    'purchase orders with nw-1010',
    'nw-1010 price',
    'order 10 nw-1010',
    'how many nw-1005 and nw-1006 on hand',
    'items with less than 5 available',
    'how many items are available at west coast',
    "what's running low on stock",
    'low stock at the east coast warehouse',
    'how many invoices do we have',
    'move 2 nw-1044 from the east coast warehouse',
  ])('%s is no question about one item’s stock', (text) => {
    expect(readItemStock(text)).toBeUndefined();
  });
});
