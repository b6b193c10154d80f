import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value.ts';

const en = { locale: 'en-US', timeZone: 'UTC' } as const;

describe('formatValue', () => {
  it.each([
    [1234.5, 'USD', '$1,234.50'],
    [3812.84, 'GBP', '£3,812.84'],
    ['-120.5', 'EUR', '-€120.50'],
    [937.37, 'cad', 'CA$937.37'],
    [0, 'USD', '$0.00'],
  ])('shows the amount %j in %s as %j', (value, currency, text) => {
    expect(formatValue(value, { kind: 'currency', currency }, en)).toBe(text);
  });

  it('shows an amount whose currency is unknown or not a code with two decimals and no symbol', () => {
    expect(formatValue(62.1, { kind: 'currency' }, en)).toBe('62.10');
    expect(formatValue(62.1, { kind: 'currency', currency: 'US Dollar' }, en)).toBe('62.10');
  });

  it('follows the reader’s locale', () => {
    expect(formatValue(3812.84, { kind: 'currency', currency: 'GBP' }, { locale: 'de-DE' })).toBe('3.812,84\u00a0£');
    expect(formatValue(1315, { kind: 'number' }, { locale: 'de-DE' })).toBe('1.315');
    expect(formatValue('2026-11-23', { kind: 'date' }, { locale: 'de-DE' })).toBe('23.11.2026');
  });

  it('groups counts and keeps the decimals a rate needs', () => {
    expect(formatValue(1315, { kind: 'number' }, en)).toBe('1,315');
    expect(formatValue('.73', { kind: 'number' }, en)).toBe('0.73');
    expect(formatValue(1.234567, { kind: 'number' }, en)).toBe('1.234567');
  });

  it('shows every date in one format, a calendar date on its own day whatever the time zone', () => {
    expect(formatValue('2026-11-23', { kind: 'date' }, en)).toBe('Nov 23, 2026');
    expect(formatValue('2026-01-01', { kind: 'date' }, { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe(
      'Jan 1, 2026',
    );
    expect(formatValue('2026-03-05T23:30:00Z', { kind: 'date' }, en)).toBe('Mar 5, 2026');
    expect(formatValue(new Date('2026-03-05T12:00:00Z'), { kind: 'date' }, en)).toBe('Mar 5, 2026');
  });

  it('shows a month as its name and year', () => {
    expect(formatValue('2026-03', { kind: 'month' }, en)).toBe('Mar 2026');
  });

  it('shows documents, ids and text as they are', () => {
    expect(formatValue('SO1514', { kind: 'document' }, en)).toBe('SO1514');
    expect(formatValue('3001', { kind: 'id' }, en)).toBe('3001');
    expect(formatValue({ id: '3', refName: 'Acme' }, { kind: 'text' }, en)).toBe('Acme');
  });

  it('shows a value that is not what its kind says as it is, and nothing for nothing', () => {
    expect(formatValue("item's price", { kind: 'currency', currency: 'USD' }, en)).toBe("item's price");
    expect(formatValue('soon', { kind: 'date' }, en)).toBe('soon');
    expect(formatValue('2026-13', { kind: 'month' }, en)).toBe('2026-13');
    expect(formatValue('2026-02-30', { kind: 'date' }, en)).toBe('2026-02-30');
    for (const empty of [null, undefined, ''])
      expect(formatValue(empty, { kind: 'currency', currency: 'USD' })).toBe('');
  });
});
