import { describe, expect, it } from 'vitest';
import { dateFilterRange, localDay } from './search-dates.ts';

// A Sunday: NetSuite's weeks start on Sundays.
const TODAY = '2026-11-22';

describe('dateFilterRange', () => {
  it.each([
    ['today', '2026-11-22', '2026-11-22'],
    ['yesterday', '2026-11-21', '2026-11-21'],
    ['thisweek', '2026-11-22', '2026-11-28'],
    ['lastweek', '2026-11-15', '2026-11-21'],
    ['thismonth', '2026-11-01', '2026-11-30'],
    ['lastmonth', '2026-10-01', '2026-10-31'],
    ['thisyear', '2026-01-01', '2026-12-31'],
    ['lastyear', '2025-01-01', '2025-12-31'],
  ])('reads %s as %s to %s', (value, first, last) => {
    expect(dateFilterRange(value, TODAY)).toEqual({ first, last });
  });

  it('starts this week on the Sunday before a weekday, and last month across a year end', () => {
    expect(dateFilterRange('thisweek', '2026-11-25')).toEqual({ first: '2026-11-22', last: '2026-11-28' });
    expect(dateFilterRange('lastmonth', '2026-01-15')).toEqual({ first: '2025-12-01', last: '2025-12-31' });
  });

  it('reads an ISO date as that day and refuses what is not a day', () => {
    expect(dateFilterRange('2024-02-29', TODAY)).toEqual({ first: '2024-02-29', last: '2024-02-29' });
    for (const value of ['2026-02-29', '2026-13-01', '11/22/2026', 'nextmonth', '']) {
      expect(dateFilterRange(value, TODAY)).toBeUndefined();
    }
  });
});

describe('localDay', () => {
  it('names the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
  });
});
