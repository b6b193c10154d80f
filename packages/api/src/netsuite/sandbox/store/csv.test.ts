import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes every string, so an empty string stays apart from null', () => {
    const rows = [
      { id: 1, memo: '', note: null },
      { id: 2, memo: 'Smith, "Jones" & Co\nline two', note: 'x' },
    ];
    expect(toCsv(rows, ['id', 'memo', 'note'])).toBe('1,"",\n2,"Smith, ""Jones"" & Co\nline two","x"\n');
  });

  it('writes fields in the order of the columns given, not of the row', () => {
    expect(toCsv([{ b: 2, a: 1.5 }], ['a', 'b'])).toBe('1.5,2\n');
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([], ['a'])).toBe('');
  });

  it('refuses values COPY would misread', () => {
    expect(() => toCsv([{ a: Number.NaN }], ['a'])).toThrow(RangeError);
    expect(() => toCsv([{ a: true }], ['a'])).toThrow(TypeError);
    expect(() => toCsv([{}], ['a'])).toThrow(TypeError);
  });
});
