import { describe, expect, it } from 'vitest';
import { withoutContractions } from './contractions.ts';
import { withoutCourtesy } from './courtesy.ts';

describe('withoutCourtesy', () => {
  it.each([
    ['morning! can you pull up the overdue invoices? thanks', 'can you pull up the overdue invoices?'],
    ['Hi team, open POs please', 'open POs'],
    ['hello open invoices', 'open invoices'],
    ['Good afternoon. Which bills are due this week? Thank you so much!', 'Which bills are due this week?'],
    ['hey there - top customers this year, cheers', 'top customers this year'],
    ['quick one - what currency does Kemmer Logistics bill us in?', 'what currency does Kemmer Logistics bill us in?'],
    ['Quick question: who owes us the most?', 'who owes us the most?'],
    [
      'for the board pack: what were our top 5 products by revenue last quarter?',
      'what were our top 5 products by revenue last quarter?',
    ],
  ])('"%s" is asked as "%s"', (said, asked) => {
    expect(withoutCourtesy(said)).toBe(asked);
  });

  it.each([
    'invoices created this morning',
    'sales orders from Good Day Ltd',
    'customers named Hello Fresh',
    'morning deliveries by location',
    'questions from customers',
  ])('keeps "%s" whole: a time or a name inside the request', (said) => {
    expect(withoutCourtesy(said)).toBe(said);
  });

  it('leaves a greeting on its own as it is, for the help answer', () => {
    expect(withoutCourtesy('hi')).toBe('hi');
    expect(withoutCourtesy('thanks!')).toBe('thanks!');
  });
});

describe('withoutContractions', () => {
  it.each([
    ["are there customers who've never placed an order?", 'are there customers who have never placed an order?'],
    ["I've got Acme on the phone", 'I have got Acme on the phone'],
    ["what we'll owe next week", 'what we will owe next week'],
    ["they're late, I'm told", 'they are late, I am told'],
  ])('"%s" is read as "%s"', (said, read) => {
    expect(withoutContractions(said)).toBe(read);
  });

  it('keeps negations and possessives as typed', () => {
    expect(withoutContractions("which invoices haven't been paid? what's Funk Group's credit limit")).toBe(
      "which invoices haven't been paid? what's Funk Group's credit limit",
    );
  });
});
