import { describe, expect, it } from 'vitest';
import { intentScores, outcomeRates, outcomeRatesBy } from './metrics.ts';

describe('intentScores', () => {
  it('counts precision, recall and F1 per intent, and the confusion between them', () => {
    const scores = intentScores([
      { expected: 'query', got: 'query' },
      { expected: 'query', got: 'count' },
      { expected: 'count', got: 'count' },
      { expected: 'help', got: 'help' },
    ]);
    const query = scores.perIntent.find((score) => score.intent === 'query');
    const count = scores.perIntent.find((score) => score.intent === 'count');
    expect(query).toMatchObject({ support: 2, precision: 1, recall: 0.5 });
    expect(query?.f1).toBeCloseTo(2 / 3);
    expect(count).toMatchObject({ support: 1, precision: 0.5, recall: 1 });
    expect(scores.confusion.get('query')?.get('count')).toBe(1);
  });
});

describe('outcomeRates', () => {
  it('gives accuracy, the wrong-answer rate and the abstention rate, which add up to one', () => {
    const rates = outcomeRates('overall', ['right', 'right', 'wrong', 'abstained']);
    expect(rates).toEqual({
      group: 'overall',
      cases: 4,
      right: 2,
      wrong: 1,
      abstained: 1,
      accuracy: 0.5,
      wrongRate: 0.25,
      abstentionRate: 0.25,
    });
    expect(outcomeRates('none', [])).toMatchObject({ cases: 0, accuracy: 0, wrongRate: 0, abstentionRate: 0 });
  });

  it('groups by any key, groups in name order', () => {
    const rates = outcomeRatesBy(
      [
        { intent: 'query', outcome: 'wrong' as const },
        { intent: 'count', outcome: 'right' as const },
        { intent: 'query', outcome: 'right' as const },
      ],
      (entry) => entry.intent,
      (entry) => entry.outcome,
    );
    expect(rates.map(({ group, cases, accuracy }) => [group, cases, accuracy])).toEqual([
      ['count', 1, 1],
      ['query', 2, 0.5],
    ]);
  });
});
