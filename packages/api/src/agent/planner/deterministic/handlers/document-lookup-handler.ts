import { RECORD_KINDS, type RecordKind, recordSpec } from '../../../netsuite/record-catalog.ts';
import { sqlString } from '../../../netsuite/suiteql-literals.ts';
import { money } from '../describe.ts';
import type { PlannerState } from '../planner-state.ts';
import type { DocumentField, DocumentLookup } from '../understand/document-lookup.ts';
import { failed, type Handled, type Request } from './handler.ts';
import { runSuiteql } from './query-handler.ts';

/** The record kind of a transaction type code: `CustInvc` is an invoice. */
function kindOfType(type: string): RecordKind | undefined {
  return RECORD_KINDS.find((kind) => recordSpec(kind).transactionType === type);
}

/** The answer sentence for each field, from the document's row. */
function sentence(field: DocumentField, row: Record<string, unknown>, party: string): string {
  const number = String(row.tranid);
  const currency = String(row.currency ?? '');
  const amount = (value: unknown) => `**${currency} ${money(Number(value ?? 0))}**`;
  switch (field) {
    case 'total':
      return `${number}${party} is for ${amount(row.total)}.`;
    case 'amountDue':
      return row.amount_due === null || row.amount_due === undefined
        ? `${number}${party} is for ${amount(row.total)}; it has no amount due of its own (${String(row.status)}).`
        : `${amount(row.amount_due)} is still owed on ${number}${party}, of ${currency} ${money(Number(row.total ?? 0))} (${String(row.status)}).`;
    case 'dueDate':
      return row.due_date
        ? `${number}${party} is due on **${String(row.due_date)}** (${String(row.status)}).`
        : `${number}${party} has no due date.`;
    case 'date':
      return `${number}${party} is dated **${String(row.trandate)}**.`;
    case 'status':
      return `${number}${party} is **${String(row.status)}**.`;
    case 'party':
      return row.party ? `${number} is for **${String(row.party)}**.` : `${number} names no customer or vendor.`;
  }
}

/**
 * "How much is still owed on INV1243?": the figure stated as the answer, read from the document
 * by its number. The document becomes the one row shown, so "pay it" or "the second one" follow.
 */
export async function handleDocumentLookup(request: Request, lookup: DocumentLookup): Promise<Handled> {
  const ran = await runSuiteql(
    request,
    `SELECT t.id, t.tranid, t.type, TO_CHAR(t.trandate, 'YYYY-MM-DD') AS trandate, TO_CHAR(t.duedate, 'YYYY-MM-DD') AS due_date, t.foreigntotal AS total, t.foreignamountunpaid AS amount_due, BUILTIN.DF(t.status) AS status, BUILTIN.DF(t.entity) AS party, (SELECT cu.symbol FROM currency cu WHERE cu.id = t.currency) AS currency FROM transaction t WHERE UPPER(t.tranid) = ${sqlString(lookup.number)}`,
    2,
  );
  if (!ran.ok) return ran.handled;
  const [row, other] = ran.output.rows;
  if (!row) return failed('query', request.state, 'not_found', `I couldn't find a document numbered ${lookup.number}.`);
  if (other) {
    return failed(
      'query',
      request.state,
      'ambiguous',
      `More than one document is numbered ${lookup.number}. Say which kind, for example "invoice ${lookup.number}".`,
    );
  }
  const record = kindOfType(String(row.type));
  const party = lookup.field !== 'party' && row.party ? ` (${String(row.party)})` : '';
  // Totals are signed as NetSuite posts them (a bill's is a credit): the figure asked is its size.
  const shown = { ...row, total: Math.abs(Number(row.total ?? 0)) };
  const state: PlannerState = record
    ? {
        last: { kind: 'query', query: { record, filters: [{ kind: 'id', id: String(row.id) }] } },
        rows: [{ id: String(row.id), record, label: String(row.tranid) }],
      }
    : request.state;
  return { outcome: { kind: 'answer', markdown: sentence(lookup.field, shown, party) }, intent: 'query', state };
}
