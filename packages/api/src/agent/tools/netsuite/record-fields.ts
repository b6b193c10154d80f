import * as z from 'zod';
import type { RecordTypeSchema } from '../../../netsuite/connector/index.ts';

/** One field of a record type, as the agent reads NetSuite's metadata catalog. */
export const recordFieldSchema = z.object({
  /** NetSuite's field id, as record bodies use it: `companyName`. */
  id: z.string(),
  /** NetSuite's label: `Company Name`. */
  title: z.string(),
  type: z.enum(['text', 'email', 'number', 'boolean', 'date', 'reference', 'other']),
  /** For references: the record type they point at. */
  references: z.string().optional(),
  readOnly: z.boolean(),
  nullable: z.boolean(),
});
export type RecordField = z.infer<typeof recordFieldSchema>;

const propertySchema = z.looseObject({
  title: z.string().optional(),
  type: z.string().optional(),
  format: z.string().optional(),
  readOnly: z.boolean().optional(),
  nullable: z.boolean().optional(),
  'x-ns-reference-type': z.string().optional(),
});

function typeOf(property: z.infer<typeof propertySchema>): RecordField['type'] {
  if (property['x-ns-reference-type']) return 'reference';
  if (property.type === 'string') {
    if (property.format === 'email') return 'email';
    if (property.format === 'date' || property.format === 'date-time') return 'date';
    return 'text';
  }
  if (property.type === 'number' || property.type === 'integer') return 'number';
  if (property.type === 'boolean') return 'boolean';
  return 'other';
}

/** The fields a record type's JSON Schema describes, leaving out `links` and anything unreadable. */
export function fieldsOf(schema: RecordTypeSchema): RecordField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([id, raw]) => {
    if (id === 'links') return [];
    const parsed = propertySchema.safeParse(raw);
    if (!parsed.success) return [];
    const property = parsed.data;
    const references = property['x-ns-reference-type'];
    return [
      {
        id,
        title: property.title ?? id,
        type: typeOf(property),
        ...(references ? { references } : {}),
        readOnly: property.readOnly ?? false,
        nullable: property.nullable ?? false,
      },
    ];
  });
}
