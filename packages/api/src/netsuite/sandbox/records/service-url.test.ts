import { describe, expect, it } from 'vitest';
import { recordUrl, serviceBase } from './service-url.ts';

describe('serviceBase', () => {
  it('keeps the prefix the sandbox is mounted under', () => {
    expect(serviceBase('http://localhost:8787/netsuite-sandbox/services/rest/record/v1/customer?limit=2')).toBe(
      'http://localhost:8787/netsuite-sandbox',
    );
    expect(serviceBase('http://sandbox.test/services/rest/record/v1/customer/7')).toBe('http://sandbox.test');
  });

  it('builds record hrefs under it', () => {
    expect(recordUrl('http://localhost:8787/netsuite-sandbox', 'customer', 7)).toBe(
      'http://localhost:8787/netsuite-sandbox/services/rest/record/v1/customer/7',
    );
  });
});
