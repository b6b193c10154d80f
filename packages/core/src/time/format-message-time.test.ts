import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './format-message-time.ts';

const now = new Date('2026-11-22T15:30:00Z');
const inUtc = { now, locale: 'en-US', timeZone: 'UTC' } as const;

describe('formatMessageTime', () => {
  it('shows only the time for a message from today', () => {
    expect(formatMessageTime(new Date('2026-11-22T09:05:00Z'), inUtc)).toBe('9:05 AM');
  });

  it('adds month and day for an earlier day this year', () => {
    expect(formatMessageTime(new Date('2026-03-01T18:45:00Z'), inUtc)).toBe('Mar 1, 6:45 PM');
  });

  it('adds the year for another year', () => {
    expect(formatMessageTime(new Date('2025-12-31T23:59:00Z'), inUtc)).toBe('Dec 31, 2025, 11:59 PM');
  });

  it('judges "today" on the calendar of the given time zone', () => {
    const lateEvening = new Date('2026-11-22T03:00:00Z');
    expect(formatMessageTime(lateEvening, inUtc)).toBe('3:00 AM');
    expect(formatMessageTime(lateEvening, { ...inUtc, timeZone: 'America/New_York' })).toBe('Nov 21, 10:00 PM');
  });

  it('follows the locale', () => {
    expect(formatMessageTime(new Date('2026-11-22T09:05:00Z'), { ...inUtc, locale: 'de-DE' })).toBe('9:05');
    expect(formatMessageTime(new Date('2026-03-01T18:45:00Z'), { ...inUtc, locale: 'de-DE' })).toBe('1. März, 18:45');
    expect(formatMessageTime(new Date('2025-03-01T18:45:00Z'), { ...inUtc, locale: 'de-DE' })).toBe(
      '1. März 2025, 18:45',
    );
  });

  it('takes epoch milliseconds', () => {
    expect(formatMessageTime(now.getTime(), inUtc)).toBe('3:30 PM');
  });
});
