import { describe, expect, it } from 'vitest';
import { findRegion } from './regions.ts';

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
  ])('%s', (text, region) => {
    expect(findRegion(text)).toMatchObject(region);
  });

  it('does not take pronouns or unrelated words for places', () => {
    expect(findRegion('show us the invoices')).toBeUndefined();
    expect(findRegion('invoices in USD')).toBeUndefined();
    expect(findRegion('list customers')).toBeUndefined();
  });

  it('prefers the longer name: West Virginia, not Virginia', () => {
    expect(findRegion('customers in West Virginia')).toMatchObject({ code: 'WV' });
  });
});
