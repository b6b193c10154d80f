import { ACCOUNT_IDS } from '../../../../generate/chart-of-accounts.ts';
import type { DraftLine } from '../../../../generate/document-rows.ts';
import { toBaseCents } from '../../../../generate/money.ts';
import { purchaseOrderStatus } from '../../status/document-status.ts';
import { noLines } from '../../transaction-errors.ts';
import { type InventoryChange, inventoryStatements } from '../../write/inventory-statements.ts';
import { newDocumentStatements } from '../../write/row-statements.ts';
import { orderProgressStatement, statusStatement } from '../../write/source-statements.ts';
import { lineCents } from '../document-math.ts';
import { pickLines } from '../pick-lines.ts';
import {
  checkLineLocations,
  lineState,
  nothingLeft,
  pickedLocation,
  requireStatus,
  type TransformInput,
} from './transform-basics.ts';

/**
 * purchaseOrder -> itemReceipt: goods arrive. Inventory items go on hand at the receiving location
 * and off order; the receipt debits inventory (other items their expense account) and credits
 * goods received not billed; the order counts what was received and moves to partially received
 * or pending bill.
 */
export async function receiveOrder(input: TransformInput): Promise<number> {
  const { context, source, request } = input;
  requireStatus(input, ['B', 'D', 'E'], 'nothing is left to receive.');
  const candidates = source.lines
    .filter((line) => !line.closed)
    .map((line) => ({ line, left: Math.abs(line.quantity) - line.shipRecv }));
  if (candidates.every((candidate) => candidate.left <= 0)) throw nothingLeft(input, 'nothing is left to receive.');
  const picked = pickLines(candidates, request.lines, { replace: input.replace, verb: 'receive', locations: true });
  if (picked.length === 0) throw noLines();
  await checkLineLocations(input, picked);

  const lines: DraftLine[] = picked.map((pick) => {
    const { line, quantity } = pick;
    const completes = line.shipRecv + quantity >= Math.abs(line.quantity);
    // The last receipt of a line takes what is left of its amount, so receipts add up to the order.
    const foreignCents = completes ? line.foreignCents - line.receivedCents : lineCents(quantity, line.rate ?? 0);
    const inventory = line.itemType === 'InvtPart';
    return {
      item: line.item,
      expenseAccount: null,
      quantity,
      rate: line.rate,
      foreignCents,
      baseCents: toBaseCents(foreignCents, source.exchangeRate),
      department: line.department,
      closed: false,
      memo: line.memo,
      account: inventory
        ? (line.assetAccount ?? ACCOUNT_IDS.inventory)
        : (line.itemExpenseAccount ?? ACCOUNT_IDS.purchasedServices),
      location: pickedLocation(pick, source),
      orderLine: line.id,
    };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.foreignCents, 0);
  const written = await newDocumentStatements(
    context.engine,
    {
      tranid: request.tranId,
      type: 'ItemRcpt',
      trandate: request.tranDate ?? context.today,
      duedate: null,
      createddate: context.today,
      entity: source.entity,
      subsidiary: source.subsidiary,
      currency: source.currency,
      exchangeRate: source.exchangeRate,
      employee: source.employee,
      location: source.location,
      memo: request.memo ?? null,
      otherrefnum: null,
      externalid: request.externalId ?? null,
      status: null,
      posting: true,
      totalCents,
      paidCents: 0,
      createdFrom: { id: source.id, type: source.type },
      main: {
        foreignCents: -totalCents,
        baseCents: -lines.reduce((sum, line) => sum + line.baseCents, 0),
        account: ACCOUNT_IDS.receivedNotBilled,
      },
      lines,
      applies: null,
    },
    context.timeoutMs,
  );
  const received = new Map(picked.map((pick) => [pick.line.id, pick.quantity]));
  const stock = picked.flatMap((pick): InventoryChange[] => {
    const { line, quantity } = pick;
    if (line.itemType !== 'InvtPart' || line.item === null) return [];
    const ordered = line.location ?? source.location;
    const arrived = pickedLocation(pick, source);
    return [
      ...(arrived === null ? [] : [{ item: line.item, location: arrived, onHand: quantity, onOrder: 0, demand: 0 }]),
      ...(ordered === null ? [] : [{ item: line.item, location: ordered, onHand: 0, onOrder: -quantity, demand: 0 }]),
    ];
  });
  const status = purchaseOrderStatus(
    source.lines.map((line) => lineState(line, { shipRecv: received.get(line.id) ?? 0 })),
  );
  await context.engine.transaction([
    ...written.statements,
    ...orderProgressStatement(
      source.id,
      picked.map((pick) => ({ line: pick.line.id, shipRecv: pick.quantity, billed: 0 })),
    ),
    statusStatement(source.id, status),
    ...inventoryStatements(stock),
  ]);
  return written.id;
}
