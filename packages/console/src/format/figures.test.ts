import { describe, expect, it } from 'vitest';
import { changeFrom, differenceFrom, formatBytes, formatDuration, formatPercent } from './figures.ts';
import { relativeTime } from './relative-time.ts';

describe('figures', () => {
  it('shows bytes, durations and percentages short', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(24 * 1024 ** 3)).toBe('24 GB');
    expect(formatDuration(87.4)).toBe('87 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatPercent(79.45)).toBe('79.5%');
    expect(formatPercent(80)).toBe('80%');
  });

  it('says how a figure moved from the period before, in the seed words', () => {
    expect(changeFrom(112, 100, 'last period')).toBe('+12% from last period');
    expect(changeFrom(50, 100, 'last period')).toBe('-50% from last period');
    expect(changeFrom(3, 0, 'last period')).toBe('+3 from last period');
    expect(changeFrom(4, 4, 'last period')).toBe('No change from last period');
    expect(differenceFrom(2, 4, 'last week')).toBe('-2 from last week');
    expect(differenceFrom(5, 4, 'last week')).toBe('+1 from last week');
  });

  it('says how long ago in the largest whole unit', () => {
    const now = Date.parse('2030-01-02T12:00:00Z');
    expect(relativeTime('2030-01-02T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2030-01-01T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2030-01-02T12:00:00Z', now)).toBe('now');
  });
});
