import { quote } from '../../store/table-spec.ts';
import { parseCalendarDate } from '../calendar-date.ts';
import { invalidSearchQuery } from '../record-errors.ts';
import type { AnyRecordTypeSpec, FieldKind, RecordField } from '../record-types/index.ts';
import type { SqlParameters } from '../sql-parameters.ts';
import type { FilterCondition, FilterExpression } from './collection-query.ts';

/**
 * A parsed `q` as an SQL condition over the record's table (aliased `r`). The operators are
 * those NetSuite allows for each field type; an unknown field, an operator the field's type does
 * not take, or a value of the wrong shape is refused rather than guessed at. Text compares
 * without regard to case, as NetSuite's searches do.
 */

type Family = 'text' | 'boolean' | 'number' | 'date' | 'reference';

const FAMILY: Readonly<Record<FieldKind, Family>> = {
  id: 'number',
  text: 'text',
  email: 'text',
  boolean: 'boolean',
  money: 'number',
  datetime: 'date',
  date: 'date',
  reference: 'reference',
};

/** Operators by family, without their `_NOT` forms, which every one of them also has. */
const OPERATORS: Readonly<Record<Family, readonly string[]>> = {
  text: ['IS', 'CONTAIN', 'START_WITH', 'END_WITH', 'EMPTY'],
  boolean: ['IS'],
  number: ['EQUAL', 'GREATER', 'GREATER_OR_EQUAL', 'LESS', 'LESS_OR_EQUAL', 'BETWEEN', 'ANY_OF', 'EMPTY'],
  date: ['AFTER', 'BEFORE', 'ON', 'ON_OR_AFTER', 'ON_OR_BEFORE', 'EMPTY'],
  reference: ['ANY_OF', 'EQUAL', 'EMPTY'],
};

const COMPARISON: Readonly<Record<string, string>> = {
  EQUAL: '=',
  GREATER: '>',
  GREATER_OR_EQUAL: '>=',
  LESS: '<',
  LESS_OR_EQUAL: '<=',
  AFTER: '>',
  BEFORE: '<',
  ON: '=',
  ON_OR_AFTER: '>=',
  ON_OR_BEFORE: '<=',
};

interface ResolvedField {
  readonly name: string;
  readonly field: RecordField;
}

/** Fields are found by REST name or by column name, in any case, as NetSuite finds them. */
function resolveField(spec: AnyRecordTypeSpec, written: string): ResolvedField {
  const wanted = written.toLowerCase();
  for (const [name, field] of Object.entries(spec.fields)) {
    if (name.toLowerCase() === wanted || field.column === wanted) return { name, field };
  }
  throw invalidSearchQuery(`the record type '${spec.name}' has no field '${written}' to filter on.`);
}

/** `ENDWITH` is how NetSuite's own table of operators spells `END_WITH`. */
function splitOperator(operator: string): { base: string; negated: boolean } {
  const negated = operator.endsWith('_NOT');
  const base = negated ? operator.slice(0, -'_NOT'.length) : operator;
  return { base: base === 'ENDWITH' ? 'END_WITH' : base, negated };
}

function expectCount(condition: FilterCondition, count: number | 'some'): void {
  const given = condition.values.length;
  const fits = count === 'some' ? given >= 1 : given === count;
  if (!fits) {
    const wanted = count === 'some' ? 'one or more values' : count === 1 ? 'one value' : `${count} values`;
    throw invalidSearchQuery(`${condition.operator} on '${condition.field}' takes ${wanted}, not ${given}.`);
  }
}

function numberValue(value: string, condition: FilterCondition, whole: boolean): number {
  const pattern = whole ? /^\d{1,15}$/ : /^-?\d{1,15}(\.\d+)?$/;
  if (!pattern.test(value)) {
    throw invalidSearchQuery(`'${value}' is not ${whole ? 'an internal id' : 'a number'} for '${condition.field}'.`);
  }
  return Number(value);
}

function booleanValue(value: string, condition: FilterCondition): 'T' | 'F' {
  const upper = value.toUpperCase();
  if (upper === 'TRUE' || upper === 'T') return 'T';
  if (upper === 'FALSE' || upper === 'F') return 'F';
  throw invalidSearchQuery(`'${value}' is not true or false for '${condition.field}'.`);
}

function dateValue(value: string, condition: FilterCondition): string {
  const date = parseCalendarDate(value);
  if (date === undefined) {
    throw invalidSearchQuery(`'${value}' is not a date for '${condition.field}'; write M/D/YYYY or YYYY-MM-DD.`);
  }
  return date;
}

/** LIKE treats `%`, `_` and the escape character specially; a searched-for value means them literally. */
function likePattern(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
}

function conditionSql(spec: AnyRecordTypeSpec, condition: FilterCondition, params: SqlParameters): string {
  const { field } = resolveField(spec, condition.field);
  const family = FAMILY[field.kind];
  const { base, negated } = splitOperator(condition.operator);
  if (!OPERATORS[family].includes(base)) {
    const allowed = OPERATORS[family].flatMap((operator) => [operator, `${operator}_NOT`]).join(', ');
    throw invalidSearchQuery(
      `the operator ${condition.operator} does not apply to '${condition.field}'; use one of ${allowed}.`,
    );
  }
  const positive = positiveSql(field, base, condition, params);
  return negated ? `not coalesce(${positive}, false)` : positive;
}

function positiveSql(field: RecordField, operator: string, condition: FilterCondition, params: SqlParameters): string {
  const family = FAMILY[field.kind];
  const column = `r.${quote(field.column)}`;
  if (operator === 'EMPTY') {
    expectCount(condition, 0);
    return family === 'text' ? `(${column} is null or ${column} = '')` : `${column} is null`;
  }
  if (family === 'text') {
    expectCount(condition, 1);
    const value = condition.values[0] ?? '';
    if (operator === 'IS') return `lower(${column}) = lower(${params.add(value)})`;
    const pattern = likePattern(value);
    const like = operator === 'CONTAIN' ? `%${pattern}%` : operator === 'START_WITH' ? `${pattern}%` : `%${pattern}`;
    return `${column} ilike ${params.add(like)}`;
  }
  if (family === 'boolean') {
    expectCount(condition, 1);
    return `${column} = ${params.add(booleanValue(condition.values[0] ?? '', condition))}`;
  }
  if (family === 'date') {
    expectCount(condition, 1);
    return `${column} ${COMPARISON[operator]} ${params.add(dateValue(condition.values[0] ?? '', condition))}::date`;
  }
  const whole = field.kind === 'reference' || field.kind === 'id';
  const cast = whole ? '::bigint' : '::numeric';
  const number = (value: string) => `${params.add(numberValue(value, condition, whole))}${cast}`;
  if (operator === 'ANY_OF') {
    expectCount(condition, 'some');
    return `${column} in (${condition.values.map(number).join(', ')})`;
  }
  if (operator === 'BETWEEN') {
    expectCount(condition, 2);
    const [low = '', high = ''] = condition.values;
    return `${column} between ${number(low)} and ${number(high)}`;
  }
  expectCount(condition, 1);
  return `${column} ${COMPARISON[operator]} ${number(condition.values[0] ?? '')}`;
}

export function filterSql(spec: AnyRecordTypeSpec, expression: FilterExpression, params: SqlParameters): string {
  if (expression.kind === 'condition') return conditionSql(spec, expression, params);
  const joiner = expression.kind === 'and' ? ' and ' : ' or ';
  return `(${expression.operands.map((operand) => filterSql(spec, operand, params)).join(joiner)})`;
}
