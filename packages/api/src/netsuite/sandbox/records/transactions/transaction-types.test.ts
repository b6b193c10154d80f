import { describe, expect, it } from 'vitest';
import { STATUS_CODES } from '../../generate/status-codes.ts';
import { tableSpec } from '../../store/schema.ts';
import { findRecordType } from '../record-types/index.ts';
import { fieldEntries } from '../record-types/record-type-spec.ts';
import { findTransactionType, TRANSACTION_TYPES, transactionTypeOfCode } from './transaction-types.ts';

describe('the transaction types', () => {
  it('are found by name in any case and by type code, apart from the other record types', () => {
    expect(findTransactionType('salesOrder')?.code).toBe('SalesOrd');
    expect(findTransactionType('ITEMRECEIPT')?.code).toBe('ItemRcpt');
    expect(findTransactionType('customer')).toBeUndefined();
    expect(transactionTypeOfCode('VendPymt')?.name).toBe('vendorpayment');
    expect(transactionTypeOfCode('Journal')).toBeUndefined();
    for (const spec of TRANSACTION_TYPES) expect(findRecordType(spec.name)).toBeUndefined();
  });

  describe.each(TRANSACTION_TYPES.map((spec) => [spec.name, spec] as const))('%s', (_name, spec) => {
    const columns = tableSpec('transaction').columns;

    it('maps each header field to its own column of the transaction table', () => {
      const mapped = fieldEntries(spec.header).map(({ field }) => field.column);
      for (const column of mapped) expect(Object.keys(columns)).toContain(column);
      expect(new Set(mapped).size).toBe(mapped.length);
    });

    it('is the rows of its type code, a code with NetSuite statuses', () => {
      expect(spec.header.discriminator).toEqual({ column: 'type', value: spec.code });
      expect(STATUS_CODES[spec.code]).toBeDefined();
    });

    it('names its party by the field a create requires', () => {
      const party = spec.header.fields[spec.partyField];
      expect(party).toMatchObject({ kind: 'reference', column: 'entity', required: spec.creatable });
      expect(party?.kind === 'reference' && party.target.table).toBe(spec.party);
    });
  });
});
