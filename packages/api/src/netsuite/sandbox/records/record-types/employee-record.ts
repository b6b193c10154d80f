import { DATE_CREATED_FIELD, EMAIL_FIELD, EXTERNAL_ID_FIELD, ID_FIELD, IS_INACTIVE_FIELD } from './common-fields.ts';
import { ENTITY_ID_SPACE } from './entity-id-space.ts';
import { defineRecordType } from './record-type-spec.ts';
import { REFERENCE_TARGETS } from './reference-targets.ts';

export const EMPLOYEE_RECORD = defineRecordType({
  name: 'employee',
  title: 'Employee',
  table: 'employee',
  idSpace: ENTITY_ID_SPACE,
  fields: {
    id: ID_FIELD,
    externalId: EXTERNAL_ID_FIELD,
    entityId: {
      kind: 'text',
      column: 'entityid',
      title: 'Employee ID',
      maxLength: 83,
      unique: true,
      default: { kind: 'autonumber', prefix: 'EMP' },
    },
    firstName: { kind: 'text', column: 'firstname', title: 'First Name', maxLength: 32, required: true },
    lastName: { kind: 'text', column: 'lastname', title: 'Last Name', maxLength: 32, required: true },
    email: EMAIL_FIELD,
    title: { kind: 'text', column: 'title', title: 'Job Title', maxLength: 99 },
    subsidiary: {
      kind: 'reference',
      column: 'subsidiary',
      title: 'Subsidiary',
      target: REFERENCE_TARGETS.subsidiary,
      required: true,
    },
    department: {
      kind: 'reference',
      column: 'department',
      title: 'Department',
      target: REFERENCE_TARGETS.department,
    },
    location: { kind: 'reference', column: 'location', title: 'Location', target: REFERENCE_TARGETS.location },
    supervisor: {
      kind: 'reference',
      column: 'supervisor',
      title: 'Supervisor',
      target: REFERENCE_TARGETS.employee,
    },
    isSalesRep: {
      kind: 'boolean',
      column: 'issalesrep',
      title: 'Sales Rep',
      default: { kind: 'value', value: 'F' },
    },
    isInactive: IS_INACTIVE_FIELD,
    dateCreated: DATE_CREATED_FIELD,
  },
  // Someone's sales rep, supervisor or the employee on a transaction stays, as in NetSuite.
  dependents: [
    { table: 'transaction', column: 'employee' },
    { table: 'customer', column: 'salesrep' },
    { table: 'employee', column: 'supervisor' },
  ],
});
