import { describe, expect, it } from 'vitest';
import { intentScores } from './metrics.ts';

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
