import { ACCOUNT_IDS } from '../../../../generate/chart-of-accounts.ts';
import type { DraftLine } from '../../../../generate/document-rows.ts';
import { toBaseCents } from '../../../../generate/money.ts';
import { invalidFieldValue } from '../../../record-errors.ts';
import { salesOrderStatus } from '../../status/document-status.ts';
import { noLines } from '../../transaction-errors.ts';
import { newDocumentStatements } from '../../write/row-statements.ts';
import { orderProgressStatement, statusStatement } from '../../write/source-statements.ts';
import { addDays, lineCents } from '../document-math.ts';
import { pickLines } from '../pick-lines.ts';
import { lineState, nothingLeft, requireStatus, type TransformInput } from './transform-basics.ts';

/**
 * salesOrder -> invoice: bills what was fulfilled and not yet billed, and order lines that need
 * no fulfilment (services, non-inventory items). The invoice debits receivables and credits each
 * item's income account; it is open, due after the customer's terms; the order counts what was
 * billed and moves to billed once everything is.
 */
export async function invoiceOrder(input: TransformInput): Promise<number> {
  const { context, master, source, request } = input;
  requireStatus(input, ['B', 'D', 'E', 'F'], 'nothing is left to bill.');
  const candidates = source.lines
    .filter((line) => !line.closed)
    .map((line) => ({
      line,
      left: (line.itemType === 'InvtPart' ? line.shipRecv : Math.abs(line.quantity)) - line.billed,
    }));
  if (candidates.every((candidate) => candidate.left <= 0)) {
    throw nothingLeft(input, 'nothing fulfilled is left to bill.');
  }
  const picked = pickLines(candidates, request.lines, { replace: input.replace, verb: 'bill', locations: false });
  if (picked.length === 0) throw noLines();
  const customer = source.entity === null ? undefined : await master.party('customer', source.entity);
  if (!customer) throw invalidFieldValue('entity', String(source.entity));

  const lines: DraftLine[] = picked.map(({ line, quantity }) => {
    const completes = line.billed + quantity >= Math.abs(line.quantity);
    // Sales lines are negative; the last invoice of a line takes what is left of its amount.
    const foreignCents = completes ? line.foreignCents + line.billedCents : -lineCents(quantity, line.rate ?? 0);
    return {
      item: line.item,
      expenseAccount: null,
      quantity: -quantity,
      rate: line.rate,
      foreignCents,
      baseCents: toBaseCents(foreignCents, source.exchangeRate),
      department: line.department,
      closed: false,
      memo: line.memo,
      account: line.incomeAccount ?? ACCOUNT_IDS.productSales,
      location: line.location,
      orderLine: line.id,
    };
  });
  const totalCents = -lines.reduce((sum, line) => sum + line.foreignCents, 0);
  const trandate = request.tranDate ?? context.today;
  const written = await newDocumentStatements(
    context.engine,
    {
      tranid: request.tranId,
      type: 'CustInvc',
      trandate,
      duedate: request.dueDate ?? addDays(trandate, customer.termDays),
      createddate: context.today,
      entity: source.entity,
      subsidiary: source.subsidiary,
      currency: source.currency,
      exchangeRate: source.exchangeRate,
      employee: source.employee,
      location: source.location,
      memo: request.memo ?? null,
      otherrefnum: request.otherRefNum ?? null,
      externalid: request.externalId ?? null,
      status: 'A',
      posting: true,
      totalCents,
      paidCents: 0,
      createdFrom: { id: source.id, type: source.type },
      main: {
        foreignCents: totalCents,
        baseCents: -lines.reduce((sum, line) => sum + line.baseCents, 0),
        account: ACCOUNT_IDS.receivables,
      },
      lines,
      applies: null,
    },
    context.timeoutMs,
  );
  const billed = new Map(picked.map((pick) => [pick.line.id, pick.quantity]));
  const status = salesOrderStatus(
    source.status ?? 'B',
    source.lines.map((line) => lineState(line, { billed: billed.get(line.id) ?? 0 })),
  );
  await context.engine.transaction([
    ...written.statements,
    ...orderProgressStatement(
      source.id,
      picked.map((pick) => ({ line: pick.line.id, shipRecv: 0, billed: -pick.quantity })),
    ),
    statusStatement(source.id, status),
  ]);
  return written.id;
}
