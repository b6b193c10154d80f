import { csvParseRows } from 'd3-dsv';
import { describe, expect, it } from 'vitest';
import { FORMULA_TRIGGER, tableCsvFile, tableToCsv } from './csv.ts';

const BOM = '\uFEFF';

function csvOf(rows: Record<string, unknown>[]): string {
  return tableToCsv({ columns: Object.keys(rows[0] ?? {}), rows });
}

/** The cells as a spreadsheet would read them back. */
function cellsOf(csv: string): string[][] {
  return csvParseRows(csv.replace(BOM, '').replace(/\r\n$/, '')).filter((row) => row.some((cell) => cell !== ''));
}

describe('tableToCsv', () => {
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    const csv = csvOf([{ id: 1, name: 'Acme' }]);
    expect(csv).toBe(`${BOM}id,name\r\n1,Acme\r\n`);
  });

  it('quotes commas, quotes and line breaks per RFC 4180', () => {
    const csv = csvOf([{ name: 'Smith, Jones & Co', memo: 'He said "net 30"', address: '1 Main St\nSuite 4' }]);
    expect(csv).toBe(`${BOM}name,memo,address\r\n"Smith, Jones & Co","He said ""net 30""","1 Main St\nSuite 4"\r\n`);
    expect(cellsOf(csv)[1]).toEqual(['Smith, Jones & Co', 'He said "net 30"', '1 Main St\nSuite 4']);
  });

  it('keeps non-ASCII text intact', () => {
    const csv = csvOf([{ name: 'Müller GmbH', city: 'Zürich', note: '東京 ✓ €5' }]);
    expect(cellsOf(csv)[1]).toEqual(['Müller GmbH', 'Zürich', '東京 ✓ €5']);
  });

  it.each(['=1+1', '=HYPERLINK("http://evil","x")', '+SUM(A1)', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', '-cmd|calc'])(
    'neutralises the formula-looking cell %j',
    (cell) => {
      const [, row] = cellsOf(csvOf([{ value: cell }]));
      expect(row?.[0]).toBe(`'${cell}`);
    },
  );

  it.each(['-120.50', '+44', '-5', '1,234.00', 'a=b', 'user@example.com'])(
    'leaves the ordinary cell %j alone',
    (cell) => {
      const [, row] = cellsOf(csvOf([{ value: cell }]));
      expect(row?.[0]).toBe(cell);
    },
  );

  it('writes numbers, empties and references as their text', () => {
    const csv = csvOf([{ id: 7, total: -42.5, memo: null, entity: { id: '3', refName: 'Acme' } }]);
    expect(cellsOf(csv)[1]).toEqual(['7', '-42.5', '', 'Acme']);
  });

  it('uses the columns given, in their order, even where a row lacks one', () => {
    const csv = tableToCsv({ columns: ['b', 'a'], rows: [{ a: 1, b: 2 }, { a: 3 }] });
    expect(cellsOf(csv)).toEqual([
      ['b', 'a'],
      ['2', '1'],
      ['', '3'],
    ]);
  });

  it('heads the columns with their labels and keeps the values machine-readable', () => {
    const csv = tableToCsv({
      columns: ['number', 'date', 'amount', 'currency', 'memo'],
      columnDetails: [
        { key: 'number', label: 'Number', kind: 'document' },
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'amount', label: 'Amount', kind: 'currency', currencyKey: 'currency' },
        { key: 'currency', label: 'Currency', kind: 'text' },
      ],
      rows: [{ number: 'INV1492', date: '2026-11-20', amount: 3812.84, currency: 'GBP', memo: 'rush' }],
    });
    expect(cellsOf(csv)).toEqual([
      ['Number', 'Date', 'Amount', 'Currency', 'memo'],
      ['INV1492', '2026-11-20', '3812.84', 'GBP', 'rush'],
    ]);
  });

  it('exposes the trigger pattern it uses', () => {
    expect(FORMULA_TRIGGER.test('=A1')).toBe(true);
    expect(FORMULA_TRIGGER.test('-10')).toBe(false);
  });
});

describe('tableCsvFile', () => {
  it('is named table-data-YYYY-MM-DD.csv on the local date', () => {
    const file = tableCsvFile({ columns: ['id'], rows: [{ id: 1 }] }, new Date(2026, 2, 5, 23, 59));
    expect(file).toEqual({
      fileName: 'table-data-2026-03-05.csv',
      mimeType: 'text/csv;charset=utf-8',
      content: `${BOM}id\r\n1\r\n`,
    });
  });
});
