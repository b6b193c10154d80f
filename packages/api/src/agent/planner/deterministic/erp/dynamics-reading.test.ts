import { describe, expect, it } from 'vitest';
import { readDynamics } from './dynamics-reading.ts';

const TODAY = '2026-11-25';
const query = (words: string) => {
  const reading = readDynamics(words, TODAY);
  if (reading.kind !== 'query') throw new Error(`not a query: ${JSON.stringify(reading)}`);
  return reading.query;
};

describe('readDynamics', () => {
  it('reads a state or province, by name, after "in", or as a postal code before the table', () => {
    expect(query('dynamics accounts in texas').filters).toEqual(["address1_stateorprovince eq 'TX'"]);
    expect(query('tx accounts').filters).toEqual(["address1_stateorprovince eq 'TX'"]);
    expect(query("accounts in texas that aren't inactive").filters).toEqual([
      'statecode eq 0',
      "address1_stateorprovince eq 'TX'",
    ]);
  });

  it('reads states, ratings, comparisons and rankings on the table they belong to', () => {
    expect(query('open opportunities worth more than 100k').filters).toEqual([
      'statecode eq 0',
      'estimatedvalue gt 100000',
    ]);
    expect(query("opportunities that aren't won or lost yet").filters).toEqual(['statecode eq 0']);
    expect(query('top 5 open opps by value')).toMatchObject({ top: 5, orderBy: 'estimatedvalue desc' });
    expect(query("open leads that aren't cold").filters).toEqual(['statecode eq 0', 'leadqualitycode ne 3']);
    expect(query('overdue invoices').filters).toEqual([`statecode eq 0 and duedate lt ${TODAY}`]);
    expect(query('products with less than 50 in stock').filters).toEqual(['quantityonhand lt 50']);
    expect(query('products that are not out of stock').filters).toEqual(['quantityonhand gt 0']);
    expect(query('how many accounts are not active?')).toMatchObject({ count: true, filters: ['statecode eq 1'] });
  });

  it('reads the account rows belong to, and a row by its name', () => {
    expect(query('contacts at hackett - ziemann who are not inactive')).toMatchObject({
      accountName: 'hackett - ziemann',
      filters: ['statecode eq 0'],
    });
    expect(query('how much stock do we have of industrial pump m')).toMatchObject({ rowName: 'industrial pump m' });
  });

  it('asks about words it cannot place instead of dropping them', () => {
    expect(readDynamics('accounts with a purple logo', TODAY)).toMatchObject({
      kind: 'unplaced',
      words: ['purple', 'logo'],
    });
    expect(readDynamics('what is the weather', TODAY)).toEqual({ kind: 'none' });
  });
});
