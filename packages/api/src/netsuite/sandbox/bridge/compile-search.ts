import { SEARCH_OPERATORS_BY_KIND } from '@erp-agent/core';
import {
  BRIDGE_ERROR_CODES,
  type SavedSearchDefinition,
  type SearchColumn,
  type SearchFilter,
  type SearchOperator,
  type SearchSummary,
  searchColumnKey,
} from '../../bridge/index.ts';
import type { IsoDate } from '../generate/setup-rows.ts';
import { BridgeError } from './bridge-error.ts';
import { dateFilterRange } from './search-dates.ts';
import {
  SEARCH_RECORDS,
  type SearchField,
  type SearchFieldKind,
  type SearchRecord,
  searchField,
} from './search-fields.ts';

/**
 * A saved search definition compiled to one parameterised SQL query over the sandbox's tables.
 * Field names are looked up in the field table, operators and summaries are checked against the
 * field's kind, and every value a definition carries goes in as a bind parameter.
 */

export interface CompiledColumn {
  readonly key: string;
  readonly name: string;
  readonly label: string;
  readonly summary?: SearchSummary;
  /** True when the query selects the field's display text too, as `t{index}`. */
  readonly hasText: boolean;
}

export interface CompiledSearch {
  readonly columns: readonly CompiledColumn[];
  readonly summarised: boolean;
  /** Every result, unordered: `id` (plain searches), `v{index}` and `t{index}` per column. */
  readonly select: string;
  /** A unique order over `select`, so pages neither repeat nor skip rows. */
  readonly orderBy: string;
  readonly params: readonly unknown[];
}

export interface SqlStatement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The operators each kind of field takes: core's table, which the NEW.SEARCH form offers too. */
const OPERATORS = SEARCH_OPERATORS_BY_KIND;

const SUMMARIES: Readonly<Record<SearchFieldKind, readonly SearchSummary[]>> = {
  text: ['group', 'count'],
  number: ['group', 'count', 'sum', 'avg', 'min', 'max'],
  currency: ['group', 'count', 'sum', 'avg', 'min', 'max'],
  date: ['group', 'count', 'min', 'max'],
  checkbox: ['group', 'count'],
  select: ['group', 'count'],
  list: ['group', 'count'],
};

const COMPARISONS: Partial<Record<SearchOperator, string>> = {
  equalto: '=',
  notequalto: '<>',
  greaterthan: '>',
  greaterthanorequalto: '>=',
  lessthan: '<',
  lessthanorequalto: '<=',
};

/** NetSuite's value for "empty" in a list filter. */
const NONE = '@NONE@';
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTERNAL_ID = /^\d{1,9}$/;

type FilterValue = SearchFilter['values'][number];

class Parameters {
  readonly values: unknown[] = [];

