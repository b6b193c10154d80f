import { describe, expect, it } from 'vitest';
import { namedAccounts } from './finance-handler.ts';

const accounts = [
  { id: '1', number: '1000', account: 'Operating Checking', currency: 'USD', balance: 151362.29 },
  { id: '26', number: '1010', account: 'Money Market Savings', currency: 'USD', balance: 500000 },
  { id: '27', number: '1020', account: 'Operating Checking - Canada', currency: 'CAD', balance: 67088.15 },
  { id: '28', number: '1030', account: 'Operating Checking - UK', currency: 'GBP', balance: 38166.13 },
];
const named = (text: string) => namedAccounts(accounts, text).map((row) => row.number);

describe('namedAccounts', () => {
  it.each([
    ["what's the balance in 1000 operating checking", ['1000']],
    ['and how much of that is in the money market account', ['1010']],
    ['whats the balance of the uk bank account', ['1030']],
    ['balance of operating checking', ['1000']],
    ['whats the balance in the canadian bank acount', ['1020']],
    ['which bank account has the most money in it', []],
  ])('"%s" names %j', (text, numbers) => {
    expect(named(text)).toEqual(numbers);
  });

  it('names none when the words say no account, so every account is shown', () => {
    expect(named('how much cash do we have')).toEqual([]);
    expect(named('bank balances')).toEqual([]);
  });
});
