import { describe, expect, it } from 'vitest';
import type { EvalCase } from './eval-case.ts';
import type { Outcome } from './judge.ts';
import { type CaseResult, formatReport } from './report.ts';

const result = (id: string, outcome: Outcome, extra: Partial<EvalCase> = {}, intent = 'query'): CaseResult => ({
  evalCase: {
    id,
    family: 'open-invoices',
    form: 'terse',
    turns: [id],
    intent: 'query',
    expect: { refuses: true },
    ...extra,
  },
  intent,
  verdict: outcome === 'right' ? { outcome } : { outcome, reason: `${id} missed` },
});

describe('formatReport', () => {
  const lines = formatReport([
    result('a', 'right'),
    result('b', 'wrong', { why: true }, 'count'),
    result('c', 'abstained', { family: 'cash-balance', intent: 'aggregate', needs: 'bank balances' }),
    result('d', 'right', { family: 'cash-balance', intent: 'aggregate' }, 'aggregate'),
  ]);
  const text = lines.join('\n');

  it('ends with the labelled summary, whole-answer accuracy last', () => {
    expect(lines.slice(-4)).toEqual([
      'cases: 4 (2 right, 1 wrong, 1 abstained)',
      'abstention rate: 0.25',
      'wrong-answer rate: 0.25',
      'whole-answer accuracy: 0.50',
    ]);
  });

  it('breaks outcomes down per intent (with the overall line) and per family', () => {
    expect(text).toMatch(/^query\s+2\s+1\s+1\s+0\s+0\.50\s+0\.50\s+0\.00$/m);
    expect(text).toMatch(/^aggregate\s+2\s+1\s+0\s+1\s+0\.50\s+0\.00\s+0\.50$/m);
    expect(text).toMatch(/^overall\s+4\s+2\s+1\s+1\s+0\.50\s+0\.25\s+0\.25$/m);
    expect(text).toMatch(/^cash-balance\s+2\s+1\s+0\s+1/m);
  });

  it("lists the issue's examples, the cases needing sandbox data, and every miss with its reason", () => {
    expect(text).toContain("issue #16's examples: 0 right, 1 wrong, 0 abstained");
    expect(text).toContain('abstained c: bank balances');
    expect(text).toContain('wrong (1):\n  b [query -> count] ["b"]: b missed');
    expect(text).toContain('abstained (1):\n  c [aggregate -> query] ["c"]: c missed');
    expect(text).toContain('query -> count ×1');
  });
});
