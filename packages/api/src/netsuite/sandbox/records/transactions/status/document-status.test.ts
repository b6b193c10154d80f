import { describe, expect, it } from 'vitest';
import { type OrderLineState, purchaseOrderStatus, salesOrderStatus, settledStatus } from './document-status.ts';

const line = (quantity: number, shipRecv: number, billed: number, needsShipping = true): OrderLineState => ({
  quantity,
  shipRecv,
  billed,
  needsShipping,
  closed: false,
});

describe('purchaseOrderStatus', () => {
  it.each<[string, OrderLineState[], string]>([
    ['nothing received', [line(10, 0, 0), line(5, 0, 0)], 'B'],
    ['some received, all of it billed', [line(10, 4, 4), line(5, 0, 0)], 'D'],
    ['some received, not yet billed', [line(10, 4, 0), line(5, 0, 0)], 'E'],
    ['all received, part billed', [line(10, 10, 4), line(5, 5, 0)], 'F'],
    ['all billed', [line(10, 10, 10), line(5, 5, 5)], 'G'],
  ])('%s', (_, lines, status) => {
    expect(purchaseOrderStatus(lines)).toBe(status);
  });

  it('leaves closed lines out', () => {
    expect(purchaseOrderStatus([line(10, 10, 10), { ...line(5, 0, 0), closed: true }])).toBe('G');
  });
});

describe('salesOrderStatus', () => {
  it.each<[string, OrderLineState[], string]>([
    ['nothing fulfilled', [line(3, 0, 0), line(2, 0, 0)], 'B'],
    ['part fulfilled and billed', [line(3, 1, 1), line(2, 0, 0)], 'D'],
    ['part fulfilled, not billed', [line(3, 1, 0), line(2, 0, 0)], 'E'],
    ['all fulfilled, none billed', [line(3, 3, 0), line(2, 2, 0)], 'F'],
    ['all fulfilled, part billed', [line(3, 3, 3), line(2, 2, 0)], 'F'],
    ['all billed', [line(3, 3, 3), line(2, 2, 2)], 'G'],
    ['services only, not billed', [line(4, 0, 0, false)], 'F'],
    ['part fulfilled with a service still to bill', [line(3, 1, 1), line(2, 0, 0), line(4, 0, 0, false)], 'E'],
  ])('%s', (_, lines, status) => {
    expect(salesOrderStatus('B', lines)).toBe(status);
  });

  it('keeps pending approval, cancelled and closed orders as they are', () => {
    for (const status of ['A', 'C', 'H']) expect(salesOrderStatus(status, [line(1, 1, 1)])).toBe(status);
  });
});

describe('settledStatus', () => {
  it('is open while anything is unpaid, then paid in full', () => {
    expect(settledStatus(1)).toBe('A');
    expect(settledStatus(0)).toBe('B');
  });
});
