import { exclusiveWrite } from '../../../engine/exclusive-writes.ts';
import { hasDependentRecords, recordNotFound } from '../../record-errors.ts';
import { readStoredTransaction } from '../state/stored-transaction.ts';
import { notDeletable } from '../transaction-errors.ts';
import type { TransactionTypeSpec } from '../transaction-types.ts';
import { type InventoryChange, inventoryStatements } from '../write/inventory-statements.ts';
import type { WriteContext } from './write-context.ts';

/**
 * DELETE of a purchase or sales order from which nothing was made (NetSuite refuses one with
 * receipts, fulfilments or bills, as dependent records). Its lines go with it, and so does its
 * hold on stock: a purchase order's quantity on order, an approved sales order's demand.
 */
export async function deleteTransaction(context: WriteContext, spec: TransactionTypeSpec, id: number): Promise<void> {
  if (!spec.deletable) throw notDeletable(spec.title);
  const { engine, timeoutMs } = context;
  await exclusiveWrite(engine, async () => {
    const stored = await readStoredTransaction(engine, id, timeoutMs);
    if (!stored || stored.type !== spec.code) throw recordNotFound();
    const [dependents] = (
      await engine.query<{ found: boolean }>(
        `select exists (select 1 from "transaction" where "createdfrom" = $1)
             or exists (select 1 from "previoustransactionlinelink" where "previousdoc" = $1) as "found"`,
        [id],
        { readOnly: true, timeoutMs },
      )
    ).rows;
    if (dependents?.found) throw hasDependentRecords();
    const holdsStock = spec.code === 'PurchOrd' || !['A', 'C', 'H'].includes(stored.status ?? '');
    const released = stored.lines.flatMap((line): InventoryChange[] => {
      const location = line.location ?? stored.location;
      if (!holdsStock || line.closed || line.itemType !== 'InvtPart' || line.item === null || location === null)
        return [];
      const open = Math.abs(line.quantity) - line.shipRecv;
      return spec.code === 'PurchOrd'
        ? [{ item: line.item, location, onHand: 0, onOrder: -open, demand: 0 }]
        : [{ item: line.item, location, onHand: 0, onOrder: 0, demand: -open }];
    });
    await engine.transaction([
      ...inventoryStatements(released),
      { sql: `delete from "transactionaccountingline" where "transaction" = $1`, params: [id] },
      { sql: `delete from "transactionline" where "transaction" = $1`, params: [id] },
      { sql: `delete from "transaction" where "id" = $1`, params: [id] },
    ]);
  });
}
