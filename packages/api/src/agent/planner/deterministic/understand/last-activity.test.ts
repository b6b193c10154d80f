import { describe, expect, it } from 'vitest';
import { read } from './reading.testing.ts';

describe('readRequest: when the last activity was', () => {
  it.each([
    ['customers whose last order was more than 90 days ago', 'order', '2026-08-27'],
    ['customers whose most recent invoice was over 6 months ago', 'sale', '2026-05-25'],
    ['customers who last bought more than 6 months ago', 'sale', '2026-05-25'],
    ['vendors we last ordered from over a year ago', 'order', '2025-11-25'],
  ])('%s: none in the span, not a document older than it', (prompt, activity, from) => {
    const reading = read(prompt);
    expect(reading.absences).toEqual([activity]);
    expect(reading.date?.range.from).toBe(from);
    expect(reading.date?.range.to).toBe('2026-11-25');
    expect(reading.leftovers).toEqual([]);
    // A last order presupposes one: they had some before.
    expect(reading.hadBefore).toBe(true);
  });

  it('reads a plain absence as none at all, not a lapse', () => {
    expect(read('customers with no orders in the last 90 days').hadBefore).toBe(false);
  });
});

describe('readRequest: activity that stopped', () => {
  it('reads "stopped buying" over the period said as no sales in it', () => {
    const reading = read('who stopped buying from us in the last 6 months');
    expect(reading.absences).toEqual(['sale']);
    expect(reading.date?.range.from).toBe('2026-05-25');
    expect(reading.unreadNegations).toEqual([]);
    expect(reading.hadBefore).toBe(true);
  });

  it('asks about "stopped" with no period, which alone would read as never', () => {
    expect(read('customers who stopped ordering').unreadNegations).toEqual(['stopped ordering']);
  });

  it('takes an adjective that only restates the absence', () => {
    const lapsed = read('lapsed customers with no orders in 12 months');
    expect(lapsed.leftovers).toEqual([]);
    expect(lapsed.hadBefore).toBe(false);
    expect(read('lapsed customers').leftovers).toEqual(['lapsed']);
  });
});
