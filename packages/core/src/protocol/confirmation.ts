import * as z from 'zod/mini';
import { resultRecordSchema } from './result-record.ts';
import { COLUMN_KINDS, tableColumnSchema } from './table-layout.ts';

/**
 * How much harm a tool can do. `read` tools run at once; `write` and `destructive` ones only
 * after the user confirms a preview of what they will do.
 */
export const RISK_LEVELS = ['read', 'write', 'destructive'] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/**
 * One field of a record as it will be written. `kind` and `currency` say how to show the value,
 * as a table column's do: an amount in its currency, a date in the reader's format.
 */
export const previewFieldSchema = z.looseObject({
  name: z.string(),
  label: z.string(),
  value: z.unknown(),
  kind: z.nullish(z.catch(z.enum(COLUMN_KINDS), 'text')),
  currency: z.nullish(z.string()),
});
export type PreviewField = z.infer<typeof previewFieldSchema>;

/** One field that will change, from its current value to the new one. */
export const previewChangeSchema = z.looseObject({
  name: z.string(),
  label: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type PreviewChange = z.infer<typeof previewChangeSchema>;

/**
 * What a write will do, shown before it is done: the record as it will be created, the fields
 * that will change, or the rows that will be deleted.
 */
export const actionPreviewSchema = z.looseObject({
  action: z.enum(['create', 'update', 'delete', 'transform', 'deploy']),
  /** NetSuite's record type, such as `customer` or `purchaseOrder`. */
  recordType: z.string(),
  /** The same for people: `Customer`, `Purchase Order`. */
  recordLabel: z.string(),
  /** The record acted on, when there is one already: `Acme Ltd (id 42)`. */
  target: z.nullish(z.string()),
  fields: z.nullish(z.array(previewFieldSchema)),
  changes: z.nullish(z.array(previewChangeSchema)),
  rows: z.nullish(z.array(resultRecordSchema)),
  /** How to show `rows`: each column's label and kind, as a table reply's `table.columns`. */
  columns: z.nullish(z.array(tableColumnSchema)),
});
export type ActionPreview = z.infer<typeof actionPreviewSchema>;

/**
 * A write waiting for the user's word, as a reply carries it. `token` binds a decision to this
 * very preview: the server refuses a decision whose token does not match, or that comes after
 * the preview expired or was already decided.
 */
export const confirmationRequestSchema = z.looseObject({
  id: z.string(),
  token: z.string(),
  tool: z.string(),
  risk: z.enum(['write', 'destructive']),
  /** One line saying what will happen: `Create customer Acme Ltd`. */
  title: z.string(),
  preview: actionPreviewSchema,
  /** ISO 8601; after it the preview must be asked for again. */
  expiresAt: z.string(),
});
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

export const CONFIRMATION_DECISIONS = ['confirm', 'cancel'] as const;
export type ConfirmationDecision = (typeof CONFIRMATION_DECISIONS)[number];

/** The user's answer to a {@link ConfirmationRequest}, sent back with the next chat request. */
export const confirmationAnswerSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  token: z.string().check(z.minLength(1), z.maxLength(256)),
  decision: z.enum(CONFIRMATION_DECISIONS),
});
export type ConfirmationAnswer = z.infer<typeof confirmationAnswerSchema>;
