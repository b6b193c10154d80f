import { describe, expect, it } from 'vitest';
import { readDocumentLookup } from './document-lookup.ts';

describe('readDocumentLookup', () => {
  it.each([
    ['how much is still owed on inv1243?', 'amountDue', 'INV1243'],
    ["what's still owed on inv1362?", 'amountDue', 'INV1362'],
    ["what's the balance on inv 1243", 'amountDue', 'INV1243'],
    ["what's the total on po1181?", 'total', 'PO1181'],
    ['how much was so1469 for', 'total', 'SO1469'],
    ['when is inv1044 due', 'dueDate', 'INV1044'],
    ['what is the due date of inv1044', 'dueDate', 'INV1044'],
    ["what's the status of so1469", 'status', 'SO1469'],
    ['has inv1350 been paid yet?', 'status', 'INV1350'],
    ['who is inv1350 for?', 'party', 'INV1350'],
    ['which vendor is po1181 from', 'party', 'PO1181'],
  ])('"%s" asks the %s of %s', (text, field, number) => {
    expect(readDocumentLookup(text)).toEqual({ field, number });
  });

  it.each(['show invoice inv1044', 'open invoices over 1,000', 'is inv1350 bigger than inv1351?', 'inv1044'])(
    '"%s" is no lookup of one figure',
    (text) => {
      expect(readDocumentLookup(text)).toBeUndefined();
    },
  );
});
