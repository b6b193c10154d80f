import { describe, expect, it } from 'vitest';
import {
  type SavedSearchDefinitionInput,
  type SearchFilterInput,
  savedSearchDefinitionSchema,
} from '../../bridge/index.ts';
import { BridgeError } from './bridge-error.ts';
import { compileSearch, countStatement, pageStatement } from './compile-search.ts';

const TODAY = '2026-11-22';

function compile(definition: Omit<SavedSearchDefinitionInput, 'title'>) {
  return compileSearch(savedSearchDefinitionSchema.parse({ title: 'Test', ...definition }), TODAY);
}

function failure(definition: Omit<SavedSearchDefinitionInput, 'title'>): BridgeError {
  try {
    compile(definition);
  } catch (error) {
    if (error instanceof BridgeError) return error;
    throw error;
  }
  throw new Error('the definition compiled');
}

describe('compileSearch', () => {
  it('puts every filter value in a parameter and none in the SQL', () => {
    const hostile = `'; drop table customer; --`;
    const search = compile({
      recordType: 'customer',
      filters: [
        { field: 'companyname', operator: 'is', values: [hostile] },
        { field: 'email', operator: 'contains', values: ['50%_off'] },
        { field: 'balance', operator: 'between', values: ['10', 20] },
        { field: 'subsidiary', operator: 'anyof', values: ['1', 2] },
      ],
      columns: [{ name: 'companyname' }],
    });
    expect(search.select).not.toContain('drop table');
    expect(search.select).not.toContain('50');
    expect(search.params).toEqual([hostile, '%50\\%\\_off%', '10', '20', 1, 2]);
  });

  it('turns relative dates into the days they cover', () => {
    const search = compile({
      recordType: 'transaction',
      filters: [
        { field: 'trandate', operator: 'within', values: ['thismonth'] },
        { field: 'duedate', operator: 'before', values: ['today'] },
      ],
      columns: [{ name: 'tranid' }],
    });
    expect(search.params).toEqual(['2026-11-01', '2026-11-30', '2026-11-22']);
  });

  it('reads @NONE@ as empty in anyof and noneof', () => {
    const anyOf = compile({
      recordType: 'employee',
      filters: [{ field: 'supervisor', operator: 'anyof', values: ['@NONE@', '4'] }],
      columns: [{ name: 'entityid' }],
    });
    expect(anyOf.select).toContain('(r.supervisor in ($1::integer) or r.supervisor is null)');
    const noneOf = compile({
      recordType: 'employee',
      filters: [{ field: 'supervisor', operator: 'noneof', values: ['@NONE@'] }],
      columns: [{ name: 'entityid' }],
    });
    expect(noneOf.select).toContain('r.supervisor is not null');
  });

  it('joins only the tables the fields use', () => {
    const plain = compile({ recordType: 'transaction', columns: [{ name: 'tranid' }] });
    expect(plain.select).not.toContain('left join');
    const named = compile({ recordType: 'transaction', columns: [{ name: 'tranid' }, { name: 'entity' }] });
    expect(named.select).toContain('left join customer ec');
    expect(named.select).not.toContain('left join subsidiary');
  });

  it('orders a plain search uniquely after its sorts, and a summary by its groups', () => {
    const plain = compile({ recordType: 'transaction', columns: [{ name: 'trandate', sort: 'desc' }] });
    expect(plain.orderBy).toBe('t.trandate desc, t.id, tl.id');
    const grouped = compile({
      recordType: 'transaction',
      columns: [
        { name: 'type', summary: 'group' },
        { name: 'amount', summary: 'sum', sort: 'desc' },
      ],
    });
    expect(grouped.orderBy).toMatch(/^sum\(.+\) desc, t\.type, case t\.type/);
    expect(grouped.select).toContain('group by t.type');
  });

  it('pages with parameters after the filters', () => {
    const search = compile({
      recordType: 'item',
      filters: [{ field: 'itemid', operator: 'startswith', values: ['NW'] }],
      columns: [{ name: 'itemid' }],
    });
    expect(pageStatement(search, 50, 3)).toEqual({
      sql: `${search.select} order by r.id limit $2::integer offset $3::integer`,
      params: ['NW%', 50, 150],
    });
    expect(countStatement(search).params).toEqual(['NW%']);
  });

  it.each<[SearchFilterInput, string]>([
    [{ field: 'trandate', operator: 'on', values: ['2026-01-01', '2026-01-02'] }, 'SSS_INVALID_SRCH_FILTER'],
    [{ field: 'trandate', operator: 'within', values: [20260101] }, 'SSS_INVALID_SRCH_FILTER'],
    [{ field: 'trandate', operator: 'within', values: ['2026-01-01', 'soon'] }, 'SSS_INVALID_SRCH_FILTER'],
    [{ field: 'mainline', operator: 'is', values: ['yes'] }, 'SSS_INVALID_SRCH_FILTER'],
    [{ field: 'type', operator: 'anyof', values: [] }, 'SSS_INVALID_SRCH_FILTER'],
    [{ field: 'tranid', operator: 'is', values: [] }, 'SSS_INVALID_SRCH_FILTER'],
    [{ field: 'entity', operator: 'is', values: ['5'] }, 'SSS_INVALID_SRCH_OPERATOR'],
    [{ field: 'trandate', operator: 'greaterthan', values: ['2026-01-01'] }, 'SSS_INVALID_SRCH_OPERATOR'],
  ])('refuses the filter %o with %s', (filter, code) => {
    const error = failure({ recordType: 'transaction', filters: [filter], columns: [{ name: 'tranid' }] });
    expect(error.code).toBe(code);
    expect(error.message).toContain(filter.field);
  });

  it('refuses min of a checkbox and an average of a date', () => {
    expect(failure({ recordType: 'transaction', columns: [{ name: 'mainline', summary: 'min' }] }).code).toBe(
      'SSS_INVALID_SRCH_COLUMN_SUM',
    );
    expect(failure({ recordType: 'transaction', columns: [{ name: 'trandate', summary: 'avg' }] }).code).toBe(
      'SSS_INVALID_SRCH_COLUMN_SUM',
    );
  });
});
