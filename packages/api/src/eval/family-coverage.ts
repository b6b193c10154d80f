import type { EvalCase, Form } from './eval-case.ts';

/**
 * The ways every family is phrased at least: tersely, as a question, with a typo, with a
 * negation or a comparison, and as a follow-up in a longer conversation.
 */
export const REQUIRED_FORMS: readonly (readonly Form[])[] = [
  ['terse'],
  ['question'],
  ['typo'],
  ['negation', 'comparison'],
  ['follow-up'],
];

export interface FamilyGap {
  readonly family: string;
  /** The required forms it lacks, `negation|comparison` for the pair. */
  readonly missing: readonly string[];
}

/** The families that lack a required form, in name order; none when every family is complete. */
export function familyGaps(cases: readonly EvalCase[]): FamilyGap[] {
  const forms = new Map<string, Set<Form>>();
  for (const { family, form } of cases) forms.set(family, (forms.get(family) ?? new Set()).add(form));
  return [...forms.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([family, present]) => ({
      family,
      missing: REQUIRED_FORMS.filter((anyOf) => !anyOf.some((form) => present.has(form))).map((anyOf) =>
        anyOf.join('|'),
      ),
    }))
    .filter((gap) => gap.missing.length > 0);
}
