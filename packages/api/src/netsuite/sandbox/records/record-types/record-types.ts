import { unknownRecordType } from '../record-errors.ts';
import { TRANSACTION_TYPES } from '../transactions/transaction-types.ts';
import { CUSTOMER_RECORD } from './customer-record.ts';
import { EMPLOYEE_RECORD } from './employee-record.ts';
import { INVENTORY_ITEM_RECORD } from './inventory-item-record.ts';
import type { AnyRecordTypeSpec } from './record-type-spec.ts';
import { VENDOR_RECORD } from './vendor-record.ts';

/** Every record type the sandbox's record service serves, in the metadata catalog's order. */
export const RECORD_TYPES: readonly AnyRecordTypeSpec[] = [
  CUSTOMER_RECORD,
  EMPLOYEE_RECORD,
  INVENTORY_ITEM_RECORD,
  VENDOR_RECORD,
];

const BY_NAME = new Map(RECORD_TYPES.map((spec) => [spec.name, spec]));

/** NetSuite reads record type names in URLs without regard to case: `inventoryItem` is `inventoryitem`. */
export function findRecordType(name: string): AnyRecordTypeSpec | undefined {
  return BY_NAME.get(name.toLowerCase());
}

/** The type a URL names, or NetSuite's 404 for a type it does not have. */
export function requireRecordType(name: string): AnyRecordTypeSpec {
  const spec = findRecordType(name);
  if (!spec)
    throw unknownRecordType(
      name,
      [...RECORD_TYPES, ...TRANSACTION_TYPES].map((type) => type.name),
    );
  return spec;
}
