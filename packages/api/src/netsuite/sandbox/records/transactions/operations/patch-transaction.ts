import { exclusiveWrite } from '../../../engine/exclusive-writes.ts';
import type { SandboxStatement } from '../../../engine/sandbox-engine.ts';
import { invalidFieldValue, recordNotFound } from '../../record-errors.ts';
import type { PatchRequest } from '../body/patch-body.ts';
import { readStoredTransaction } from '../state/stored-transaction.ts';
import { salesOrderStatus } from '../status/document-status.ts';
import type { TransactionTypeSpec } from '../transaction-types.ts';
import { inventoryStatements } from '../write/inventory-statements.ts';
import { statusStatement } from '../write/source-statements.ts';
import { lineState } from './transforms/transform-basics.ts';
import { checkExternalId, type WriteContext } from './write-context.ts';

/**
 * A PATCH of a transaction's header, and a sales order's approval: `orderStatus: { id: 'B' }` on an
 * order pending approval commits its inventory lines' demand, as NetSuite does on approval.
 * An approved order cannot go back to pending approval.
 */

const COLUMNS: readonly (readonly [keyof PatchRequest, string])[] = [
  ['externalId', 'externalid'],
  ['tranId', 'tranid'],
  ['tranDate', 'trandate'],
  ['memo', 'memo'],
  ['otherRefNum', 'otherrefnum'],
  ['dueDate', 'duedate'],
];

function headerStatements(spec: TransactionTypeSpec, id: number, request: PatchRequest): SandboxStatement[] {
  const changed = COLUMNS.filter(([field]) => request[field] !== undefined && spec.header.fields[field] !== undefined);
  if (changed.length === 0) return [];
  const assignments = changed.map(([, column], index) => `"${column}" = $${index + 2}`);
  const statements: SandboxStatement[] = [
    {
      sql: `update "transaction" set ${assignments.join(', ')} where "id" = $1`,
      params: [id, ...changed.map(([field]) => request[field])],
    },
  ];
  // The main line carries the header's memo, as the generator writes it.
  if (request.memo !== undefined) {
    statements.push({
      sql: `update "transactionline" set "memo" = $2 where "transaction" = $1 and "id" = 0`,
      params: [id, request.memo],
    });
  }
  return statements;
}

export async function patchTransaction(
  context: WriteContext,
  spec: TransactionTypeSpec,
  id: number,
  request: PatchRequest,
): Promise<void> {
  const { engine, timeoutMs } = context;
  await exclusiveWrite(engine, async () => {
    const stored = await readStoredTransaction(engine, id, timeoutMs);
    if (!stored || stored.type !== spec.code) throw recordNotFound();
    await checkExternalId(context, spec, request.externalId, id);
    const statements = headerStatements(spec, id, request);
    if (request.orderStatus === 'A' && stored.status !== 'A') throw invalidFieldValue('orderStatus', 'A');
    if (request.orderStatus === 'B' && stored.status === 'A') {
      statements.push(
        statusStatement(
          id,
          salesOrderStatus(
            'B',
            stored.lines.map((line) => lineState(line)),
          ),
        ),
      );
      statements.push(
        ...inventoryStatements(
          stored.lines.flatMap((line) => {
            const location = line.location ?? stored.location;
            if (line.itemType !== 'InvtPart' || line.item === null || location === null || line.closed) return [];
            return [{ item: line.item, location, onHand: 0, onOrder: 0, demand: Math.abs(line.quantity) }];
          }),
        ),
      );
    }
    if (statements.length > 0) await engine.transaction(statements);
  });
}