  /** A placeholder for `value`, cast so PostgreSQL never has to guess its type. */
  add(value: unknown, type: 'text' | 'numeric' | 'date' | 'integer'): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

function asText(value: FilterValue): string {
  if (typeof value === 'boolean') return value ? 'T' : 'F';
  return String(value);
}

/** `%` and `_` in a `contains` value are the user's characters, not wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function badValues(filter: SearchFilter, expected: string): BridgeError {
  return new BridgeError(
    BRIDGE_ERROR_CODES.invalidFilter,
    `An nlobjSearchFilter contains invalid search criteria: ${filter.field}. The ${filter.operator} operator takes ${expected}.`,
  );
}

function valuesOf(filter: SearchFilter, counts: readonly number[], expected: string): readonly FilterValue[] {
  if (!counts.includes(filter.values.length)) throw badValues(filter, expected);
  return filter.values;
}

function textCondition(filter: SearchFilter, sql: string, params: Parameters): string {
  if (filter.operator === 'isempty') return `(${sql} is null or ${sql} = '')`;
  if (filter.operator === 'isnotempty') return `(${sql} is not null and ${sql} <> '')`;
  const [value = ''] = valuesOf(filter, [1], 'one text value').map(asText);
  switch (filter.operator) {
    case 'is':
      return `lower(${sql}) = lower(${params.add(value, 'text')})`;
    case 'isnot':
      return `(${sql} is null or lower(${sql}) <> lower(${params.add(value, 'text')}))`;
    case 'contains':
      return `${sql} ilike ${params.add(`%${escapeLike(value)}%`, 'text')} escape '\\'`;
    case 'doesnotcontain':
      return `(${sql} is null or ${sql} not ilike ${params.add(`%${escapeLike(value)}%`, 'text')} escape '\\')`;
    default:
      // startswith, the last of the text operators.
      return `${sql} ilike ${params.add(`${escapeLike(value)}%`, 'text')} escape '\\'`;
  }
}

function numberCondition(filter: SearchFilter, sql: string, params: Parameters): string {
  if (filter.operator === 'isempty') return `${sql} is null`;
  if (filter.operator === 'isnotempty') return `${sql} is not null`;
  const between = filter.operator === 'between';
  const values = valuesOf(filter, [between ? 2 : 1], between ? 'two numbers' : 'one number').map(asText);
  if (!values.every((value) => DECIMAL.test(value))) throw badValues(filter, between ? 'two numbers' : 'one number');
  const [low = '', high = ''] = values;
  if (between) return `${sql} between ${params.add(low, 'numeric')} and ${params.add(high, 'numeric')}`;
  return `${sql} ${COMPARISONS[filter.operator]} ${params.add(low, 'numeric')}`;
}

function dateCondition(filter: SearchFilter, sql: string, params: Parameters, today: IsoDate): string {
  if (filter.operator === 'isempty') return `${sql} is null`;
  if (filter.operator === 'isnotempty') return `${sql} is not null`;
  const within = filter.operator === 'within';
  const expected = within
    ? 'two dates (YYYY-MM-DD), or one relative date such as thismonth'
    : 'one date (YYYY-MM-DD) or relative date such as today';
  const ranges = valuesOf(filter, within ? [1, 2] : [1], expected).map((value) =>
    typeof value === 'string' ? dateFilterRange(value, today) : undefined,
  );
  const from = ranges[0];
  const to = ranges.at(-1);
  if (ranges.includes(undefined) || from === undefined || to === undefined) throw badValues(filter, expected);
  const first = () => params.add(from.first, 'date');
  const last = () => params.add(to.last, 'date');
  switch (filter.operator) {
    case 'before':
      return `${sql} < ${first()}`;
    case 'after':
      return `${sql} > ${last()}`;
    case 'onorbefore':
      return `${sql} <= ${last()}`;
    case 'onorafter':
      return `${sql} >= ${first()}`;
    default:
      return `${sql} between ${first()} and ${last()}`;
  }
}

function checkboxCondition(filter: SearchFilter, sql: string, params: Parameters): string {
  const [value] = valuesOf(filter, [1], "'T' or 'F'").map(asText);
  if (value !== 'T' && value !== 'F') throw badValues(filter, "'T' or 'F'");
  return `${sql} = ${params.add(value, 'text')}`;
}

/** `anyof`/`noneof` over internal ids (`select`) or codes (`list`), `@NONE@` meaning empty. */
function listCondition(filter: SearchFilter, field: SearchField, sql: string, params: Parameters): string {
  const expected = field.kind === 'select' ? 'internal ids or @NONE@' : 'codes or @NONE@';
  const values = filter.values.map(asText);
  if (values.length === 0) throw badValues(filter, expected);
  const none = values.includes(NONE);
  const listed = values.filter((value) => value !== NONE);
  if (field.kind === 'select' && !listed.every((value) => INTERNAL_ID.test(value))) throw badValues(filter, expected);
  const placeholders = listed.map((value) =>
    field.kind === 'select' ? params.add(Number(value), 'integer') : params.add(value, 'text'),
  );
  const list = `(${placeholders.join(', ')})`;
  if (filter.operator === 'anyof') {
    const parts = [...(listed.length > 0 ? [`${sql} in ${list}`] : []), ...(none ? [`${sql} is null`] : [])];
    return `(${parts.join(' or ')})`;
  }
  // As in NetSuite, "none of" keeps records where the field is empty unless @NONE@ is listed.
  if (listed.length === 0) return `${sql} is not null`;
  return none ? `(${sql} is not null and ${sql} not in ${list})` : `(${sql} is null or ${sql} not in ${list})`;
}

function compileFilter(
  record: SearchRecord,
  recordType: string,
  filter: SearchFilter,
  params: Parameters,
  today: IsoDate,
): { condition: string; field: SearchField } {
  const field = searchField(record, filter.field);
  if (field === undefined) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.invalidFilter,
      `An nlobjSearchFilter contains invalid search criteria: ${filter.field}. ${recordType} searches have no such field.`,
    );
  }
  if (!OPERATORS[field.kind].includes(filter.operator)) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.invalidOperator,
      `An nlobjSearchFilter contains an invalid operator, or is not in proper syntax: ${filter.field}. ` +
        `${filter.operator} does not apply to a ${field.kind} field; use ${OPERATORS[field.kind].join(', ')}.`,
    );
  }
  const sql = field.filterSql ?? field.sql;
  switch (field.kind) {
    case 'text':
      return { field, condition: textCondition(filter, sql, params) };
    case 'number':
    case 'currency':
      return { field, condition: numberCondition(filter, sql, params) };
    case 'date':
      return { field, condition: dateCondition(filter, sql, params, today) };
    case 'checkbox':
      return { field, condition: checkboxCondition(filter, sql, params) };
    default:
      return { field, condition: listCondition(filter, field, sql, params) };
  }
}

/** A value as `getValue` gives it: text for all but checkboxes, dates as M/D/YYYY. */
function shown(kind: SearchFieldKind, sql: string): string {
  switch (kind) {
    case 'date':
      return `to_char(${sql}, 'FMMM/FMDD/YYYY')`;
    case 'currency':
      return `round((${sql})::numeric, 2)::text`;
    case 'number':
      return `trim_scale((${sql})::numeric)::text`;
    case 'select':
      return `(${sql})::text`;
    case 'checkbox':
      return `(${sql} = 'T')`;
    default:
      return sql;
  }
}

