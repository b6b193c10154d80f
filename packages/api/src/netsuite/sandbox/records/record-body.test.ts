import { describe, expect, it } from 'vitest';
import { NetsuiteError } from '../http/netsuite-error.ts';
import { parseRecordBody } from './record-body.ts';
import { CUSTOMER_RECORD } from './record-types/customer-record.ts';

function refusal(body: Record<string, unknown>, purpose: 'create' | 'update' = 'create') {
  try {
    parseRecordBody(CUSTOMER_RECORD, body, purpose);
  } catch (error) {
    if (error instanceof NetsuiteError) return { status: error.status, ...error.details[0] };
    throw error;
  }
  throw new Error('The body was accepted.');
}

const VALID = { companyName: 'Acme', subsidiary: { id: '1' } };

describe('parseRecordBody', () => {
  it('turns REST values into column values', () => {
    const values = parseRecordBody(
      CUSTOMER_RECORD,
      { ...VALID, isInactive: true, salesRep: { id: 5, refName: 'echoed', links: [] }, creditLimit: 10.5, phone: '' },
      'create',
    );
    expect(Object.fromEntries(values)).toEqual({
      companyName: 'Acme',
      subsidiary: 1,
      isInactive: 'T',
      salesRep: 5,
      creditLimit: 10.5,
      phone: null,
    });
  });

  it('ignores what a client echoes back from a GET', () => {
    const values = parseRecordBody(
      CUSTOMER_RECORD,
      { ...VALID, id: '9', links: [], dateCreated: '2020-01-01T00:00:00Z' },
      'create',
    );
    expect([...values.keys()].sort()).toEqual(['companyName', 'subsidiary']);
  });

  it('names every missing required field by its label, and the first by its path', () => {
    expect(refusal({ email: 'a@example.com' })).toEqual({
      status: 400,
      detail: 'Please enter value(s) for: Company Name, Primary Subsidiary',
      'o:errorCode': 'USER_ERROR',
      'o:errorPath': 'companyName',
    });
  });

  it('lets an update leave required fields out, but never clear them', () => {
    expect(Object.fromEntries(parseRecordBody(CUSTOMER_RECORD, { email: null }, 'update'))).toEqual({ email: null });
    expect(refusal({ companyName: null }, 'update')).toMatchObject({ 'o:errorPath': 'companyName' });
    expect(refusal({ isInactive: null }, 'update')).toMatchObject({ 'o:errorCode': 'USER_ERROR' });
  });

  it.each([
    [{ isInactive: 'yes' }, 'isInactive', 'yes'],
    [{ email: 'not an address' }, 'email', 'not an address'],
    [{ subsidiary: { id: 'one' } }, 'subsidiary', 'one'],
    [{ subsidiary: { externalId: 'SUB1' } }, 'subsidiary', '{"externalId":"SUB1"}'],
    [{ creditLimit: '100' }, 'creditLimit', '100'],
    [{ companyName: 'x'.repeat(84) }, 'companyName', 'x'.repeat(84)],
    [{ phone: '555\u00000' }, 'phone', '555\u00000'],
  ])('refuses %j, pointing at the field', (change, path, shown) => {
    expect(refusal({ ...VALID, ...change })).toEqual({
      status: 400,
      detail: `Error while accessing a resource. You have entered an Invalid Field Value ${shown} for the following field: ${path}`,
      'o:errorCode': 'INVALID_CONTENT',
      'o:errorPath': path,
    });
  });

  it('refuses a field the record type does not have', () => {
    expect(refusal({ ...VALID, companyname: 'lower case' })).toMatchObject({
      'o:errorCode': 'INVALID_CONTENT',
      'o:errorPath': 'companyname',
    });
  });
});
