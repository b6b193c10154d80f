import { describe, expect, it } from 'vitest';
import { unplacedWords } from './unplaced-words.ts';

describe('unplacedWords', () => {
  it('keeps what no pattern read, leaving out the words of asking', () => {
    expect(unplacedWords('can you show me the open orders in texas please', [/\bopen\b/, /\borders\b/])).toEqual([
      'texas',
    ]);
  });

  it('keeps words that turn or bound the request', () => {
    expect(unplacedWords('orders not over there', [/\borders\b/])).toEqual(['not', 'over']);
  });

  it('reads a pattern across the spaces an earlier one left', () => {
    expect(unplacedWords('top 5 by open balance', [/\bopen\b/, /\bby balance\b/, /\btop\b/])).toEqual([]);
  });
});
