import { describe, expect, it } from 'vitest';
import { numberFromWords, numbersIn, parseNumber, wordsToDigits } from './numbers.ts';

describe('numbers', () => {
  it.each([
    ['5000', 5000],
    ['5,000', 5000],
    ['$2,500', 2500],
    ['$2,500.50', 2500.5],
    ['10k', 10000],
    ['10K', 10000],
    ['2.5m', 2_500_000],
    ['1 million', 1_000_000],
    ['£300', 300],
    ['7 grand', 7000],
    ['five', 5],
    ['twenty five', 25],
    ['twenty-five', 25],
    ['a hundred', 100],
    ['two thousand', 2000],
    ['three hundred and fifty', 350],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('finds numbers in a sentence with their places and currency marks', () => {
    const found = numbersIn('invoices over $5,000 and under 10k dollars from 2025');
    expect(found.map(({ value, money }) => [value, money])).toEqual([
      [5000, true],
      [10000, true],
      [2025, false],
    ]);
    expect(found[0]).toMatchObject({ start: 14, end: 20 });
  });

  it('is not fooled by words that are not numbers', () => {
    expect(numberFromWords('five customers')).toBeUndefined();
    expect(numberFromWords('and')).toBeUndefined();
    expect(parseNumber('acme')).toBeUndefined();
  });
});

describe('wordsToDigits', () => {
  it.each([
    ['invoices over five thousand dollars', 'invoices over 5000 dollars'],
    ['top five customers', 'top 5 customers'],
    ['bills over a hundred', 'bills over 100'],
    ['last twenty five orders', 'last 25 orders'],
    ['the second one', 'the second one'],
    ['one invoice', 'one invoice'],
    ['two thousand and twenty items', '2020 items'],
  ])('%s', (text, expected) => {
    expect(wordsToDigits(text)).toBe(expected);
  });
});
