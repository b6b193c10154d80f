import { describe, expect, it } from 'vitest';
import { findDateRange } from './date-ranges.ts';

/** A Sunday late in the year, so "this week" and "last quarter" have clear answers. */
const TODAY = '2026-11-22';

const rangeOf = (text: string) => {
  const found = findDateRange(text, TODAY);
  return found && { from: found.from, to: found.to };
};

describe('findDateRange', () => {
  it.each([
    ['invoices from last month', '2026-10-01', '2026-10-31'],
    ['orders this month', '2026-11-01', '2026-11-30'],
    ['bills this quarter', '2026-10-01', '2026-12-31'],
    ['sales last quarter', '2026-07-01', '2026-09-30'],
    ['sales year to date', '2026-01-01', '2026-11-22'],
    ['YTD revenue', '2026-01-01', '2026-11-22'],
    ['payments in the last 30 days', '2026-10-23', '2026-11-22'],
    ['past 2 weeks', '2026-11-08', '2026-11-22'],
    ['last three months', '2026-08-22', '2026-11-22'],
    ['this week', '2026-11-22', '2026-11-28'],
    ['last week', '2026-11-15', '2026-11-21'],
    ['last year', '2025-01-01', '2025-12-31'],
    ['this year', '2026-01-01', '2026-12-31'],
    ['today', '2026-11-22', '2026-11-22'],
    ['yesterday', '2026-11-21', '2026-11-21'],
    ['due in the next 14 days', '2026-11-22', '2026-12-06'],
    ['in Q3 2025', '2025-07-01', '2025-09-30'],
    ['q4', '2026-10-01', '2026-12-31'],
    ['q1 of 2026', '2026-01-01', '2026-03-31'],
    ['second quarter', '2026-04-01', '2026-06-30'],
    ['in March', '2026-03-01', '2026-03-31'],
    ['in December', '2025-12-01', '2025-12-31'],
    ['for feb 2025', '2025-02-01', '2025-02-28'],
    ['in 2025', '2025-01-01', '2025-12-31'],
    ['from Jan 5 to Feb 15', '2026-01-05', '2026-02-15'],
    ['between 2026-03-01 and 2026-04-30', '2026-03-01', '2026-04-30'],
  ])('%s', (text, from, to) => {
    expect(rangeOf(text)).toEqual({ from, to });
  });

  it('reads open ranges: since, before, after', () => {
    expect(rangeOf('invoices since March')).toEqual({ from: '2026-03-01', to: TODAY });
    expect(rangeOf('since last month')).toEqual({ from: '2026-10-01', to: TODAY });
    expect(rangeOf('orders before October 3')).toEqual({ from: undefined, to: '2026-10-02' });
    expect(rangeOf('bills after 2026-11-01')).toEqual({ from: '2026-11-02', to: TODAY });
    expect(rangeOf('older than 90 days')).toEqual({ from: undefined, to: '2026-08-23' });
  });

  it('reads "at least" or "more than" some time ago as everything up to then, never that one day or month', () => {
    expect(rangeOf('invoices dated at least 90 days ago')).toEqual({ from: undefined, to: '2026-08-24' });
    expect(rangeOf('orders from more than 3 months ago')).toEqual({ from: undefined, to: '2026-08-21' });
    expect(rangeOf('bills over 2 weeks old')).toEqual({ from: undefined, to: '2026-11-07' });
    expect(rangeOf('invoices 2 months ago')).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });

  it('runs a range that starts after today on from there, not back to today', () => {
    expect(rangeOf('open invoices due after today')).toEqual({ from: '2026-11-23', to: undefined });
  });

  it('reads a single date, taking the latest one not after today when the year is left out', () => {
    expect(rangeOf('invoices dated 2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(rangeOf('orders on December 24')).toEqual({ from: '2025-12-24', to: '2025-12-24' });
  });

  it('says where its words are and how to caption them', () => {
    const text = 'open invoices over 5000 from last month sorted by amount';
    const found = findDateRange(text, TODAY);
    expect(found?.label).toBe('last month');
    expect(text.slice(found?.start, found?.end).trim()).toBe('from last month');
  });

  it('finds nothing where there is no date, and leaves amounts alone', () => {
    expect(findDateRange('open invoices over 5000', TODAY)).toBeUndefined();
    expect(findDateRange('customers in California', TODAY)).toBeUndefined();
    expect(findDateRange('top 5 customers by sales', TODAY)).toBeUndefined();
  });
});

describe('findDateRange with a name before the period', () => {
  it.each([
    ['what did we buy from Kemmer Logistics this year', '2026-01-01', '2026-12-31'],
    ['bills from Moore Inc last month', '2026-10-01', '2026-10-31'],
    ['orders since Green and Sons last week', '2026-11-15', '2026-11-21'],
  ])('reads "%s" as the period only, never "since the name"', (text, from, to) => {
    expect(rangeOf(text.toLowerCase())).toEqual({ from, to });
  });
});
