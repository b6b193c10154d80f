import { z } from 'zod';
import { missingValues } from '../../record-errors.ts';
import { fieldEntries, isWritable } from '../../record-types/record-type-spec.ts';
import type { TransactionTypeSpec } from '../transaction-types.ts';
import { AMOUNT, canonicalFields, canonicalSublist, ISO_DATE, parseBody, REFERENCE, text } from './body-fields.ts';

/**
 * The body of a direct create (purchase order, sales order, invoice, bill): the header as
 * NetSuite's REST record service takes it, `entity: { id }`, `tranDate`, `memo`, `location`...,
 * and the lines as its `item` sublist, `item: { items: [{ item: { id }, quantity, rate }] }`
 * (and, on a bill, its `expense` sublist of account lines).
 */

export interface ItemLineRequest {
  readonly item: number;
  readonly quantity: number;
  readonly rate?: number;
  readonly amount?: number;
  readonly description?: string | null;
  readonly location?: number;
}

export interface ExpenseLineRequest {
  readonly account: number;
  readonly amount: number;
  readonly memo?: string | null;
  readonly department?: number;
}

export interface CreateRequest {
  readonly externalId?: string | null;
  readonly tranId?: string;
  readonly tranDate?: string;
  /** The customer or vendor. */
  readonly party: number;
  readonly subsidiary?: number;
  readonly currency?: number;
  readonly location?: number;
  readonly employee?: number | null;
  readonly memo?: string | null;
  readonly otherRefNum?: string | null;
  readonly dueDate?: string;
  /** A sales order's approval: `A` pending approval, `B` approved (pending fulfilment). */
  readonly orderStatus?: 'A' | 'B';
  readonly lines: readonly ItemLineRequest[];
  readonly expenses: readonly ExpenseLineRequest[];
}

/** Fields a GET shows on an item line, which a body copied from one may carry. */
export const ECHOED_LINE_FIELDS = [
  'links',
  'line',
  'orderLine',
  'quantityReceived',
  'quantityFulfilled',
  'quantityBilled',
  'isClosed',
  'itemType',
];

const ITEM_LINE = z.strictObject({
  item: REFERENCE.optional(),
  quantity: AMOUNT.positive().optional(),
  rate: AMOUNT.nonnegative().optional(),
  amount: AMOUNT.nonnegative().optional(),
  description: text(4000).nullable().optional(),
  location: REFERENCE.optional(),
});

const EXPENSE_LINE = z.strictObject({
  account: REFERENCE.optional(),
  amount: AMOUNT.positive().optional(),
  memo: text(4000).nullable().optional(),
  department: REFERENCE.optional(),
});

export const ORDER_STATUS = z.strictObject({
  id: z.enum(['A', 'B']),
  refName: z.string().optional(),
  links: z.array(z.unknown()).optional(),
});

const HEADER = z.strictObject({
  externalId: text(255).nullable().optional(),
  tranId: text(45).optional(),
  tranDate: ISO_DATE.optional(),
  entity: REFERENCE.optional(),
  customer: REFERENCE.optional(),
  subsidiary: REFERENCE.optional(),
  currency: REFERENCE.optional(),
  location: REFERENCE.optional(),
  employee: REFERENCE.nullable().optional(),
  salesRep: REFERENCE.nullable().optional(),
  memo: text(4000).nullable().optional(),
  otherRefNum: text(45).nullable().optional(),
  dueDate: ISO_DATE.optional(),
  orderStatus: ORDER_STATUS.optional(),
  item: z.strictObject({ items: z.array(ITEM_LINE).max(1000) }).optional(),
  expense: z.strictObject({ items: z.array(EXPENSE_LINE).max(1000) }).optional(),
});

/** Fields a GET shows on a transaction and a client may send back; never written. */
export function echoedHeaderFields(spec: TransactionTypeSpec): string[] {
  const readOnly = fieldEntries(spec.header)
    .filter(({ field }) => !isWritable(field))
    .map(({ name }) => name);
  return ['links', ...readOnly, ...(spec.code === 'SalesOrd' ? [] : ['orderStatus'])];
}

/** The header fields of the type a create or patch may set. */
export function settableHeaderFields(spec: TransactionTypeSpec): string[] {
  const writable = fieldEntries(spec.header)
    .filter(({ field }) => isWritable(field))
    .map(({ name }) => name);
  return [...writable, 'location', ...(spec.code === 'SalesOrd' ? ['orderStatus'] : [])];
}

function canonicalCreateBody(spec: TransactionTypeSpec, body: Readonly<Record<string, unknown>>): unknown {
  const header = canonicalFields(
    body,
    { settable: [...settableHeaderFields(spec), ...spec.sublists], echoed: echoedHeaderFields(spec) },
    '',
    spec.name,
  ) as Record<string, unknown>;
  const line = { settable: Object.keys(ITEM_LINE.shape), echoed: ECHOED_LINE_FIELDS };
  const expense = { settable: Object.keys(EXPENSE_LINE.shape), echoed: ['links', 'line'] };
  return {
    ...header,
    ...(header.item === undefined ? {} : { item: canonicalSublist(header.item, line, 'item', spec.name) }),
    ...(header.expense === undefined
      ? {}
      : { expense: canonicalSublist(header.expense, expense, 'expense', spec.name) }),
  };
}

export function parseCreateBody(spec: TransactionTypeSpec, body: Readonly<Record<string, unknown>>): CreateRequest {
  const parsed = parseBody(HEADER, canonicalCreateBody(spec, body), spec.name);
  const partyTitle = spec.header.fields[spec.partyField]?.title ?? spec.partyField;
  const party = parsed[spec.partyField];
  if (party === undefined) throw missingValues([{ name: spec.partyField, title: partyTitle }]);
  const lines = (parsed.item?.items ?? []).map((line, index): ItemLineRequest => {
    if (line.item === undefined) throw missingValues([{ name: `item.items[${index}].item`, title: 'Item' }]);
    return { ...line, item: line.item, quantity: line.quantity ?? 1 };
  });
  const expenses = (parsed.expense?.items ?? []).map((line, index): ExpenseLineRequest => {
    if (line.account === undefined) {
      throw missingValues([{ name: `expense.items[${index}].account`, title: 'Account' }]);
    }
    if (line.amount === undefined) throw missingValues([{ name: `expense.items[${index}].amount`, title: 'Amount' }]);
    return { ...line, account: line.account, amount: line.amount };
  });
  return {
    externalId: parsed.externalId,
    tranId: parsed.tranId,
    tranDate: parsed.tranDate,
    party,
    subsidiary: parsed.subsidiary,
    currency: parsed.currency,
    location: parsed.location,
    employee: spec.employeeField === undefined ? undefined : parsed[spec.employeeField],
    memo: parsed.memo,
    otherRefNum: parsed.otherRefNum,
    dueDate: parsed.dueDate,
    orderStatus: parsed.orderStatus?.id,
    lines,
    expenses,
  };
}
