import { describe, expect, it } from 'vitest';
import { NetsuiteError } from '../../http/netsuite-error.ts';
import { parseCollectionQuery } from './collection-query.ts';

function refusalOf(query: string): NetsuiteError {
  try {
    parseCollectionQuery(query);
  } catch (error) {
    if (error instanceof NetsuiteError) return error;
    throw error;
  }
  throw new Error(`'${query}' was accepted.`);
}

describe('parseCollectionQuery', () => {
  it('reads a condition with a quoted value, a bare value and no value', () => {
    expect(parseCollectionQuery('companyName START_WITH "Acme Corp"')).toEqual({
      kind: 'condition',
      field: 'companyName',
      operator: 'START_WITH',
      values: ['Acme Corp'],
    });
    expect(parseCollectionQuery('email start_with barbara@example.com')).toMatchObject({
      operator: 'START_WITH',
      values: ['barbara@example.com'],
    });
    expect(parseCollectionQuery('email EMPTY')).toMatchObject({ operator: 'EMPTY', values: [] });
  });

  it('reads bracketed lists and dates with slashes', () => {
    expect(parseCollectionQuery('id ANY_OF [1, 2,3]')).toMatchObject({ values: ['1', '2', '3'] });
    expect(parseCollectionQuery('creditLimit BETWEEN [1000, 2000]')).toMatchObject({ values: ['1000', '2000'] });
    expect(parseCollectionQuery('dateCreated ON_OR_AFTER "1/1/2026"')).toMatchObject({ values: ['1/1/2026'] });
  });

  it('binds AND tighter than OR, and parentheses tighter still', () => {
    const a = { kind: 'condition', field: 'a', operator: 'IS', values: ['1'] };
    const b = { kind: 'condition', field: 'b', operator: 'IS', values: ['2'] };
    const c = { kind: 'condition', field: 'c', operator: 'IS', values: ['3'] };
    expect(parseCollectionQuery('a IS 1 OR b IS 2 AND c IS 3')).toEqual({
      kind: 'or',
      operands: [a, { kind: 'and', operands: [b, c] }],
    });
    expect(parseCollectionQuery('(a IS 1 or b IS 2) and c IS 3')).toEqual({
      kind: 'and',
      operands: [{ kind: 'or', operands: [a, b] }, c],
    });
  });

  it('keeps escaped quotes and single-quoted values', () => {
    expect(parseCollectionQuery('companyName IS "Say \\"hi\\""')).toMatchObject({ values: ['Say "hi"'] });
    expect(parseCollectionQuery("companyName IS 'O\\'Brien'")).toMatchObject({ values: ["O'Brien"] });
  });

  it.each([
    ['', 'empty'],
    ['companyName', 'operator'],
    ['companyName IS', 'value'],
    ['companyName IS "open', 'not closed'],
    ['id ANY_OF [1 2]', "',' or ']'"],
    ['(a IS 1', "')'"],
    ['a IS 1 b IS 2', 'unexpected'],
    ['a IS 1 AND', 'field name'],
  ])('refuses %j with the q parameter named', (query, words) => {
    const error = refusalOf(query);
    expect(error.status).toBe(400);
    expect(error.details[0]).toMatchObject({ 'o:errorCode': 'INVALID_PARAMETER', 'o:errorQueryParam': 'q' });
    expect(error.message).toContain(words);
  });
});
