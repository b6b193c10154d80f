import { describe, expect, it } from 'vitest';
import { periodBefore, readPeriodBefore } from './period-before.ts';

describe('readPeriodBefore', () => {
  it.each([
    ['and for the month before', 'month'],
    ['what about the previous quarter', 'quarter'],
    ['same for the prior year', 'year'],
    ['and the period before that', 'period'],
  ])('%s', (text, unit) => {
    expect(readPeriodBefore(text)?.unit).toBe(unit);
  });

  it('reads no period in "before the due date"', () => {
    expect(readPeriodBefore('invoices paid before the due date')).toBeUndefined();
  });
});

describe('periodBefore', () => {
  it('gives the whole calendar month before a month', () => {
    expect(periodBefore('2026-10-01', '2026-10-31', 'month')).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });

  it('gives the quarter before a quarter', () => {
    expect(periodBefore('2026-07-01', '2026-09-30', 'quarter')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
  });

  it('gives the same stretch a year earlier for a year to date', () => {
    expect(periodBefore('2026-01-01', '2026-11-25', 'year')).toEqual({ from: '2025-01-01', to: '2025-11-25' });
  });

  it('measures "the period before" by the period shown', () => {
    expect(periodBefore('2026-07-01', '2026-09-30', 'period')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
  });
});
