import { type SandboxEngine, SandboxSqlError } from '../engine/sandbox-engine.ts';
import type { ColumnValue, FieldValues } from './record-body.ts';
import { duplicateExternalId, duplicateValue, invalidFieldValue } from './record-errors.ts';
import {
  deleteRecordSql,
  dependentsSql,
  findIdSql,
  insertRecordSql,
  listRecordsSql,
  readRecordSql,
  updateRecordSql,
  valueProblemsSql,
} from './record-sql.ts';
import type { AnyRecordTypeSpec } from './record-types/index.ts';
import type { SqlParameters } from './sql-parameters.ts';

/**
 * The record operations over the sandbox engine. Reads run read-only under the statement
 * timeout; writes run as one transaction each, after the checks NetSuite makes before saving.
 */

export interface RecordContext {
  readonly engine: SandboxEngine;
  readonly spec: AnyRecordTypeSpec;
  readonly timeoutMs: number;
}

/** How a URL names a record: `107` or `eid:CID001`. */
export type RecordKey =
  | { readonly kind: 'internal'; readonly id: number }
  | { readonly kind: 'external'; readonly externalId: string };

const MAX_ID = 2_147_483_647;
const UNIQUE_VIOLATION = '23505';

/** Undefined for a segment that cannot name any record, which NetSuite answers as a missing one. */
export function parseRecordKey(segment: string): RecordKey | undefined {
  if (segment.startsWith('eid:')) {
    const externalId = segment.slice('eid:'.length);
    return externalId === '' ? undefined : { kind: 'external', externalId };
  }
  if (!/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? { kind: 'internal', id } : undefined;
}

async function read<Row>(context: RecordContext, sql: string, params: readonly unknown[]): Promise<Row[]> {
  const result = await context.engine.query<Row>(sql, params, { readOnly: true, timeoutMs: context.timeoutMs });
  return result.rows;
}

export async function findRecordId(context: RecordContext, key: RecordKey): Promise<number | undefined> {
  const [sql, value] =
    key.kind === 'internal'
      ? [findIdSql(context.spec, 'id'), key.id]
      : [findIdSql(context.spec, 'externalId'), key.externalId];
  const [row] = await read<{ id: number }>(context, sql, [value]);
  return row?.id;
}

export async function readRecord(
  context: RecordContext,
  id: number,
): Promise<Readonly<Record<string, unknown>> | undefined> {
  const [row] = await read<Record<string, unknown>>(context, readRecordSql(context.spec), [id]);
  return row;
}

export interface RecordPage {
  readonly ids: readonly number[];
  readonly total: number;
}

export async function listRecords(
  context: RecordContext,
  filter: (params: SqlParameters) => string,
  page: { readonly limit: number; readonly offset: number },
): Promise<RecordPage> {
  const sql = listRecordsSql(context.spec, filter, page);
  const rows = await read<{ id: number }>(context, sql.page.sql, sql.page.params ?? []);
  const [count] = await read<{ total: number }>(context, sql.count.sql, sql.count.params ?? []);
  return { ids: rows.map((row) => row.id), total: count?.total ?? 0 };
}

/** Refuses values NetSuite would not save: references to missing records, taken unique values. */
async function checkValues(context: RecordContext, values: FieldValues, recordId: number | undefined): Promise<void> {
  const statement = valueProblemsSql(context.spec, values, recordId);
  if (!statement) return;
  const [problems] = await read<Record<string, boolean>>(context, statement.sql, statement.params ?? []);
  for (const [name, atFault] of Object.entries(problems ?? {})) {
    if (!atFault) continue;
    const field = context.spec.fields[name];
    const value = String(values.get(name));
    if (field?.kind === 'reference') throw invalidFieldValue(name, value);
    if (name === 'externalId') throw duplicateExternalId(value);
    throw duplicateValue(name, field?.title ?? name, value);
  }
}

/**
 * A second write of the same external id that raced past the check meets the unique index;
 * the client hears what it would have heard had the check caught it.
 */
function asDuplicateExternalId(error: unknown, externalId: ColumnValue | undefined): unknown {
  const duplicate =
    error instanceof SandboxSqlError && error.sqlState === UNIQUE_VIOLATION && error.message.includes('externalid');
  return duplicate ? duplicateExternalId(String(externalId)) : error;
}

export async function createRecord(context: RecordContext, values: FieldValues, today: string): Promise<number> {
  await checkValues(context, values, undefined);
  try {
    const [result] = await context.engine.transaction([insertRecordSql(context.spec, values, today)]);
    const id = (result?.rows[0] as { id?: number } | undefined)?.id;
    if (id === undefined) throw new Error(`The insert into ${context.spec.table} returned no id.`);
    return id;
  } catch (error) {
    throw asDuplicateExternalId(error, values.get('externalId'));
  }
}

/** False when the record went away between finding it and writing it. */
export async function updateRecord(
  context: RecordContext,
  id: number,
  values: FieldValues,
  today: string,
): Promise<boolean> {
  await checkValues(context, values, id);
  const statement = updateRecordSql(context.spec, id, values, today);
  if (!statement) return (await readRecord(context, id)) !== undefined;
  try {
    const [result] = await context.engine.transaction([statement]);
    return (result?.affectedRows ?? 0) > 0;
  } catch (error) {
    throw asDuplicateExternalId(error, values.get('externalId'));
  }
}

export type DeleteOutcome = 'deleted' | 'missing' | 'has-dependents';

export async function deleteRecord(context: RecordContext, id: number): Promise<DeleteOutcome> {
  const [result] = await context.engine.transaction([deleteRecordSql(context.spec, id)]);
  if (((result?.rows[0] as { deleted?: number } | undefined)?.deleted ?? 0) > 0) return 'deleted';
  const sql = dependentsSql(context.spec);
  if (sql === undefined) return 'missing';
  const [dependents] = await read<{ found: boolean }>(context, sql, [id]);
  if (!dependents?.found) return 'missing';
  return (await readRecord(context, id)) === undefined ? 'missing' : 'has-dependents';
}

export type UpsertOutcome = { readonly id: number; readonly created: boolean };

/**
 * NetSuite's upsert: the record with this external id is updated, or created with it.
 * `createValues` is read only when there is nothing to update, since a create needs more.
 */
export async function upsertRecord(
  context: RecordContext,
  externalId: string,
  values: FieldValues,
  createValues: () => FieldValues,
  today: string,
): Promise<UpsertOutcome> {
  const key: RecordKey = { kind: 'external', externalId };
  const existing = await findRecordId(context, key);
  if (existing !== undefined && (await updateRecord(context, existing, values, today))) {
    return { id: existing, created: false };
  }
  const toCreate = createValues();
  try {
    return { id: await createRecord(context, toCreate, today), created: true };
  } catch (error) {
    // Another upsert of the same new external id created it first: update what it made.
    const winner = await findRecordId(context, key);
    if (winner === undefined || !(await updateRecord(context, winner, values, today))) throw error;
    return { id: winner, created: false };
  }
}
