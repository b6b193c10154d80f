import { describe, expect, it } from 'vitest';
import { NetsuiteConnectorError } from './connector-error.ts';
import { metadataUrl, recordIdFromLocation, recordUrl, suiteqlUrl, transformUrl } from './rest-urls.ts';

const BASE = 'https://123456-sb1.suitetalk.api.netsuite.com';

describe('suiteqlUrl', () => {
  it('puts the page in the query, where it is signed', () => {
    expect(suiteqlUrl(BASE, { limit: 5, offset: 10 })).toBe(`${BASE}/services/rest/query/v1/suiteql?limit=5&offset=10`);
  });
});

describe('recordUrl', () => {
  it('addresses a type, an internal id or an external id', () => {
    expect(recordUrl(BASE, 'salesOrder')).toBe(`${BASE}/services/rest/record/v1/salesOrder`);
    expect(recordUrl(BASE, 'customer', '42')).toBe(`${BASE}/services/rest/record/v1/customer/42`);
    expect(recordUrl(BASE, 'customer', { externalId: 'CRM 7/a' })).toBe(
      `${BASE}/services/rest/record/v1/customer/eid:CRM%207%2Fa`,
    );
    expect(recordUrl(BASE, 'customer', undefined, { limit: '10', q: undefined })).toBe(
      `${BASE}/services/rest/record/v1/customer?limit=10`,
    );
  });

  it('refuses a type or an id that could steer the path', () => {
    for (const [type, key] of [
      ['customer/../query', '1'],
      ['', '1'],
      ['customer', '1/../2'],
      ['customer', 'eid:x'],
      ['customer', ''],
    ] as const) {
      expect(() => recordUrl(BASE, type, key)).toThrow(NetsuiteConnectorError);
    }
    expect(() => recordUrl(BASE, 'customer', { externalId: ' ' })).toThrow(NetsuiteConnectorError);
  });
});

describe('metadataUrl', () => {
  it("is the type's entry in the metadata catalog", () => {
    expect(metadataUrl(BASE, 'customer')).toBe(`${BASE}/services/rest/record/v1/metadata-catalog/customer`);
  });
});

describe('recordIdFromLocation', () => {
  it('reads the internal id of an absolute or relative Location', () => {
    expect(recordIdFromLocation(`${BASE}/services/rest/record/v1/customer/1234`, 'customer')).toBe('1234');
    expect(recordIdFromLocation('/netsuite-sandbox/services/rest/record/v1/salesorder/7', 'salesOrder')).toBe('7');
  });

  it('finds no id where the Location names no record of the type', () => {
    for (const location of [
      undefined,
      null,
      '',
      `${BASE}/services/rest/record/v1/customer`,
      `${BASE}/services/rest/record/v1/vendor/12`,
      `${BASE}/services/rest/record/v1/customer/eid:abc`,
      `${BASE}/services/rest/query/v1/suiteql`,
      'http://[bad',
    ]) {
      expect(recordIdFromLocation(location, 'customer')).toBeUndefined();
    }
  });
});

describe('transformUrl', () => {
  it("puts NetSuite's transform action after the source record, with its query", () => {
    expect(transformUrl(BASE, 'salesOrder', '42', 'invoice')).toBe(
      `${BASE}/services/rest/record/v1/salesOrder/42/!transform/invoice`,
    );
    expect(transformUrl(BASE, 'purchaseOrder', { externalId: 'PO 1' }, 'itemReceipt', { replace: 'item' })).toBe(
      `${BASE}/services/rest/record/v1/purchaseOrder/eid:PO%201/!transform/itemReceipt?replace=item`,
    );
    expect(() => transformUrl(BASE, 'salesOrder', '42', 'invoice?x=1')).toThrow(NetsuiteConnectorError);
  });
});
