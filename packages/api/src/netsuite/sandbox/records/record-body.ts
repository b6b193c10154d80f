import { z } from 'zod';
import { invalidFieldValue, missingValues, unknownField } from './record-errors.ts';
import {
  type AnyRecordTypeSpec,
  fieldEntries,
  isNullable,
  isWritable,
  type RecordField,
} from './record-types/index.ts';

/**
 * A record body as the client sent it, checked against the record type and turned into
 * column values: booleans become 'T'/'F', references their ids, empty text null. Read-only
 * fields a client echoes back from a GET (`id`, `links`, dates) are accepted and ignored;
 * anything the type does not have is refused.
 */

/** A value in its column's representation. */
export type ColumnValue = string | number | null;

/** The fields a write sets, by REST field name. */
export type FieldValues = ReadonlyMap<string, ColumnValue>;

export type BodyPurpose = 'create' | 'update';

/** numeric(18,2) holds up to 16 digits before the point. */
const MONEY_LIMIT = 1e16;
/** Internal ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/** A reference as a client writes one: `{ id }`, the id as a string or a number. */
export const REFERENCE_BODY = z.strictObject({
  id: z
    .union([z.string().regex(/^\d{1,10}$/), z.int()])
    .transform(Number)
    .pipe(z.int().min(1).max(MAX_ID)),
  // Echoed back from a GET; NetSuite goes by the id alone.
  refName: z.string().optional(),
  links: z.array(z.unknown()).optional(),
});

/** PostgreSQL text cannot hold NUL, and no NetSuite field means one. */
export const hasNoNul = (text: string) => !text.includes('\u0000');

function writableSchema(field: RecordField): z.ZodType {
  switch (field.kind) {
    case 'text':
      return z.string().max(field.maxLength).refine(hasNoNul);
    case 'email':
      // The browsers' rule for an address field, which lets through every address mail systems use.
      return z.union([z.literal(''), z.email({ pattern: z.regexes.html5Email }).max(field.maxLength)]);
    case 'boolean':
      return z.boolean();
    case 'money':
      return z.number().gt(-MONEY_LIMIT).lt(MONEY_LIMIT);
    case 'reference':
      return REFERENCE_BODY;
    case 'date':
      return z.iso.date();
    case 'id':
    case 'datetime':
      return z.unknown();
  }
}

function fieldSchema(field: RecordField): z.ZodType {
  if (!isWritable(field)) return z.unknown().optional();
  // Null gets through to be refused by name when the field cannot be empty.
  return writableSchema(field).nullable().optional();
}

const BODY_SCHEMAS = new WeakMap<AnyRecordTypeSpec, z.ZodType<Record<string, unknown>>>();

/** The zod schema of a body of the type: every field optional here; what a create needs is checked after. */
export function recordBodySchema(spec: AnyRecordTypeSpec): z.ZodType<Record<string, unknown>> {
  const known = BODY_SCHEMAS.get(spec);
  if (known) return known;
  const shape: Record<string, z.ZodType> = { links: z.unknown().optional() };
  for (const { name, field } of fieldEntries(spec)) shape[name] = fieldSchema(field);
  const schema = z.strictObject(shape);
  BODY_SCHEMAS.set(spec, schema);
  return schema;
}

/** How NetSuite shows the offending value in its message: a reference by its id. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'id' in value) return String(value.id);
  return JSON.stringify(value) ?? String(value);
}

/** The first problem zod found, as NetSuite words it. */
function refusal(spec: AnyRecordTypeSpec, body: Readonly<Record<string, unknown>>, error: z.ZodError): Error {
  const [issue] = error.issues;
  if (issue?.code === 'unrecognized_keys') return unknownField(issue.keys[0] ?? '', spec.name);
  const name = String(issue?.path[0] ?? '');
  return invalidFieldValue(name, shown(body[name]));
}

function columnValue(field: RecordField, value: unknown): ColumnValue {
  if (value === null) return null;
  switch (field.kind) {
    case 'boolean':
      return value === true ? 'T' : 'F';
    case 'reference':
      return (value as { id: number }).id;
    case 'money':
      return value as number;
    default:
      // NetSuite stores an empty text field as no value at all.
      return value === '' ? null : (value as string);
  }
}

export function parseRecordBody(
  spec: AnyRecordTypeSpec,
  body: Readonly<Record<string, unknown>>,
  purpose: BodyPurpose,
): FieldValues {
  const parsed = recordBodySchema(spec).safeParse(body);
  if (!parsed.success) throw refusal(spec, body, parsed.error);
  const values = new Map<string, ColumnValue>();
  const missing: { name: string; title: string }[] = [];
  for (const { name, field } of fieldEntries(spec)) {
    if (!isWritable(field)) continue;
    const given = parsed.data[name];
    if (given === undefined) {
      if (purpose === 'create' && field.required) missing.push({ name, title: field.title });
      continue;
    }
    const value = columnValue(field, given);
    if (value === null && !isNullable(field)) {
      // A create may leave a defaulted field empty and get the default; nothing may clear it later.
      if (purpose === 'update' || field.default === undefined) missing.push({ name, title: field.title });
      continue;
    }
    values.set(name, value);
  }
  if (missing.length > 0) throw missingValues(missing);
  return values;
}
