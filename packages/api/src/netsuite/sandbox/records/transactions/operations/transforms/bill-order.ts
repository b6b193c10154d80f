import { ACCOUNT_IDS } from '../../../../generate/chart-of-accounts.ts';
import type { DraftLine } from '../../../../generate/document-rows.ts';
import { toBaseCents } from '../../../../generate/money.ts';
import { invalidFieldValue } from '../../../record-errors.ts';
import { purchaseOrderStatus } from '../../status/document-status.ts';
import { noLines } from '../../transaction-errors.ts';
import { newDocumentStatements } from '../../write/row-statements.ts';
import { orderProgressStatement, statusStatement } from '../../write/source-statements.ts';
import { addDays, lineCents } from '../document-math.ts';
import { pickLines } from '../pick-lines.ts';
import { lineState, nothingLeft, requireStatus, type TransformInput } from './transform-basics.ts';

/**
 * purchaseOrder -> vendorBill: the supplier's bill for what was received and not yet billed (the
 * sandbox matches bills to receipts, as NetSuite does with Advanced Receiving). The bill debits
 * goods received not billed and credits payables; it is open, due after the vendor's terms; the
 * order counts what was billed and moves to fully billed once everything is.
 */
export async function billOrder(input: TransformInput): Promise<number> {
  const { context, master, source, request } = input;
  requireStatus(input, ['D', 'E', 'F'], 'nothing received is left to bill.');
  const candidates = source.lines
    .filter((line) => !line.closed)
    .map((line) => ({ line, left: line.shipRecv - line.billed }));
  if (candidates.every((candidate) => candidate.left <= 0))
    throw nothingLeft(input, 'nothing received is left to bill.');
  const picked = pickLines(candidates, request.lines, { replace: input.replace, verb: 'bill', locations: false });
  if (picked.length === 0) throw noLines();
  const vendor = source.entity === null ? undefined : await master.party('vendor', source.entity);
  if (!vendor) throw invalidFieldValue('entity', String(source.entity));

  const lines: DraftLine[] = picked.map(({ line, quantity }) => {
    const completes = line.billed + quantity >= Math.abs(line.quantity);
    const foreignCents = completes ? line.foreignCents - line.billedCents : lineCents(quantity, line.rate ?? 0);
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
      account: ACCOUNT_IDS.receivedNotBilled,
      location: line.location,
      orderLine: line.id,
    };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.foreignCents, 0);
  const trandate = request.tranDate ?? context.today;
  const written = await newDocumentStatements(
    context.engine,
    {
      tranid: request.tranId,
      type: 'VendBill',
      trandate,
      duedate: request.dueDate ?? addDays(trandate, vendor.termDays),
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
      status: 'A',
      posting: true,
      totalCents,
      paidCents: 0,
      createdFrom: { id: source.id, type: source.type },
      main: {
        foreignCents: -totalCents,
        baseCents: -lines.reduce((sum, line) => sum + line.baseCents, 0),
        account: ACCOUNT_IDS.payables,
      },
      lines,
      applies: null,
    },
    context.timeoutMs,
  );
  const billed = new Map(picked.map((pick) => [pick.line.id, pick.quantity]));
  const status = purchaseOrderStatus(source.lines.map((line) => lineState(line, { billed: billed.get(line.id) ?? 0 })));
  await context.engine.transaction([
    ...written.statements,
    ...orderProgressStatement(
      source.id,
      picked.map((pick) => ({ line: pick.line.id, shipRecv: 0, billed: pick.quantity })),
    ),
    statusStatement(source.id, status),
  ]);
  return written.id;
}
