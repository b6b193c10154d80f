import { PLATFORMS } from '@erp-agent/core';
import * as z from 'zod';
import { INTENTS } from '../agent/intents.ts';

/**
 * One labelled conversation of the agent evaluation, one JSON object a line:
 * `{"id", "family", "form", "turns": [...], "intent", "expect"}`. `intent` labels the first turn;
 * `family` groups the phrasings of one capability, and `form` says how this one is phrased.
 */
const suiteql = z.string().min(1);

/**
 * A reference query, or several when a question has more than one reading a careful operator
 * would accept (invoices or orders for "bought"; at or below the reorder point for "low"):
 * an answer matching any of them is right.
 */
const readings = z.union([suiteql, z.array(suiteql).min(1)]);

/**
 * A reference read from Dynamics 365 (the Dataverse Web API, `path` after `/api/data/v9.2/`) or
 * SAP Business One (Service Layer, `path` after `/b1s/v2/`), written by hand with the system's
 * own query options: `accounts?$select=name&$filter=address1_stateorprovince eq 'TX'`. Every page
 * is read. With `$select`, a row holds only the selected properties (not the key or the etag the
 * service adds); `flatten` makes each row of a collection property (an item's warehouses) a row
 * of its own, beside its parent's other properties; `sum` makes the reference one row, the total
 * of that property; a `/$count` path is one row, the count.
 */
export const odataReadingSchema = z
  .object({
    system: z.enum(['dynamics', 'sap']),
    path: z.string().min(1),
    flatten: z.string().min(1).optional(),
    sum: z.string().min(1).optional(),
  })
  .strict();
export type ODataReading = z.infer<typeof odataReadingSchema>;

/** One OData reference, or several readings of the question as for SuiteQL. */
const odataReadingList = z.union([odataReadingSchema, z.array(odataReadingSchema).min(1)]);

/** A term the reply must mention; `a|b` accepts either spelling. */
const term = z.string().min(1);

const fieldValue = z.union([z.string(), z.number()]);

/** A reference is SuiteQL (NetSuite) or OData (Dynamics 365, SAP Business One), never both. */
const oneReference = z.refine<{ suiteql?: unknown; odata?: unknown }>(
  (expectation) => (expectation.suiteql === undefined) !== (expectation.odata === undefined),
  { message: 'give the reference as suiteql or as odata, one of the two' },
);

export const expectationSchema = z.union([
  z
    .object({
      table: z
        .object({
          suiteql: readings.optional(),
          odata: odataReadingList.optional(),
          ordered: z.boolean().default(false),
          /** Only the reply's first rows are compared (as many as the reference has), in order. */
          head: z.boolean().default(false),
        })
        .strict()
        .check(oneReference),
    })
    .strict(),
  z
    .object({
      value: z
        .object({
          suiteql: readings.optional(),
          odata: odataReadingList.optional(),
          /** How far a stated figure may be from the reference's; cents by default. */
          tolerance: z.number().nonnegative().default(0.005),
        })
        .strict()
        .check(oneReference),
    })
    .strict(),
  z
    .object({
      state: z
        .object({
          suiteql: suiteql.optional(),
          odata: odataReadingSchema.optional(),
          rows: z.array(z.record(z.string(), z.unknown())),
        })
        .strict()
        .check(oneReference),
    })
    .strict(),
  z
    .object({
      asks: z
        .object({
          about: z.array(term).min(1),
          /** Saying plainly that it cannot do it, naming the same terms, is as right as asking. */
          orDeclines: z.boolean().default(false),
        })
        .strict(),
    })
    .strict(),
  z
    .object({
      confirms: z
        .object({
          recordType: z.string().min(1),
          /** Field (name or label) to the value the preview must show for it. */
          fields: z.record(z.string(), fieldValue).default({}),
          /** Lines the preview must list, each a few of its columns. */
          lines: z.array(z.record(z.string(), fieldValue)).default([]),
        })
        .strict(),
    })
    .strict(),
  z.object({ declines: z.object({ about: z.array(term).min(1) }).strict() }).strict(),
  z.object({ refuses: z.literal(true) }).strict(),
  z.object({ mentions: z.object({ all: z.array(term).min(1) }).strict() }).strict(),
  z.object({ project: z.object({ files: z.array(z.string().min(1)).min(1) }).strict() }).strict(),
]);
export type Expectation = z.infer<typeof expectationSchema>;

/**
 * How a case is phrased. Every family has at least the five of `REQUIRED_FORMS` (negation and
 * comparison count as one); the others add more ways operators talk.
 */
export const FORMS = [
  'terse',
  'question',
  'typo',
  'negation',
  'comparison',
  'follow-up',
  'request',
  'vocabulary',
  'chatty',
] as const;
export type Form = (typeof FORMS)[number];

export const evalCaseSchema = z
  .object({
    id: z.string().min(1),
    family: z.string().regex(/^[a-z0-9-]+$/, 'a family id is lower-case words joined by hyphens'),
    form: z.enum(FORMS),
    turns: z.array(z.string().min(1)).min(1),
    intent: z.enum(INTENTS),
    expect: expectationSchema,
    /** One of the examples in issue #16's "Why" list, word for word. */
    why: z.literal(true).optional(),
    /** What the sandbox does not hold yet that the question needs; shown apart in the report. */
    needs: z.string().min(1).optional(),
    /**
     * The systems the case's user has connected, each to its sandbox, before the first turn;
     * NetSuite alone when absent. Routing by the only connection, and asking which system when
     * two could answer, depend on it.
     */
    connections: z.array(z.enum(PLATFORMS)).min(1).optional(),
  })
  .strict();
export type EvalCase = z.infer<typeof evalCaseSchema>;

function referenceOf(expectation: Expectation): { suiteql?: string | string[]; odata?: ODataReading | ODataReading[] } {
  if ('table' in expectation) return expectation.table;
  if ('value' in expectation) return expectation.value;
  if ('state' in expectation) return expectation.state;
  return {};
}

/** The SuiteQL reference queries of an expectation, each alternative reading once; none for the others. */
export function referenceQueries(expectation: Expectation): string[] {
  const query = referenceOf(expectation).suiteql ?? [];
  return typeof query === 'string' ? [query] : query;
}

/** The OData references of an expectation (Dynamics 365 or SAP Business One), each reading once. */
export function odataReadings(expectation: Expectation): ODataReading[] {
  const reading = referenceOf(expectation).odata ?? [];
  return Array.isArray(reading) ? reading : [reading];
}

/** The systems a case's user connects before its first turn. */
export function caseConnections(evalCase: EvalCase): readonly (typeof PLATFORMS)[number][] {
  return evalCase.connections ?? ['netsuite'];
}

/**
 * The cases of a JSON Lines file; a bad line is named with its number (and the file's name when
 * given), and the file refused. Blank lines and lines starting with `//` are skipped.
 */
export function parseCases(text: string, fileName?: string): EvalCase[] {
  const where = (line: number) => `${fileName ? `${fileName} ` : ''}line ${line}`;
  const cases: EvalCase[] = [];
  const ids = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('//')) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`${where(index + 1)}: not JSON`);
    }
    const parsed = evalCaseSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${where(index + 1)}: ${issue?.path.join('.') || 'case'}: ${issue?.message ?? 'invalid'}`);
    }
    if (ids.has(parsed.data.id)) throw new Error(`${where(index + 1)}: the id ${parsed.data.id} is used twice`);
    ids.add(parsed.data.id);
    cases.push(parsed.data);
  });
  return cases;
}