function aggregate(summary: Exclude<SearchSummary, 'group'>, sql: string): string {
  // NetSuite's Count counts distinct values: the internal ids of a line-level search count documents.
  return summary === 'count' ? `count(distinct ${sql})` : `${summary}(${sql})`;
}

interface ColumnSql {
  readonly column: CompiledColumn;
  readonly field: SearchField;
  readonly select: readonly string[];
  readonly sortBy: string;
  readonly groupBy: readonly string[];
}

function compileColumn(record: SearchRecord, recordType: string, column: SearchColumn, index: number): ColumnSql {
  const field = searchField(record, column.name);
  if (field === undefined) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.invalidColumn,
      `An nlobjSearchColumn contains an invalid column, or is not in proper syntax: ${column.name}. ${recordType} searches have no such field.`,
    );
  }
  const { summary } = column;
  if (summary !== undefined && !SUMMARIES[field.kind].includes(summary)) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.invalidSummary,
      `An nlobjSearchColumn contains an invalid column summary type, or is not in proper syntax: ${column.name}. ` +
        `A ${field.kind} field takes ${SUMMARIES[field.kind].join(', ')}.`,
    );
  }
  const showsText = field.text !== undefined && (summary === undefined || summary === 'group');
  const compiled: CompiledColumn = {
    key: searchColumnKey(column),
    name: column.name,
    label: column.label ?? field.label,
    ...(summary === undefined ? {} : { summary }),
    hasText: showsText,
  };
  const text = showsText && field.text !== undefined ? [field.text] : [];
  const select = [`${shown(field.kind, field.sql)} as "v${index}"`, ...text.map((sql) => `${sql} as "t${index}"`)];
  if (summary === undefined || summary === 'group') {
    return { column: compiled, field, select, sortBy: field.sql, groupBy: [field.sql, ...text] };
  }
  const value = aggregate(summary, field.sql);
  const summaryKind: SearchFieldKind = summary === 'count' ? 'number' : field.kind;
  return {
    column: compiled,
    field,
    select: [`${shown(summaryKind, value)} as "v${index}"`],
    sortBy: value,
    groupBy: [],
  };
}

export function compileSearch(definition: SavedSearchDefinition, today: IsoDate): CompiledSearch {
  const record = SEARCH_RECORDS[definition.recordType];
  const params = new Parameters();
  const filters = definition.filters.map((filter) =>
    compileFilter(record, definition.recordType, filter, params, today),
  );
  const columns = definition.columns.map((column, index) =>
    compileColumn(record, definition.recordType, column, index),
  );
  const summarised = columns.some(({ column }) => column.summary !== undefined);
  if (summarised && !columns.every(({ column }) => column.summary !== undefined)) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.invalidSummary,
      'A summary search needs a summary type (group, count, sum, avg, min or max) on every column.',
    );
  }

  const needed = new Set([...filters, ...columns].flatMap(({ field }) => field.joins ?? []));
  const joins = Object.entries(record.joins)
    .filter(([name]) => needed.has(name))
    .map(([, sql]) => sql);
  const conditions = filters.map(({ condition }) => condition);
  const groupBy = columns.flatMap((column) => column.groupBy);
  const selectList = [...(summarised ? [] : [`(${record.id})::text as "id"`]), ...columns.flatMap((c) => c.select)];
  const select = [
    `select ${selectList.join(', ')} from ${record.from}`,
    ...joins,
    ...(conditions.length > 0 ? [`where ${conditions.join(' and ')}`] : []),
    ...(summarised && groupBy.length > 0 ? [`group by ${groupBy.join(', ')}`] : []),
    // One summary row over no rows at all would be a result NetSuite does not give.
    ...(summarised && groupBy.length === 0 ? ['having count(*) > 0'] : []),
  ].join(' ');

  const sorts = definition.columns.flatMap((column, index) => {
    const sortBy = columns[index]?.sortBy;
    return column.sort === undefined || sortBy === undefined ? [] : [`${sortBy} ${column.sort}`];
  });
  const tiebreak = summarised ? groupBy : [record.order];
  return {
    columns: columns.map(({ column }) => column),
    summarised,
    select,
    orderBy: [...sorts, ...tiebreak].join(', '),
    params: params.values,
  };
}

export function countStatement(search: CompiledSearch): SqlStatement {
  return { sql: `select count(*)::integer as "total" from (${search.select}) as results`, params: search.params };
}

export function pageStatement(search: CompiledSearch, pageSize: number, pageIndex: number): SqlStatement {
  const params = [...search.params, pageSize, pageSize * pageIndex];
  const order = search.orderBy === '' ? '' : ` order by ${search.orderBy}`;
  return {
    sql: `${search.select}${order} limit $${params.length - 1}::integer offset $${params.length}::integer`,
    params,
  };
}
