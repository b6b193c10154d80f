import { describe, expect, it } from 'vitest';
import { createOfListedKind, createWithKindAfter } from './create-words.ts';

describe('createWithKindAfter', () => {
  it.each([
    ['could you set up Acme Parts as a vendor?', 'create vendor Acme Parts'],
    ['can you add Ezra Quinn as an employee with the title Buyer?', 'create employee Ezra Quinn with the title Buyer'],
    ['add Bolt Co as a new customer, phone 555-0100', 'create customer Bolt Co, phone 555-0100'],
    [
      'we just signed Bluewater Dental Group, can you add them as a customer? their phone is 416-555-0199',
      'create customer Bluewater Dental Group, phone 416-555-0199',
    ],
    ['Kessler Freight is our new carrier - please set them up as a vendor', 'create vendor Kessler Freight'],
    ['add Pike Street Bakery as a customer, not a vendor', 'create customer Pike Street Bakery'],
    [
      'set up Tidewater Packaging as a supplier - not a customer, we buy from them',
      'create vendor Tidewater Packaging',
    ],
    [
      'can you add Brightwater Freight as a new vendor? their phone is 555-0131',
      'create vendor Brightwater Freight, phone 555-0131',
    ],
    [
      'can you add Tomas Lindqvist to the system as an employee? he starts Monday as a Buyer',
      'create employee Tomas Lindqvist, title Buyer',
    ],
    [
      'add Harbor Dental as a customer, not a vendor, email ap@harbor.test',
      'create customer Harbor Dental, email ap@harbor.test',
    ],
  ])('%s', (prompt, said) => {
    expect(createWithKindAfter(prompt)).toBe(said);
  });

  it.each([
    'add a vendor called Acme Parts',
    'show invoices as a table',
    'create a saved search as a list',
    'we met Acme Ltd and Bolt Co today, add them as customers',
  ])('%s says nothing of the kind after the name', (prompt) => {
    expect(createWithKindAfter(prompt)).toBeUndefined();
  });
});

describe('createOfListedKind', () => {
  it.each([
    ['add one called Acme Parts', 'vendor', 'create vendor named Acme Parts'],
    ['add one called EVAL-ITEM-7 at 15', 'item', 'create item named EVAL-ITEM-7 priced at 15'],
    ['add Emil Berg', 'employee', 'create employee named Emil Berg'],
    [
      'create a new one named Bolt Co with phone 555-0100',
      'customer',
      'create customer named Bolt Co with phone 555-0100',
    ],
  ] as const)('%s after a list of %ss', (prompt, kind, said) => {
    expect(createOfListedKind(prompt, kind)).toBe(said);
  });

  it.each([
    ['add their emails', 'customer'],
    ['add a filter for Texas', 'customer'],
    ['add one called Acme Parts', 'invoice'],
  ] as const)('%s after a list of %ss creates nothing', (prompt, kind) => {
    expect(createOfListedKind(prompt, kind)).toBeUndefined();
  });
});
