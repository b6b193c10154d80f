import { describe, expect, it } from 'vitest';
import { isoDay, parseCalendarDate } from './calendar-date.ts';

describe('parseCalendarDate', () => {
  it.each([
    ['2026-01-31', '2026-01-31'],
    ['1/31/2026', '2026-01-31'],
    ['03/14/2023', '2023-03-14'],
    ['2/14/23', '2023-02-14'],
    ['2/29/2024', '2024-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseCalendarDate(text)).toBe(iso);
  });

  it.each(['2/29/2023', '13/1/2026', '2026-02-30', 'yesterday', '2026/01/31', ''])('refuses %j', (text) => {
    expect(parseCalendarDate(text)).toBeUndefined();
  });
});

describe('isoDay', () => {
  it('is the UTC calendar day of an instant', () => {
    expect(isoDay(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });
});
