import type { SandboxStatement } from '../engine/sandbox-engine.ts';
import { tableSpec } from '../store/schema.ts';
import { quote } from '../store/table-spec.ts';
import type { ColumnValue, FieldValues } from './record-body.ts';
import {
  type AnyRecordTypeSpec,
  externalIdColumn,
  fieldEntries,
  idColumn,
  type RecordField,
} from './record-types/index.ts';
import { SqlParameters, sqlLiteral } from './sql-parameters.ts';

/**
 * The SQL behind each record operation, derived from the record type's spec. The record's own
 * table is aliased `r` and a referenced one `t`. Values always travel as parameters; only
 * names and constants from the specs are written into the text.
 */

/** The column holding a reference's `refName` in a read row, beside the field's own id. */
export function refNameAlias(field: string): string {
  return `${field}.refName`;
}

function selectExpression(name: string, field: RecordField): string[] {
  const column = `r.${quote(field.column)}`;
  switch (field.kind) {
    case 'boolean':
      return [`(${column} = 'T') as ${quote(name)}`];
    case 'money':
      return [`${column}::float8 as ${quote(name)}`];
    case 'datetime':
      return [`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${quote(name)}`];
    case 'date':
      return [`to_char(${column}, 'YYYY-MM-DD') as ${quote(name)}`];
    case 'reference': {
      const { table, refName } = field.target;
      const lookup = `(select ${refName} from ${quote(table)} t where t."id" = ${column})`;
      return [`${column} as ${quote(name)}`, `${lookup} as ${quote(refNameAlias(name))}`];
    }
    default:
      return [`${column} as ${quote(name)}`];
  }
}

function selectList(spec: AnyRecordTypeSpec): string {
  return fieldEntries(spec)
    .flatMap(({ name, field }) => selectExpression(name, field))
    .join(', ');
}

/** One record by internal id (`$1`), with every field under its REST name. */
export function readRecordSql(spec: AnyRecordTypeSpec): string {
  return `select ${selectList(spec)} from ${quote(spec.table)} r where r.${quote(idColumn(spec))} = $1 and ${typeCondition(spec)}`;
}

/** The internal id of the record a key names: by internal id or by external id (`$1`). */
export function findIdSql(spec: AnyRecordTypeSpec, by: 'id' | 'externalId'): string {
  const id = idColumn(spec);
  const column = by === 'id' ? id : externalIdColumn(spec);
  return `select r.${quote(id)} as id from ${quote(spec.table)} r where r.${quote(column)} = $1 and ${typeCondition(spec)}`;
}

export interface ListSql {
  readonly page: SandboxStatement;
  readonly count: SandboxStatement;
}

/** A page of ids in id order, and how many records match in all. */
export function listRecordsSql(
  spec: AnyRecordTypeSpec,
  filter: (params: SqlParameters) => string,
  page: { readonly limit: number; readonly offset: number },
): ListSql {
  const id = quote(idColumn(spec));
  const pageParams = new SqlParameters();
  const pageWhere = `${typeCondition(spec)} and ${filter(pageParams)}`;
  const limit = pageParams.add(page.limit);
  const offset = pageParams.add(page.offset);
  const countParams = new SqlParameters();
  const countWhere = `${typeCondition(spec)} and ${filter(countParams)}`;
  const from = `from ${quote(spec.table)} r`;
  return {
    page: {
      sql: `select r.${id} as id ${from} where ${pageWhere} order by r.${id} limit ${limit} offset ${offset}`,
      params: pageParams.values,
    },
    count: { sql: `select count(*)::int as total ${from} where ${countWhere}`, params: countParams.values },
  };
}

function cast(spec: AnyRecordTypeSpec, column: string): string {
  const type = tableSpec(spec.table).columns[column]?.type;
  if (type === undefined) throw new TypeError(`${spec.table} has no column ${column}.`);
  return type;
}

/**
 * Which of the values a write would store break a rule NetSuite keeps: a reference to a
 * missing record, or a unique value another record of the type holds. One row, one boolean
 * column per checked field, true where the field is at fault.
 */
export function valueProblemsSql(
  spec: AnyRecordTypeSpec,
  values: FieldValues,
  recordId: number | undefined,
): SandboxStatement | undefined {
  const params = new SqlParameters();
  const checks: string[] = [];
  for (const { name, field } of fieldEntries(spec)) {
    const value = values.get(name);
    if (value === undefined || value === null) continue;
    if (field.kind === 'reference') {
      const { table, condition } = field.target;
      const extra = condition ? ` and ${condition}` : '';
      checks.push(
        `not exists (select 1 from ${quote(table)} t where t."id" = ${params.add(value)}::bigint${extra}) as ${quote(name)}`,
      );
    } else if (field.unique) {
      const other = recordId === undefined ? '' : ` and r.${quote(idColumn(spec))} <> ${params.add(recordId)}::bigint`;
      const column = `r.${quote(field.column)}`;
      checks.push(
        `exists (select 1 from ${quote(spec.table)} r where ${column} = ${params.add(value)}::${cast(spec, field.column)}${other}) as ${quote(name)}`,
      );
    }
  }
  return checks.length === 0 ? undefined : { sql: `select ${checks.join(', ')}`, params: params.values };
}

