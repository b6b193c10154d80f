import {
  DATE_CREATED_FIELD,
  EMAIL_FIELD,
  EXTERNAL_ID_FIELD,
  ID_FIELD,
  IS_INACTIVE_FIELD,
  LAST_MODIFIED_DATE_FIELD,
  PHONE_FIELD,
} from './common-fields.ts';
import { ENTITY_DEPENDENTS, ENTITY_ID_SPACE } from './entity-id-space.ts';
import { defineRecordType } from './record-type-spec.ts';
import { REFERENCE_TARGETS } from './reference-targets.ts';

export const CUSTOMER_RECORD = defineRecordType({
  name: 'customer',
  title: 'Customer',
  table: 'customer',
  idSpace: ENTITY_ID_SPACE,
  fields: {
    id: ID_FIELD,
    externalId: EXTERNAL_ID_FIELD,
    entityId: {
      kind: 'text',
      column: 'entityid',
      title: 'Customer ID',
      maxLength: 83,
      unique: true,
      default: { kind: 'autonumber', prefix: 'CUST' },
    },
    companyName: { kind: 'text', column: 'companyname', title: 'Company Name', maxLength: 83, required: true },
    isPerson: {
      kind: 'boolean',
      column: 'isperson',
      title: 'Type',
      description: 'True for an individual, false for a company.',
      default: { kind: 'value', value: 'F' },
    },
    email: EMAIL_FIELD,
    phone: PHONE_FIELD,
    subsidiary: {
      kind: 'reference',
      column: 'subsidiary',
      title: 'Primary Subsidiary',
      target: REFERENCE_TARGETS.subsidiary,
      required: true,
    },
    currency: {
      kind: 'reference',
      column: 'currency',
      title: 'Primary Currency',
      target: REFERENCE_TARGETS.currency,
      // NetSuite proposes the subsidiary's base currency.
      default: { kind: 'lookup', from: 'subsidiary', column: 'currency' },
    },
    terms: { kind: 'reference', column: 'terms', title: 'Terms', target: REFERENCE_TARGETS.term },
    creditLimit: { kind: 'money', column: 'creditlimit', title: 'Credit Limit' },
    category: {
      kind: 'reference',
      column: 'category',
      title: 'Category',
      target: REFERENCE_TARGETS.customerCategory,
    },
    salesRep: { kind: 'reference', column: 'salesrep', title: 'Sales Rep', target: REFERENCE_TARGETS.salesRep },
    isInactive: IS_INACTIVE_FIELD,
    dateCreated: DATE_CREATED_FIELD,
    lastModifiedDate: LAST_MODIFIED_DATE_FIELD,
  },
  dependents: ENTITY_DEPENDENTS,
  owned: [
    { table: 'entityaddress', column: 'nkey', recordColumn: 'defaultbillingaddress' },
    { table: 'entityaddress', column: 'nkey', recordColumn: 'defaultshippingaddress' },
  ],
});
