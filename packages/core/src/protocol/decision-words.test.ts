import { describe, expect, it } from 'vitest';
import { decisionInWords } from './decision-words.ts';

describe('decisionInWords', () => {
  it.each(['yes', 'Yes!', 'ok', 'Go ahead.', 'yes, please', 'Confirm', 'do it'])('reads %s as confirm', (prompt) => {
    expect(decisionInWords(prompt)).toBe('confirm');
  });

  it.each(['no', 'Cancel', 'never mind', "don't", 'No thanks.'])('reads %s as cancel', (prompt) => {
    expect(decisionInWords(prompt)).toBe('cancel');
  });

  it.each(['yes delete all customers', 'no, create a vendor instead', 'list invoices', 'okay list vendors'])(
    'leaves %s to the planner',
    (prompt) => {
      expect(decisionInWords(prompt)).toBeUndefined();
    },
  );
});
