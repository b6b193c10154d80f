import type { BooleanField, DateTimeField, IdField, TextField } from './record-type-spec.ts';

/** Fields every sandbox record type has, under the columns the entity and item tables share. */

export const ID_FIELD = {
  kind: 'id',
  column: 'id',
  title: 'Internal ID',
  system: 'id',
} as const satisfies IdField<'id'>;

export const EXTERNAL_ID_FIELD = {
  kind: 'text',
  column: 'externalid',
  title: 'External ID',
  description: 'The key of this record in another system; usable in URLs as eid:<externalId>.',
  maxLength: 255,
  unique: true,
} as const satisfies TextField<'externalid'>;

export const IS_INACTIVE_FIELD = {
  kind: 'boolean',
  column: 'isinactive',
  title: 'Inactive',
  default: { kind: 'value', value: 'F' },
} as const satisfies BooleanField<'isinactive'>;

export const DATE_CREATED_FIELD = {
  kind: 'datetime',
  column: 'datecreated',
  title: 'Date Created',
  system: 'created',
} as const satisfies DateTimeField<'datecreated'>;

export const LAST_MODIFIED_DATE_FIELD = {
  kind: 'datetime',
  column: 'lastmodifieddate',
  title: 'Last Modified Date',
  system: 'modified',
} as const satisfies DateTimeField<'lastmodifieddate'>;

export const EMAIL_FIELD = {
  kind: 'email',
  column: 'email',
  title: 'Email',
  maxLength: 254,
} as const satisfies TextField<'email'>;

export const PHONE_FIELD = {
  kind: 'text',
  column: 'phone',
  title: 'Phone',
  maxLength: 100,
} as const satisfies TextField<'phone'>;
