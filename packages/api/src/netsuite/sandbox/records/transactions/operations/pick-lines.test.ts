import { describe, expect, it } from 'vitest';
import type { StoredLine } from '../state/stored-transaction.ts';
import { type Candidate, pickLines } from './pick-lines.ts';

function candidate(id: number, left: number): Candidate {
  const line = { id, itemId: `NW-${1000 + id}` } as Partial<StoredLine> as StoredLine;
  return { line, left };
}

const OPTIONS = { replace: false, verb: 'receive', locations: true };
const lines = [candidate(1, 10), candidate(2, 5), candidate(3, 0)];
const picked = (overrides: Parameters<typeof pickLines>[1], options = OPTIONS) =>
  pickLines(lines, overrides, options).map(({ line, quantity, location }) => ({ line: line.id, quantity, location }));

describe('pickLines', () => {
  it('takes every line with something left, whole, when the body names none', () => {
    expect(picked([])).toEqual([
      { line: 1, quantity: 10, location: undefined },
      { line: 2, quantity: 5, location: undefined },
    ]);
  });

  it('takes less of a named line, leaves out a line not received, and keeps the others whole', () => {
    expect(
      picked([
        { orderLine: 1, quantity: 4, location: 2 },
        { orderLine: 2, itemReceive: false },
      ]),
    ).toEqual([{ line: 1, quantity: 4, location: 2 }]);
    expect(picked([{ orderLine: 2, quantity: 0 }])).toEqual([{ line: 1, quantity: 10, location: undefined }]);
  });

  it('takes only the named lines with replace', () => {
    expect(picked([{ orderLine: 2 }], { ...OPTIONS, replace: true })).toEqual([
      { line: 2, quantity: 5, location: undefined },
    ]);
  });

  it('refuses more than is left, naming the quantity at fault', () => {
    expect(() => picked([{ orderLine: 2, quantity: 6 }])).toThrow(
      expect.objectContaining({
        details: [expect.objectContaining({ 'o:errorCode': 'USER_ERROR', 'o:errorPath': 'item.items[0].quantity' })],
      }),
    );
    expect(() => picked([{ orderLine: 3, quantity: 1 }])).toThrow(/only 0 remain to receive on order line 3/);
  });

  it('refuses a line the source does not have, a line named twice, and a location where none may be given', () => {
    expect(() => picked([{ orderLine: 9 }])).toThrow(
      /Invalid Field Value 9 for the following field: item.items\[0\]\.orderLine/,
    );
    expect(() => picked([{ orderLine: 1 }, { orderLine: 1 }])).toThrow(/item.items\[1\]\.orderLine/);
    expect(() => picked([{ orderLine: 1, location: 2 }], { ...OPTIONS, locations: false })).toThrow(
      /item.items\[0\]\.location/,
    );
  });
});
