import type { SandboxEngine, SandboxStatement } from '../../../engine/sandbox-engine.ts';
import {
  type DocumentInput,
  type DocumentRows,
  documentRows,
  FIRST_TRANID_NUMBER,
  TRANID_PREFIXES,
} from '../../../generate/document-rows.ts';
import type { TableName } from '../../../store/schema.ts';
import { tableSpec } from '../../../store/schema.ts';
import { quote } from '../../../store/table-spec.ts';

/**
 * A new document as SQL: its rows, made by the generator's own `documentRows`, inserted with the
 * next internal id, line keys and document number. Ids are read just before the write; the
 * caller holds the sandbox's write turn (`exclusiveWrite`), so no other write takes them between.
 */

/** A document before it has an id; a number of its own (a vendor's invoice number) or one to be given. */
export type NewDocument = Omit<DocumentInput, 'id' | 'tranid'> & { readonly tranid: string | undefined };

/** Rows of one table in one statement: the rows travel as one JSON parameter, typed by the table's spec. */
function insertRowsStatement(table: TableName, rows: readonly object[]): SandboxStatement {
  const columns = Object.entries(tableSpec(table).columns);
  const names = columns.map(([name]) => quote(name)).join(', ');
  const definition = columns.map(([name, { type }]) => `${quote(name)} ${type}`).join(', ');
  return {
    sql: `insert into ${quote(table)} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as r(${definition})`,
    params: [JSON.stringify(rows)],
  };
}

function documentInsertStatements(rows: DocumentRows): SandboxStatement[] {
  return (Object.entries(rows) as [keyof DocumentRows, object[]][])
    .filter(([, tableRows]) => tableRows.length > 0)
    .map(([table, tableRows]) => insertRowsStatement(table, tableRows));
}

interface NextIds {
  readonly id: number;
  readonly uniqueKey: number;
  readonly number: number;
}

async function nextIds(engine: SandboxEngine, doc: NewDocument, timeoutMs: number): Promise<NextIds> {
  const prefix = TRANID_PREFIXES[doc.type] ?? '';
  const [row] = (
    await engine.query<{ id: number; uniquekey: number; number: string }>(
      `select (select coalesce(max("id"), 0) + 1 from "transaction") as "id",
              (select coalesce(max("uniquekey"), 0) + 1 from "transactionline") as "uniquekey",
              (select coalesce(max(substring("tranid" from $2)::bigint), $3 - 1) + 1
                 from "transaction" where "type" = $1) as "number"`,
      [doc.type, `^${prefix}(\\d{1,15})$`, FIRST_TRANID_NUMBER],
      { readOnly: true, timeoutMs },
    )
  ).rows;
  if (!row) throw new Error('The sandbox could not read the next transaction id.');
  return { id: Number(row.id), uniqueKey: Number(row.uniquekey), number: Number(row.number) };
}

/** The new document's id, and the statements that insert its rows. */
export async function newDocumentStatements(
  engine: SandboxEngine,
  doc: NewDocument,
  timeoutMs: number,
): Promise<{ id: number; rows: DocumentRows; statements: SandboxStatement[] }> {
  const next = await nextIds(engine, doc, timeoutMs);
  const tranid = doc.tranid ?? `${TRANID_PREFIXES[doc.type] ?? ''}${next.number}`;
  const rows = documentRows({ ...doc, id: next.id, tranid }, next.uniqueKey);
  return { id: next.id, rows, statements: documentInsertStatements(rows) };
}
