import { describe, expect, it } from 'vitest';
import { read } from './reading.testing.ts';

describe('negation read as a status', () => {
  it.each([
    ["which invoices haven't been paid yet?", 'not paid'],
    ['invoices that are not yet paid', 'not paid'],
    ['bills we have not paid', 'not paid'],
    ["customers who still haven't paid", 'not paid'],
    ['invoices never paid', 'not paid'],
    ["purchase orders we haven't received yet", 'not received'],
    ['POs not yet received', 'not received'],
    ['orders that have not arrived', 'not received'],
    ["sales orders that haven't shipped", 'not shipped'],
    ['orders not fulfilled', 'not fulfilled'],
    ["sales orders we haven't invoiced", 'not invoiced'],
    ["POs that haven't been billed", 'not billed'],
    ['sales orders not approved yet', 'not approved'],
  ])('%s', (prompt, phrase) => {
    const reading = read(prompt);
    expect(reading.statusPhrases).toContain(phrase);
    // The positive word is never read on its own: "paid" is not "paid in full" here.
    expect(reading.statusPhrases).not.toContain(phrase.replace(/^not /, ''));
    expect(reading.unreadNegations).toEqual([]);
  });
});

describe('negation read as an absence (an anti-join)', () => {
  it.each([
    ["which customers haven't bought anything in the last 6 months?", 'sale'],
    ['customers with no sales this year', 'sale'],
    ['customers that never bought anything', 'sale'],
    ['customers who have bought nothing since March', 'sale'],
    ['clients with zero sales last quarter', 'sale'],
    ['customers without orders in 2025', 'order'],
    ["vendors we haven't ordered from in the last 90 days", 'order'],
    ['suppliers with no purchases this year', 'purchase'],
    ['customers with no activity this year', 'any'],
    ['customers with no payments this month', 'payment'],
  ])('%s', (prompt, activity) => {
    const reading = read(prompt);
    expect(reading.absences).toEqual([activity]);
    expect(reading.unreadNegations).toEqual([]);
  });

  it('keeps the date for the transactions that are absent', () => {
    expect(read("customers who haven't bought anything in the last 6 months").date?.range).toMatchObject({
      from: '2026-05-25',
      to: '2026-11-25',
    });
  });

  it.each([
    ['customers with no sales in 6 months', '2026-05-25'],
    ['suppliers with no purchases in 12 months', '2025-11-25'],
    ["vendors we haven't used in a year", '2025-11-25'],
  ])('reads "in N months" after an absence as the last N months: %s', (prompt, from) => {
    const reading = read(prompt);
    expect(reading.date?.range).toMatchObject({ from, to: '2026-11-25' });
    expect(reading.leftovers).toEqual([]);
  });
});

describe('negations it cannot place are kept, to ask about', () => {
  it.each([
    ['invoices not in the review queue', 'not in the review queue'],
    ["customers that aren't active", "aren't active"],
    ['customers not on hold', 'not on hold'],
    ['customers not in the VIP segment', 'not in the vip segment'],
    ['items not from moore inc', 'not from moore inc'],
  ])('%s', (prompt, phrase) => {
    expect(read(prompt).unreadNegations).toEqual([phrase]);
  });

  it('leaves no negation behind when field presence reads it', () => {
    expect(read('customers without an email').unreadNegations).toEqual([]);
    expect(read('vendors with no phone number').unreadNegations).toEqual([]);
  });
});
