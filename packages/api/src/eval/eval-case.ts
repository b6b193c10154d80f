import * as z from 'zod';
import { INTENTS } from '../agent/intents.ts';

/**
 * One labelled conversation of the agent evaluation, one JSON object a line:
 * `{"id", "turns": [...], "intent", "expect"}`. `intent` labels the first turn.
 */
const suiteql = z.string().min(1);

export const expectationSchema = z.union([
  z.object({ table: z.object({ suiteql, ordered: z.boolean().default(false) }) }).strict(),
  z.object({ value: z.object({ suiteql }) }).strict(),
  z.object({ state: z.object({ suiteql, rows: z.array(z.record(z.string(), z.unknown())) }) }).strict(),
  z.object({ asks: z.literal(true) }).strict(),
  z.object({ confirms: z.literal(true) }).strict(),
  z.object({ refuses: z.literal(true) }).strict(),
  z.object({ project: z.object({ files: z.array(z.string().min(1)).min(1) }) }).strict(),
]);
export type Expectation = z.infer<typeof expectationSchema>;

export const evalCaseSchema = z
  .object({
    id: z.string().min(1),
    turns: z.array(z.string().min(1)).min(1),
    intent: z.enum(INTENTS),
    expect: expectationSchema,
  })
  .strict();
export type EvalCase = z.infer<typeof evalCaseSchema>;

/** The cases of a JSON Lines file; a bad line is named with its number, and the file refused. */
export function parseCases(text: string): EvalCase[] {
  const cases: EvalCase[] = [];
  const ids = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('//')) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`line ${index + 1}: not JSON`);
    }
    const parsed = evalCaseSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`line ${index + 1}: ${issue?.path.join('.') || 'case'}: ${issue?.message ?? 'invalid'}`);
    }
    if (ids.has(parsed.data.id)) throw new Error(`line ${index + 1}: the id ${parsed.data.id} is used twice`);
    ids.add(parsed.data.id);
    cases.push(parsed.data);
  });
  return cases;
}
