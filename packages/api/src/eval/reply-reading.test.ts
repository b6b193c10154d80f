import { describe, expect, it } from 'vitest';
import {
  answerFigures,
  asked,
  declined,
  headline,
  mentions,
  replyText,
  rowsOf,
  statedNumbers,
} from './reply-reading.ts';

const table = { result: { success: true, results: [{ id: '7' }], count: 1 } };

describe('headline', () => {
  it("is a table's caption, otherwise the first paragraph of the message", () => {
    expect(headline({ ...table, caption: '12 open invoices', message: 'ignored' })).toBe('12 open invoices');
    expect(headline({ message: 'The total is **USD 5.00**.\n\nBy currency:\n- US Dollar: 5.00' })).toBe(
      'The total is **USD 5.00**.',
    );
    expect(headline({ result: { success: false, message: 'Nothing left to receive.' } })).toBe(
      'Nothing left to receive.',
    );
    expect(headline({})).toBe('');
  });
});

describe('statedNumbers and answerFigures', () => {
  it('reads numbers with separators, currency symbols and minus signs', () => {
    expect(statedNumbers('The total is **USD 73,251.73** (40 invoices), $1,000,000')).toEqual([73251.73, 40, 1000000]);
    expect(statedNumbers('balance \u2212264,933.48 and -3')).toEqual([-264933.48, -3]);
  });

  it('takes the bold figures as the answer when there are any, every figure otherwise', () => {
    expect(answerFigures('The total balance of 39 open invoices is **USD 81,903.24**.')).toEqual([81903.24]);
    expect(answerFigures('There are **39** open invoices.')).toEqual([39]);
    expect(answerFigures('Income Statement for Q3: net income USD 37,831.28')).toEqual([3, 37831.28]);
  });
});

describe('mentions', () => {
  it('matches whole words without case, plurals, and any of a|b', () => {
    expect(mentions('I cannot send emails.', 'email')).toBe(true);
    expect(mentions('Which customer do you mean?', 'customer|client')).toBe(true);
    expect(mentions('Which Client?', 'customer|client')).toBe(true);
    expect(mentions('journalist', 'journal')).toBe(false);
    expect(mentions('"Kling, Braun and DuBuque (id 365)"', 'Kling, Braun and DuBuque')).toBe(true);
    expect(mentions('Kemmer Logistics', 'Kemmer Media')).toBe(false);
  });
});

describe('asked and declined', () => {
  it('counts a clarifying question, or a question sentence with nothing shown, as asking', () => {
    expect(asked({ question: { text: 'Which Kling?' } })).toBe(true);
    expect(
      asked({ error: 'unclear', result: { success: false, message: 'Which purchase order? Give its number.' } }),
    ).toBe(true);
    expect(asked({ ...table, caption: 'Any of these?' })).toBe(false);
    expect(asked({ message: 'There are **39** open invoices.' })).toBe(false);
  });

  it('counts a refusal code or plain "cannot" words with nothing shown as declining', () => {
    expect(declined({ error: 'out_of_scope', message: 'I can only help with NetSuite.' })).toBe(true);
    expect(declined({ message: "I can't send email: no tool sends messages. I can list the customers instead." })).toBe(
      true,
    );
    expect(declined({ message: 'Journal entries are not supported yet.' })).toBe(true);
    expect(declined({ ...table, caption: "Journal entries (I can't create one)" })).toBe(false);
    expect(declined({ message: 'There are **39** open invoices.' })).toBe(false);
    expect(declined({ error: 'not_found', message: 'No customer named Acme.' })).toBe(false);
  });
});

describe('rowsOf and replyText', () => {
  it('finds rows in result or data, and words in every field', () => {
    expect(rowsOf(table)).toEqual([{ id: '7' }]);
    expect(rowsOf({ data: { success: true, results: [{ id: '1' }] } })).toEqual([{ id: '1' }]);
    expect(rowsOf({ result: { success: true, results: [] } })).toBeUndefined();
    expect(rowsOf({ result: { success: false, results: [{ id: '1' }] } })).toBeUndefined();
    const text = replyText({
      message: 'm',
      caption: 'c',
      question: { text: 'q', options: [{ label: 'Kling Group (id 279)', value: 'Kling Group' }] },
    });
    expect(text.split('\n')).toEqual(['m', 'c', 'q', 'Kling Group (id 279)']);
  });
});

describe('rowsOf', () => {
  it('leaves out the rows the layout marks as totals', () => {
    const reply = {
      result: {
        success: true,
        results: [
          { name: 'Acme', due: 10 },
          { name: 'Kling', due: 5 },
          { name: 'Total', due: 15 },
        ],
      },
      table: { columns: [{ key: 'name', label: 'Customer', kind: 'text' as const }], totalRows: [2] },
    };
    expect(rowsOf(reply)?.map((row) => row.name)).toEqual(['Acme', 'Kling']);
    expect(
      rowsOf({ result: { success: true, results: [{ name: 'Total' }] }, table: { columns: [], totalRows: [0] } }),
    ).toBeUndefined();
  });
});
