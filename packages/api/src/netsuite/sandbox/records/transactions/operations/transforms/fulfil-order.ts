import { ACCOUNT_IDS } from '../../../../generate/chart-of-accounts.ts';
import type { DraftLine } from '../../../../generate/document-rows.ts';
import { invalidFieldValue, missingValues } from '../../../record-errors.ts';
import { onHandKey } from '../../state/master-data.ts';
import { salesOrderStatus } from '../../status/document-status.ts';
import { beyondOnHand, noLines } from '../../transaction-errors.ts';
import { type InventoryChange, inventoryStatements } from '../../write/inventory-statements.ts';
import { newDocumentStatements } from '../../write/row-statements.ts';
import { orderProgressStatement, statusStatement } from '../../write/source-statements.ts';
import { type PickedLine, pickLines } from '../pick-lines.ts';
import {
  checkLineLocations,
  lineState,
  nothingLeft,
  pickedLocation,
  requireStatus,
  type TransformInput,
} from './transform-basics.ts';

/**
 * salesOrder -> itemFulfillment: inventory items leave the shelf. Only what is on hand at the
 * location can go; it comes off on hand and off the order's demand. The fulfilment, shipped,
 * moves the items' cost (the item's purchase price in the subsidiary's currency) from inventory
 * to cost of goods sold, as the generator's shipments do; the order counts what was fulfilled and
 * moves to partially fulfilled or pending billing.
 */

/** Refuses any item and location whose lines together ask for more than is on hand there. */
async function checkOnHand(input: TransformInput, picked: readonly PickedLine[]): Promise<void> {
  const wanted = new Map<string, { item: number; location: number; quantity: number; first: PickedLine }>();
  for (const pick of picked) {
    const location = pickedLocation(pick, input.source);
    if (location === null) throw missingValues([{ name: `${pick.path}.location`, title: 'Location' }]);
    const item = pick.line.item ?? 0;
    const key = onHandKey(item, location);
    const known = wanted.get(key);
    wanted.set(key, { item, location, quantity: (known?.quantity ?? 0) + pick.quantity, first: known?.first ?? pick });
  }
  const onHand = await input.master.onHand([...wanted.values()].map(({ item, location }) => ({ item, location })));
  const names = await input.master.locations([...wanted.values()].map(({ location }) => location));
  for (const [key, { location, quantity, first }] of wanted) {
    const available = onHand.get(key) ?? 0;
    if (quantity > available) {
      throw beyondOnHand(
        `${first.path}.quantity`,
        quantity,
        first.line.itemId ?? String(first.line.item),
        names.get(location)?.name ?? `location ${location}`,
        available,
      );
    }
  }
}

export async function fulfilOrder(input: TransformInput): Promise<number> {
  const { context, master, source, request } = input;
  requireStatus(input, ['B', 'D', 'E'], 'nothing is left to fulfill.');
  const candidates = source.lines
    .filter((line) => !line.closed && line.itemType === 'InvtPart')
    .map((line) => ({ line, left: Math.abs(line.quantity) - line.shipRecv }));
  if (candidates.every((candidate) => candidate.left <= 0)) throw nothingLeft(input, 'nothing is left to fulfill.');
  const picked = pickLines(candidates, request.lines, { replace: input.replace, verb: 'fulfill', locations: true });
  if (picked.length === 0) throw noLines();
  await checkLineLocations(input, picked);
  await checkOnHand(input, picked);
  const subsidiary = await master.subsidiary(source.subsidiary);
  if (!subsidiary) throw invalidFieldValue('subsidiary', String(source.subsidiary));

  const lines: DraftLine[] = picked.map((pick) => {
    const { line, quantity } = pick;
    const unitCost = Math.round(((line.itemCost ?? 0) / subsidiary.baseRate) * 100) / 100;
    const baseCents = -Math.round(quantity * unitCost * 100);
    return {
      item: line.item,
      expenseAccount: null,
      quantity: -quantity,
      rate: unitCost,
      foreignCents: Math.round(baseCents / source.exchangeRate),
      baseCents,
      department: line.department,
      closed: false,
      memo: line.memo,
      account: line.assetAccount ?? ACCOUNT_IDS.inventory,
      location: pickedLocation(pick, source),
      orderLine: line.id,
    };
  });
  const written = await newDocumentStatements(
    context.engine,
    {
      tranid: request.tranId,
      type: 'ItemShip',
      trandate: request.tranDate ?? context.today,
      duedate: null,
      createddate: context.today,
      entity: source.entity,
      subsidiary: source.subsidiary,
      currency: source.currency,
      exchangeRate: source.exchangeRate,
      employee: null,
      location: source.location,
      memo: request.memo ?? null,
      otherrefnum: null,
      externalid: request.externalId ?? null,
      status: 'C',
      posting: true,
      totalCents: null,
      paidCents: 0,
      createdFrom: { id: source.id, type: source.type },
      main: {
        foreignCents: -lines.reduce((sum, line) => sum + line.foreignCents, 0),
        baseCents: -lines.reduce((sum, line) => sum + line.baseCents, 0),
        account: ACCOUNT_IDS.costOfGoodsSold,
      },
      lines,
      applies: null,
    },
    context.timeoutMs,
  );
  const fulfilled = new Map(picked.map((pick) => [pick.line.id, pick.quantity]));
  const stock = picked.flatMap((pick): InventoryChange[] => {
    const { line, quantity } = pick;
    const item = line.item ?? 0;
    const shippedFrom = pickedLocation(pick, source) ?? 0;
    const ordered = line.location ?? source.location ?? shippedFrom;
    return [
      { item, location: shippedFrom, onHand: -quantity, onOrder: 0, demand: 0 },
      { item, location: ordered, onHand: 0, onOrder: 0, demand: -quantity },
    ];
  });
  const status = salesOrderStatus(
    source.status ?? 'B',
    source.lines.map((line) => lineState(line, { shipRecv: fulfilled.get(line.id) ?? 0 })),
  );
  await context.engine.transaction([
    ...written.statements,
    ...orderProgressStatement(
      source.id,
      picked.map((pick) => ({ line: pick.line.id, shipRecv: -pick.quantity, billed: 0 })),
    ),
    statusStatement(source.id, status),
    ...inventoryStatements(stock),
  ]);
  return written.id;
}
