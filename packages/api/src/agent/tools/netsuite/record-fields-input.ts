import * as z from 'zod';

/**
 * A record body's fields as a tool takes them: NetSuite's field ids (`companyName`, `email`) with
 * plain values, and references as `{ id }`, optionally with the `refName` the preview shows.
 */
export const recordFieldsInput = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'A NetSuite field id'),
    z.union([
      z.string().max(4000),
      z.number(),
      z.boolean(),
      z.null(),
      z.object({ id: z.string().min(1).max(100), refName: z.string().max(300).optional() }),
    ]),
  )
  .refine((fields) => Object.keys(fields).length > 0, 'Give at least one field')
  .refine((fields) => Object.keys(fields).length <= 60, 'At most 60 fields at once');