function typedParameter(spec: AnyRecordTypeSpec, params: SqlParameters, column: string, value: ColumnValue): string {
  return `${params.add(value)}::${cast(spec, column)}`;
}

/**
 * The insert of a new record, its id one past the highest of its id space. The id is taken
 * inside the statement, and the sandbox's engine runs one transaction at a time, so two creates
 * cannot take the same one. Returns the new id.
 */
export function insertRecordSql(spec: AnyRecordTypeSpec, values: FieldValues, today: string): SandboxStatement {
  const params = new SqlParameters();
  const ids = spec.idSpace.map((table) => `select "id" from ${quote(table)}`).join(' union all ');
  const columns: string[] = [];
  const expressions: string[] = [];
  const set = (column: string, expression: string) => {
    columns.push(quote(column));
    expressions.push(expression);
  };
  if (spec.discriminator) {
    set(spec.discriminator.column, typedParameter(spec, params, spec.discriminator.column, spec.discriminator.value));
  }
  for (const { name, field } of fieldEntries(spec)) {
    const given = values.get(name);
    if (field.system === 'id') set(field.column, 'next.id');
    else if (field.system !== undefined) set(field.column, typedParameter(spec, params, field.column, today));
    else if (given !== undefined) set(field.column, typedParameter(spec, params, field.column, given));
    else if (field.default?.kind === 'value') {
      set(field.column, typedParameter(spec, params, field.column, field.default.value));
    } else if (field.default?.kind === 'autonumber') {
      set(field.column, `${sqlLiteral(field.default.prefix)} || next.id`);
    } else if (field.default?.kind === 'lookup') {
      set(field.column, lookupExpression(spec, field.default, values, params));
    }
  }
  return {
    sql: `with next as (select coalesce(max("id"), 0) + 1 as id from (${ids}) ids)
      insert into ${quote(spec.table)} (${columns.join(', ')}) select ${expressions.join(', ')} from next
      returning ${quote(idColumn(spec))} as id`,
    params: params.values,
  };
}

function lookupExpression(
  spec: AnyRecordTypeSpec,
  lookup: { readonly from: string; readonly column: string },
  values: FieldValues,
  params: SqlParameters,
): string {
  const source = spec.fields[lookup.from];
  if (source?.kind !== 'reference') throw new TypeError(`${spec.name}: ${lookup.from} is not a reference field.`);
  const key = values.get(lookup.from) ?? null;
  return `(select t.${quote(lookup.column)} from ${quote(source.target.table)} t where t."id" = ${params.add(key)}::bigint)`;
}

/** The update of the given fields, and of the last-modified date where the type keeps one. */
export function updateRecordSql(
  spec: AnyRecordTypeSpec,
  id: number,
  values: FieldValues,
  today: string,
): SandboxStatement | undefined {
  const params = new SqlParameters();
  const assignments: string[] = [];
  for (const { name, field } of fieldEntries(spec)) {
    const given = values.get(name);
    if (field.system === 'modified') {
      assignments.push(`${quote(field.column)} = ${typedParameter(spec, params, field.column, today)}`);
    } else if (given !== undefined && field.system === undefined) {
      assignments.push(`${quote(field.column)} = ${typedParameter(spec, params, field.column, given)}`);
    }
  }
  if (assignments.length === 0) return undefined;
  const where = `r.${quote(idColumn(spec))} = ${params.add(id)}::bigint and ${typeCondition(spec)}`;
  return { sql: `update ${quote(spec.table)} r set ${assignments.join(', ')} where ${where}`, params: params.values };
}

/**
 * The delete of one record (`$1`) unless another row depends on it, with the rows it owns.
 * Answers how many records went: 0 when the record is missing or has dependents.
 */
export function deleteRecordSql(spec: AnyRecordTypeSpec, id: number): SandboxStatement {
  const idName = quote(idColumn(spec));
  const guards = spec.dependents.map(
    ({ table, column }) => `not exists (select 1 from ${quote(table)} d where d.${quote(column)} = r.${idName})`,
  );
  const owned = (spec.owned ?? []).map(
    ({ table, column, recordColumn }, index) =>
      `owned${index} as (delete from ${quote(table)} where ${quote(column)} in (select ${quote(recordColumn)} from gone) returning 1)`,
  );
  const gone = `gone as (delete from ${quote(spec.table)} r where r.${idName} = $1 and ${[typeCondition(spec), ...guards].join(' and ')} returning r.*)`;
  return { sql: `with ${[gone, ...owned].join(', ')} select count(*)::int as deleted from gone`, params: [id] };
}

/** Whether any row depends on the record (`$1`), the reason NetSuite gives for refusing a delete. */
export function dependentsSql(spec: AnyRecordTypeSpec): string | undefined {
  if (spec.dependents.length === 0) return undefined;
  const checks = spec.dependents.map(
    ({ table, column }) => `exists (select 1 from ${quote(table)} d where d.${quote(column)} = $1)`,
  );
  return `select (${checks.join(' or ')}) as found`;
}

/** The rows of the record's type within its table: all of them, or those of its discriminator. */
export function typeCondition(spec: AnyRecordTypeSpec): string {
  const { discriminator } = spec;
  return discriminator ? `r.${quote(discriminator.column)} = ${sqlLiteral(discriminator.value)}` : 'true';
}
