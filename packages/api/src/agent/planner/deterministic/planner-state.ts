import * as z from 'zod';
import { aggregateSpecSchema, querySpecSchema } from '../../netsuite/query-spec.ts';
import { RECORD_KINDS } from '../../netsuite/record-catalog.ts';
import { REPORT_IDS, reportParametersSchema } from '../../tools/netsuite/reports/index.ts';

/** The last thing shown as a table, so "export that" and "only those in California" can follow it. */
export const lastTableSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('query'), query: querySpecSchema }),
  z.object({ kind: z.literal('aggregate'), aggregate: aggregateSpecSchema }),
  z.object({ kind: z.literal('report'), reportId: z.enum(REPORT_IDS), parameters: reportParametersSchema }),
  z.object({ kind: z.literal('search'), searchId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('suiteql'), query: z.string() }),
]);
export type LastTable = z.infer<typeof lastTableSchema>;

/** A row of the last table, for "the second one". */
export const shownRowSchema = z.object({ id: z.string(), record: z.enum(RECORD_KINDS).optional(), label: z.string() });
export type ShownRow = z.infer<typeof shownRowSchema>;

export const candidateSchema = z.object({ id: z.string(), name: z.string(), kind: z.string() });
export type Candidate = z.infer<typeof candidateSchema>;

/**
 * A question waiting for its answer. `binding` picks which record a phrase meant, then plans the
 * original prompt again knowing it; `append` adds the answer to the original prompt; `rephrase`
 * puts the answer in place of the phrase that was not understood (or leaves the phrase out when
 * the answer says to ignore it).
 */
export const pendingQuestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('binding'),
    prompt: z.string(),
    phrase: z.string(),
    candidates: z.array(candidateSchema).min(2),
    bindings: z.record(z.string(), candidateSchema).default({}),
  }),
  z.object({ kind: z.literal('append'), prompt: z.string(), template: z.string() }),
  z.object({ kind: z.literal('rephrase'), prompt: z.string(), phrase: z.string() }),
]);
export type PendingQuestion = z.infer<typeof pendingQuestionSchema>;

/** The last Dynamics 365 or SAP Business One question, for "only the open ones" and "how many?". */
export const lastErpQuestionSchema = z.object({ system: z.enum(['dynamics', 'sap']), words: z.string().max(500) });

/** A field of one record the last answer stated ("Funk Group's credit limit is ..."), for "raise it to 60,000". */
export const statedFieldSchema = z.object({ id: z.string(), words: z.string().max(40) });

/** How many rows of a table the conversation keeps, for "the second one" and "their invoices". */
export const SHOWN_ROWS_KEPT = 200;

export const plannerStateSchema = z.object({
  last: lastTableSchema.optional(),
  field: statedFieldSchema.optional(),
  erp: lastErpQuestionSchema.optional(),
  rows: z.array(shownRowSchema).max(SHOWN_ROWS_KEPT).optional(),
  question: pendingQuestionSchema.optional(),
});
export type PlannerState = z.infer<typeof plannerStateSchema>;

/** The state as stored, or a fresh one if it is missing or from an older shape. */
export function readPlannerState(stored: Record<string, unknown>): PlannerState {
  const parsed = plannerStateSchema.safeParse(stored.deterministic ?? {});
  return parsed.success ? parsed.data : {};
}

export function storedPlannerState(state: PlannerState): Record<string, unknown> {
  return { deterministic: state };
}
