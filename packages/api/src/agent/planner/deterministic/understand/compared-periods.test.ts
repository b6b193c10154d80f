import { describe, expect, it } from 'vitest';
import { readComparedPeriods } from './compared-periods.ts';
import { TEST_TODAY } from './reading.testing.ts';

const periods = (text: string) => readComparedPeriods(text, TEST_TODAY)?.periods.map(({ from, to }) => [from, to]);

describe('readComparedPeriods: ahead of or behind a period', () => {
  it.each(['are we ahead of last year on sales, year to date?', 'are we ahead of last year on sales?'])(
    'sets this year so far against the same days last year: %s',
    (text) => {
      expect(periods(text)).toEqual([
        ['2026-01-01', TEST_TODAY],
        ['2025-01-01', '2025-11-25'],
      ]);
    },
  );

  it('sets this month so far against the same days of last month', () => {
    expect(periods('are we behind last month on invoicing?')).toEqual([
      ['2026-11-01', TEST_TODAY],
      ['2026-10-01', '2026-10-25'],
    ]);
  });
});

describe('readComparedPeriods', () => {
  it('reads two periods named', () => {
    expect(periods('sales this year vs last year')).toEqual([
      ['2026-01-01', '2026-12-31'],
      ['2025-01-01', '2025-12-31'],
    ]);
  });

  it.each([
    'sales last quarter with the quarter before',
    'compare sales last quarter to the previous quarter',
    'bills last quarter against the prior quarter',
  ])('reads a period and the one before it: %s', (text) => {
    expect(periods(text)).toEqual([
      ['2026-07-01', '2026-09-30'],
      ['2026-04-01', '2026-06-30'],
    ]);
  });

  it.each([
    'did we invoice more last month than in the same month last year',
    'sales last month compared with the same month a year ago',
    'last month against the same period the year before',
  ])('reads the same period a year earlier: %s', (text) => {
    expect(periods(text)).toEqual([
      ['2026-10-01', '2026-10-31'],
      ['2025-10-01', '2025-10-31'],
    ]);
  });

  it.each([
    'ytd revenue vs prior year ytd',
    "revenue year to date against last year's year to date",
    'ytd sales vs prior ytd',
    'sales year to date compared with last ytd',
  ])('reads year to date against the same days a year before: %s', (text) => {
    expect(periods(text)).toEqual([
      ['2026-01-01', '2026-11-25'],
      ['2025-01-01', '2025-11-25'],
    ]);
  });

  it('reads month to date against the previous month to date', () => {
    expect(periods('mtd sales vs previous mtd')).toEqual([
      ['2026-11-01', '2026-11-25'],
      ['2026-10-01', '2026-10-25'],
    ]);
  });

  it('returns the words that said the periods, so they are not read as names', () => {
    expect(readComparedPeriods('sales last quarter with the quarter before', TEST_TODAY)?.phrases).toEqual([
      'the quarter before',
      'last quarter',
    ]);
  });

  it("takes a period's possessive with it: nothing of it is left to read", () => {
    expect(readComparedPeriods("how do last month's sales compare with the month before", TEST_TODAY)?.phrases).toEqual(
      ['the month before', "last month's"],
    );
  });

  it('takes the period shown when the words name none', () => {
    const shown = { from: '2026-10-01', to: '2026-10-31', label: 'last month' };
    expect(
      readComparedPeriods('how does that compare with the month before', TEST_TODAY, shown)?.periods[1],
    ).toMatchObject({ from: '2026-09-01', to: '2026-09-30' });
  });

  it('returns nothing when no period is said or shown', () => {
    expect(readComparedPeriods('compare customers', TEST_TODAY)).toBeUndefined();
  });
});
