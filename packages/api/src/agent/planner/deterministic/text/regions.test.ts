import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english.ts';
import { findRegion, REGION_WORDS } from './regions.ts';
import { Speller } from './spelling.ts';

describe('findRegion', () => {
  it.each([
    ['only those in California', { level: 'state', code: 'CA', name: 'California' }],
    ['customers based in Ontario', { level: 'state', code: 'ON', name: 'Ontario' }],
    ['vendors in the UK', { level: 'country', code: 'GB' }],
    ['customers from Canada', { level: 'country', code: 'CA', name: 'Canada' }],
    ['Texas customers', { level: 'state', code: 'TX' }],
    ['customers in new york', { level: 'state', code: 'NY', name: 'New York' }],
    ['in NY', { level: 'state', code: 'NY' }],
    ['suppliers in Greater London', { level: 'state', code: 'Greater London' }],
    ['UK customers', { level: 'country', code: 'GB' }],
    ['usa vendors', { level: 'country', code: 'US' }],
    ['Canadian customers outside Ontario', { level: 'country', code: 'CA' }],
    ['British suppliers', { level: 'country', code: 'GB' }],
    ['customers in British Columbia', { level: 'state', code: 'BC' }],
  ])('%s', (text, region) => {
    expect(findRegion(text)).toMatchObject(region);
  });

  it('does not take pronouns or unrelated words for places', () => {
    expect(findRegion('show us the invoices')).toBeUndefined();
    expect(findRegion('who bought the most from us this year')).toBeUndefined();
    expect(findRegion('customers who order with us')).toBeUndefined();
    expect(findRegion('customers in the us')).toMatchObject({ code: 'US' });
    expect(findRegion('invoices in USD')).toBeUndefined();
    expect(findRegion('list customers')).toBeUndefined();
    expect(findRegion('invoices in canadian dollars')).toBeUndefined();
    expect(findRegion('the canadian bank account')).toBeUndefined();
  });

  it('prefers the longer name: West Virginia, not Virginia', () => {
    expect(findRegion('customers in West Virginia')).toMatchObject({ code: 'WV' });
  });
});

describe('place names and the speller', () => {
  it('puts a typo of a place right, the way an operator types it', () => {
    const speller = new Speller(['vendors', 'customers', ...REGION_WORDS], isEnglishWord);
    expect(speller.correctText('vendors in michagan')).toBe('vendors in michigan');
    expect(speller.correctText('customers in ontraio')).toBe('customers in ontario');
    // Only a place's telling words: "great" of Great Britain is no word to put "creat" right to.
    expect(REGION_WORDS).not.toContain('great');
  });
});
