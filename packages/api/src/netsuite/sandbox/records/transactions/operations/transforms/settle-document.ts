import { ACCOUNT_IDS, operatingAccountOf } from '../../../../generate/chart-of-accounts.ts';
import { toBaseCents } from '../../../../generate/money.ts';
import { invalidFieldValue } from '../../../record-errors.ts';
import { beyondDue } from '../../transaction-errors.ts';
import { newDocumentStatements } from '../../write/row-statements.ts';
import { settlementStatement } from '../../write/source-statements.ts';
import { shownAmount } from '../document-math.ts';
import { documentName, nothingLeft, requireStatus, type TransformInput } from './transform-basics.ts';

/**
 * vendorBill -> vendorPayment and invoice -> customerPayment: a payment of what is due, or of the
 * amount the body gives, from or into the subsidiary's operating bank account. The payment clears payables
 * or receivables, links to the document it pays ('Payment'), and leaves that document open with
 * less unpaid or paid in full. The last payment clears exactly what is left in the base currency.
 */
export async function settleDocument(input: TransformInput): Promise<number> {
  const { context, source, request } = input;
  const incoming = source.type === 'CustInvc';
  requireStatus(input, ['A'], 'nothing is left to pay.');
  const dueCents = (source.totalCents ?? 0) - source.paidCents;
  if (dueCents <= 0) throw nothingLeft(input, 'nothing is left to pay.');
  if (request.appliesTo !== undefined && request.appliesTo !== source.id) {
    throw invalidFieldValue('apply.items[0].doc', String(request.appliesTo));
  }
  const amountCents = request.amount === undefined ? dueCents : Math.round(request.amount * 100);
  if (amountCents > dueCents) {
    const path = incoming && request.amount !== undefined ? 'payment' : 'apply.items[0].amount';
    throw beyondDue(path, shownAmount(amountCents), shownAmount(dueCents), documentName(source));
  }
  const baseCents =
    amountCents === dueCents
      ? Math.abs(source.mainBaseCents) - source.paidBaseCents
      : Math.abs(toBaseCents(amountCents, source.exchangeRate));
  // An incoming payment debits the bank and credits receivables; an outgoing one the reverse.
  const sign = incoming ? 1 : -1;
  const written = await newDocumentStatements(
    context.engine,
    {
      tranid: request.tranId,
      type: incoming ? 'CustPymt' : 'VendPymt',
      trandate: request.tranDate ?? context.today,
      duedate: null,
      createddate: context.today,
      entity: source.entity,
      subsidiary: source.subsidiary,
      currency: source.currency,
      exchangeRate: source.exchangeRate,
      employee: null,
      location: null,
      memo: request.memo ?? null,
      otherrefnum: null,
      externalid: request.externalId ?? null,
      status: incoming ? 'C' : null,
      posting: true,
      totalCents: amountCents,
      paidCents: 0,
      createdFrom: null,
      main: {
        foreignCents: sign * amountCents,
        baseCents: sign * baseCents,
        account: operatingAccountOf(source.subsidiary),
      },
      lines: [
        {
          item: null,
          expenseAccount: null,
          quantity: null,
          rate: null,
          foreignCents: -sign * amountCents,
          baseCents: -sign * baseCents,
          department: null,
          closed: false,
          memo: null,
          account: incoming ? ACCOUNT_IDS.receivables : ACCOUNT_IDS.payables,
        },
      ],
      applies: { document: { id: source.id, type: source.type }, foreignCents: amountCents, baseCents },
    },
    context.timeoutMs,
  );
  const paidCents = source.paidCents + amountCents;
  await context.engine.transaction([
    ...written.statements,
    settlementStatement(source.id, paidCents, (source.totalCents ?? 0) - paidCents),
  ]);
  return written.id;
}
