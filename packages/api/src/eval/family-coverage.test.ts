import { describe, expect, it } from 'vitest';
import type { EvalCase, Form } from './eval-case.ts';
import { familyGaps } from './family-coverage.ts';

const phrasing = (family: string, form: Form): EvalCase => ({
  id: `${family}.${form}`,
  family,
  form,
  turns: ['x'],
  intent: 'query',
  expect: { refuses: true },
});

describe('familyGaps', () => {
  it('names the forms a family lacks, negation and comparison counting as one', () => {
    const complete = (['terse', 'question', 'typo', 'comparison', 'follow-up'] as const).map((form) =>
      phrasing('open-invoices', form),
    );
    const partial = (['terse', 'chatty', 'vocabulary'] as const).map((form) => phrasing('cash-balance', form));
    expect(familyGaps([...complete, ...partial])).toEqual([
      { family: 'cash-balance', missing: ['question', 'typo', 'negation|comparison', 'follow-up'] },
    ]);
    expect(familyGaps(complete)).toEqual([]);
  });
});
