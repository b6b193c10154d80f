import type { ReferenceTarget } from './record-type-spec.ts';

/**
 * The records a reference field can point at. `refName` is what NetSuite shows beside the id:
 * the full hierarchical name for subsidiaries, departments and locations, number and name for
 * accounts, the entity id for employees.
 */
export const REFERENCE_TARGETS = {
  subsidiary: { recordType: 'subsidiary', table: 'subsidiary', refName: 't."fullname"' },
  currency: { recordType: 'currency', table: 'currency', refName: 't."name"' },
  term: { recordType: 'term', table: 'term', refName: 't."name"' },
  customerCategory: { recordType: 'customercategory', table: 'customercategory', refName: 't."name"' },
  vendorCategory: { recordType: 'vendorcategory', table: 'vendorcategory', refName: 't."name"' },
  department: { recordType: 'department', table: 'department', refName: 't."fullname"' },
  location: { recordType: 'location', table: 'location', refName: 't."fullname"' },
  account: { recordType: 'account', table: 'account', refName: 't."displaynamewithhierarchy"' },
  employee: { recordType: 'employee', table: 'employee', refName: 't."entityid"' },
  customer: { recordType: 'customer', table: 'customer', refName: 't."entityid"' },
  vendor: { recordType: 'vendor', table: 'vendor', refName: 't."entityid"' },
  /** NetSuite offers only employees marked as sales reps for a customer's sales rep. */
  salesRep: {
    recordType: 'employee',
    table: 'employee',
    refName: 't."entityid"',
    condition: `t."issalesrep" = 'T'`,
  },
} as const satisfies Readonly<Record<string, ReferenceTarget>>;
