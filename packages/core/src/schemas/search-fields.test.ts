import { describe, expect, it } from 'vitest';
import { criterionProblem, SEARCH_OPERATORS_BY_KIND } from './search-fields.ts';

describe('criterionProblem', () => {
  it('accepts sound criteria of every kind', () => {
    expect(criterionProblem('transaction', { field: 'amount', operator: 'greaterthan', values: [5000] })).toBe(
      undefined,
    );
    expect(criterionProblem('transaction', { field: 'amount', operator: 'between', values: ['10', '20.5'] })).toBe(
      undefined,
    );
    expect(criterionProblem('transaction', { field: 'trandate', operator: 'within', values: ['thismonth'] })).toBe(
      undefined,
    );
    expect(
      criterionProblem('transaction', { field: 'trandate', operator: 'within', values: ['2026-01-01', '2026-03-31'] }),
    ).toBe(undefined);
    expect(
      criterionProblem('transaction', { field: 'type', operator: 'anyof', values: ['CustInvc', 'SalesOrd'] }),
    ).toBe(undefined);
    expect(criterionProblem('customer', { field: 'isinactive', operator: 'is', values: ['F'] })).toBe(undefined);
    expect(criterionProblem('customer', { field: 'email', operator: 'isnotempty', values: [] })).toBe(undefined);
    expect(criterionProblem('transaction', { field: 'entity', operator: 'noneof', values: ['@NONE@', '12'] })).toBe(
      undefined,
    );
  });

  it('names the field the record type lacks', () => {
    expect(criterionProblem('customer', { field: 'tranid', operator: 'is', values: ['SO1'] })).toBe(
      'tranid is not a customer search field',
    );
  });

  it("says which operators a field's kind takes", () => {
    expect(criterionProblem('transaction', { field: 'amount', operator: 'contains', values: ['5'] })).toBe(
      `contains does not apply to Amount; use ${SEARCH_OPERATORS_BY_KIND.currency.join(', ')}`,
    );
  });

  it('counts and checks the values', () => {
    expect(criterionProblem('transaction', { field: 'amount', operator: 'between', values: [1] })).toBe(
      'between takes two values',
    );
    expect(criterionProblem('transaction', { field: 'amount', operator: 'greaterthan', values: [] })).toBe(
      'greaterthan takes one value',
    );
    expect(criterionProblem('transaction', { field: 'amount', operator: 'greaterthan', values: ['lots'] })).toBe(
      'Amount takes numbers',
    );
    expect(criterionProblem('transaction', { field: 'trandate', operator: 'on', values: ['1/2/2026'] })).toMatch(
      /^Date takes dates as YYYY-MM-DD or today, /,
    );
    expect(criterionProblem('transaction', { field: 'entity', operator: 'anyof', values: ['Acme'] })).toBe(
      'Name takes internal ids',
    );
    expect(criterionProblem('transaction', { field: 'type', operator: 'anyof', values: [] })).toBe(
      'anyof takes at least one value',
    );
    expect(criterionProblem('customer', { field: 'email', operator: 'isempty', values: ['x'] })).toBe(
      'isempty takes no value',
    );
  });
});
