import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english.ts';
import { editDistance, Speller } from './spelling.ts';

const speller = new Speller([
  'invoices',
  'customers',
  'vendors',
  'purchase order',
  'open',
  'show',
  'list',
  'bills',
  'sales',
]);

describe('Speller', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('invocies', 'invoices')).toBe(1);
    expect(editDistance('vendros', 'vendors')).toBe(1);
    expect(editDistance('custmers', 'customers')).toBe(1);
  });

  it.each([
    ['show me open invocies', 'show me open invoices'],
    ['lsit custmers', 'list customers'],
    ['vendros', 'vendors'],
    ['purchse ordr', 'purchase order'],
  ])('puts %s right', (typed, meant) => {
    expect(speller.correctText(typed)).toBe(meant);
  });

  it('leaves short words, known words, names and numbers alone', () => {
    expect(speller.correctText('opn')).toBe('opn');
    expect(speller.correctText('Kling Gutmann 5000 acme')).toBe('Kling Gutmann 5000 acme');
  });
});

describe('Speller between equally near words', () => {
  it('prefers the one of the same length, and leaves words no known word is near', () => {
    const words = new Speller(['open', 'one', 'invoices']);
    expect(words.correct('opne')).toBe('open');
    expect(words.correct('over')).toBe('over');
  });
});

describe('Speller with English beside the domain', () => {
  const domain = new Speller(
    ['created', 'invoices', 'received', 'have', 'haven', 'vendors', 'paid', 'items'],
    isEnglishWord,
  );

  it.each([
    ['invoices greater than 2000', 'invoices greater than 2000'],
    ["items we haven't received", "items we haven't received"],
    ['invoices not yet paid', 'invoices not yet paid'],
    ['bills raised this week', 'bills raised this week'],
    ['email a reminder to vendors', 'email a reminder to vendors'],
  ])('never turns a known English word into a domain word: %s', (typed, kept) => {
    expect(domain.correctText(typed)).toBe(kept);
  });

  it('still puts typos of domain words right', () => {
    expect(domain.correctText('invocies recieved from vendros')).toBe('invoices received from vendors');
  });
});
