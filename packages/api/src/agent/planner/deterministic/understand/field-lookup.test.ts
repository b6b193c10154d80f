import { describe, expect, it } from 'vitest';
import { readFieldLookup } from './field-lookup.ts';

describe('readFieldLookup', () => {
  it.each([
    ["what's funk group's credit limit", 'creditLimit', 'funk group'],
    ['what is the credit limit for spinka group', 'creditLimit', 'spinka group'],
    ["what's the phone number for mills - glover", 'phone', 'mills - glover'],
    ['roob media email', 'email', 'roob media'],
    ['phone of customer kessler group', 'phone', 'kessler group'],
    ['what do we sell nw-1033 for', 'price', 'nw-1033'],
    ['how much do we charge for the sleek steel bike', 'price', 'sleek steel bike'],
    ['how do i reach beier llc', 'phone', 'beier llc'],
    ["what are hoppe group's payment terms", 'terms', 'hoppe group'],
    ['who is the sales rep for erdman group', 'salesRep', 'erdman group'],
    ["nw-1004's cost", 'cost', 'nw-1004'],
    ['what payment terms do we have with christiansen group', 'terms', 'christiansen group'],
    ['what currency does kemmer logistics bill us in', 'currency', 'kemmer logistics'],
    ["who's the account rep on erdman group", 'salesRep', 'erdman group'],
    ['what does nw-1015 cost us', 'cost', 'nw-1015'],
    ["what's the name of item nw-1041", 'name', 'nw-1041'],
    ['what payment terms are they on', 'terms', 'they'],
    ["what's their phone number", 'phone', 'their'],
    ['beier llc balance', 'balance', 'beier llc'],
    ['do we owe kemmer media anything', 'balance', 'kemmer media'],
    ['does hessel inc owe us anything', 'balance', 'hessel inc'],
  ])('"%s" asks for %s of "%s"', (text, field, name) => {
    const lookup = readFieldLookup(text);
    if (field === undefined) expect(lookup).toBeUndefined();
    else expect(lookup).toEqual({ field, name });
  });

  it.each([
    'customers with a credit limit over 200k',
    'open invoices for funk group',
    'customers without email',
    'items priced over 100',
    'list vendors',
    'sort by name',
    'customers by name',
    'customers with a balance over 5000',
  ])('"%s" is no lookup of one field', (text) => {
    expect(readFieldLookup(text)).toBeUndefined();
  });
});
