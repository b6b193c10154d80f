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

  it('leaves known words, names and numbers alone', () => {
    expect(speller.correctText('Kling Gutmann 5000 acme')).toBe('Kling Gutmann 5000 acme');
  });
});

describe('Speller on three-letter words', () => {
  const short = new Speller([
    'over',
    'our',
    'or',
    'more',
    'less',
    'bill',
    'bills',
    'the',
    'open',
    'one',
    'what',
    'want',
  ]);

  it.each([
    ['bills ovr 1000', 'bills over 1000'],
    ['invoices les than 100', 'invoices less than 100'],
    ['customers with mor than 5 invoices', 'customers with more than 5 invoices'],
    ['bil it', 'bill it'],
    ['teh open bills', 'the open bills'],
    ['opn bills', 'open bills'],
  ])('puts a dropped letter or a swap right: %s', (typed, meant) => {
    expect(short.correctText(typed)).toBe(meant);
  });

  it('leaves a three-letter word that is one changed letter from several, or two known words', () => {
    // "wat" is "what" or "want" with a letter dropped: no telling which.
    expect(short.correct('wat')).toBe('wat');
    // A changed letter is no slip the speller reads: "oar" could be "our", "or", "over".
    expect(short.correct('oar')).toBe('oar');
  });
});

describe('Speller and workplace words', () => {
  it('leaves "ops" as typed: operations, not purchase orders', () => {
    const withPos = new Speller(['pos', 'sales', 'orders'], isEnglishWord);
    expect(withPos.correctText('checked by ops on new sales orders')).toBe('checked by ops on new sales orders');
  });
});

describe('Speller on a capitalised first word', () => {
  const words = new Speller(['more', 'orders', 'invoices', 'over']);
  const little = (word: string) => word === 'more' || word === 'over';

  it('keeps it as typed when it would only become a little word: it may be a name', () => {
    expect(words.correctText('Moore orders over 1000', little)).toBe('Moore orders over 1000');
  });

  it('still puts a typo of a word of substance right', () => {
    expect(words.correctText('Invocies over 1000', little)).toBe('invoices over 1000');
  });
});

describe('Speller and left-out letters', () => {
  it('takes a typo that only left a letter out for the longer word', () => {
    const words = new Speller(['list', 'limit', 'credit'], isEnglishWord);
    expect(words.correctText('credit limt')).toBe('credit limit');
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

describe('Speller and values', () => {
  const domain = new Speller(['vendor', 'test', 'phone', 'items'], isEnglishWord);

  it('keeps the words of an address or a code as typed', () => {
    expect(domain.correctText('updte vendr Kulas phone to ap@vendr.tst')).toBe(
      'updte vendor Kulas phone to ap@vendr.tst',
    );
    expect(domain.correctText('itms NW-vendr')).toBe('items NW-vendr');
  });

  it('still corrects a word that ends a sentence', () => {
    expect(domain.correctText('show the vendr.')).toBe('show the vendor.');
  });
});

describe('Speller breaking a tie', () => {
  const little = (word: string) => word === 'needs' || word === 'lets';
  const words = new Speller(['leads', 'needs', 'less', 'lets', 'bills', 'pills'], () => false, little);

  it('keeps the first letter, which typists rarely miss', () => {
    expect(words.correct('leeds')).toBe('leads');
    expect(words.correct('bilks')).toBe('bills');
  });

  it('prefers a word of substance to a little word', () => {
    expect(words.correctText('invoices les than 100')).toBe('invoices less than 100');
  });
});

describe('Speller on English words nothing else could read', () => {
  const domain = new Speller(
    ['below', 'reorder', 'point', 'create', 'item', 'weather', 'customers', 'bills', 'rate'],
    isEnglishWord,
  );

  it.each([
    ['items bellow reorder point', ['bellow'], 'items below reorder point'],
    ['crate item X-1', ['crate'], 'create item X-1'],
    ["what's the wether in Paris", ['wether'], "what's the weather in Paris"],
  ])('puts %s right when the word was left unread', (typed, unread, meant) => {
    expect(domain.correctUnplaced(typed, new Set(unread))).toBe(meant);
  });

  it('leaves the word when a reader placed it, when it follows a name word, or when it is capitalised', () => {
    expect(domain.correctUnplaced('items bellow reorder point', new Set())).toBe('items bellow reorder point');
    expect(domain.correctUnplaced('customers named crate', new Set(['crate']))).toBe('customers named crate');
    expect(domain.correctUnplaced('bills from Crate', new Set(['crate']))).toBe('bills from Crate');
  });

  it('never makes another form of the word, nor touches a short one', () => {
    const inflected = new Speller(['sets', 'saved', 'contacts', 'create'], isEnglishWord);
    expect(inflected.correctUnplaced('set up Acme as a vendor', new Set(['set', 'up']))).toBe(
      'set up Acme as a vendor',
    );
    expect(inflected.correctUnplaced('save a search', new Set(['save']))).toBe('save a search');
    expect(inflected.correctUnplaced('contact Tony', new Set(['contact']))).toBe('contact Tony');
  });
});
