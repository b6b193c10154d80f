import { describe, expect, it } from 'vitest';
import { replyTextPieces } from './reply-text.ts';

describe('replyTextPieces', () => {
  it('tells the reply in pieces a few words long', () => {
    expect(replyTextPieces({ message: 'There are **12** open invoices.' })).toEqual([
      'There ',
      'are ',
      '**12** ',
      'open ',
      'invoices.',
    ]);
    expect(replyTextPieces({ caption: '3 open invoices', result: { success: true, results: [{ id: 1 }] } })).toEqual([
      '3 ',
      'open ',
      'invoices.',
    ]);
  });

  it('says nothing the model already streamed word for word', () => {
    expect(
      replyTextPieces({ message: 'Three customers joined this week.' }, 'Three customers joined this week'),
    ).toEqual([]);
    const table = { caption: 'Your three newest customers.', result: { success: true, results: [{ id: 1 }] } };
    expect(replyTextPieces(table, 'Your three newest customers.')).toEqual([]);
  });

  it('tells what the model did not say: a failure after its words, a preview after its lead', () => {
    const failure = { error: 'model_unavailable', result: { success: false, message: 'The model failed.' } };
    expect(replyTextPieces(failure, 'Let me').join('')).toBe('The model failed.');
  });
});
