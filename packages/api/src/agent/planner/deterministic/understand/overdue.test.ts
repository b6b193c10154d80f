import { describe, expect, it } from 'vitest';
import { read } from './reading.testing.ts';

describe('days overdue, apart from age', () => {
  it.each([
    ['customers with overdue invoices over 30 days', 'gt', 30],
    ['invoices more than 60 days past due', 'gt', 60],
    ['invoices overdue by more than 45 days', 'gt', 45],
    ['bills 30+ days overdue', 'gte', 30],
    ['invoices 90 days or more past due', 'gte', 90],
    ['invoices that are 30 days late', 'gte', 30],
    ['overdue bills for at least 15 days', 'gte', 15],
    ['invoices past due less than 10 days', 'lt', 10],
    ['which invoices are more than ninety days past their due date?', 'gt', 90],
    ['bills 60 days after the due date', 'gte', 60],
  ])('%s', (prompt, comparator, value) => {
    const reading = read(prompt);
    expect(reading.overdue).toBe(true);
    expect(reading.overdueDays).toEqual({ comparator, value });
    // Not a date range: the invoices may be dated any time.
    expect(reading.date).toBeUndefined();
  });

  it.each([
    'show me overdue invoices between 30 and 90 days late',
    'invoices overdue between 30 and 90 days',
    'bills 30-90 days past due',
  ])('"%s" is between 30 and 90 days past due', (prompt) => {
    const reading = read(prompt);
    expect(reading.overdueDays).toEqual({ comparator: 'between', value: 30, upper: 90 });
    expect(reading.money).toEqual([]);
    expect(reading.leftovers.join(' ')).not.toMatch(/\d|between|overdue|late/);
  });

  it('keeps the record word between the lateness and the days', () => {
    expect(read('overdue invoices over 30 days').records.map((found) => found.kind)).toEqual(['invoice']);
  });

  it.each([
    'invoices past their due date',
    'bills whose due date has passed',
    'invoices after the due date',
    'overdue invoices',
    'past-due bills',
    'the invoices customers are late paying on',
    'customers late with their payments',
  ])('"%s" is past due, with no days', (prompt) => {
    const reading = read(prompt);
    expect(reading.overdue).toBe(true);
    expect(reading.overdueDays).toBeUndefined();
    // The words of lateness are all read: none is left to ask about.
    expect(reading.leftovers.join(' ')).not.toMatch(/paying|payments/);
  });

  it('reads age as a date, not as days overdue', () => {
    const reading = read('invoices older than 90 days');
    expect(reading.overdue).toBe(false);
    expect(reading.date?.range.to).toBeDefined();
  });
});
