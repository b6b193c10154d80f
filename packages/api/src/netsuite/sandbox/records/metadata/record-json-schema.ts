import { type AnyRecordTypeSpec, fieldEntries, isNullable, type RecordField } from '../record-types/index.ts';

/**
 * A record type's JSON Schema, as the metadata catalog serves it for `Accept:
 * application/schema+json`: each field's label as `title`, `nullable` where a field may be
 * empty, `readOnly` where the system sets it, and NetSuite's `x-ns-` annotations. It describes
 * the record as a GET returns it; `required` names what a create must send.
 */

export type JsonSchema = { readonly [keyword: string]: unknown };

const LINKS_SCHEMA: JsonSchema = {
  title: 'Links',
  type: 'array',
  readOnly: true,
  items: {
    type: 'object',
    properties: { rel: { type: 'string' }, href: { type: 'string', format: 'uri' } },
  },
};

function kindSchema(field: RecordField): JsonSchema {
  switch (field.kind) {
    case 'id':
      return { type: 'string' };
    case 'text':
      return { type: 'string', maxLength: field.maxLength };
    case 'email':
      return { type: 'string', format: 'email', maxLength: field.maxLength };
    case 'boolean':
      return { type: 'boolean' };
    case 'money':
      return { type: 'number', format: 'double' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'reference':
      return {
        type: 'object',
        properties: {
          id: { title: 'Internal identifier', type: 'string' },
          refName: { title: 'Reference Name', type: 'string', readOnly: true },
          links: LINKS_SCHEMA,
        },
        'x-ns-reference-type': field.target.recordType,
      };
  }
}

/** A constant default as a client would send it; other defaults are described, not stated. */
function defaultKeyword(field: RecordField): JsonSchema {
  if (field.default?.kind !== 'value') return {};
  if (field.kind === 'boolean') return { default: field.default.value === 'T' };
  if (field.kind === 'money') return { default: field.default.value };
  return {};
}

function fieldSchema(field: RecordField): JsonSchema {
  return {
    title: field.title,
    ...kindSchema(field),
    ...(field.description ? { description: field.description } : {}),
    ...defaultKeyword(field),
    ...(isNullable(field) ? { nullable: true } : {}),
    ...(field.system || field.readOnly ? { readOnly: true } : {}),
    'x-ns-filterable': true,
  };
}

export function recordJsonSchema(spec: AnyRecordTypeSpec): JsonSchema {
  const entries = fieldEntries(spec);
  return {
    title: spec.title,
    type: 'object',
    properties: {
      links: LINKS_SCHEMA,
      ...Object.fromEntries(entries.map(({ name, field }) => [name, fieldSchema(field)])),
    },
    required: entries.filter(({ field }) => field.required).map(({ name }) => name),
    'x-ns-record-type': spec.name,
  };
}
