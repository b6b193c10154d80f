import { fromCents } from './money.ts';
import type { IsoDate } from './setup-rows.ts';
import type { TransactionType } from './status-codes.ts';
import type {
  PreviousTransactionLineLinkRow,
  TransactionAccountingLineRow,
  TransactionLineRow,
  TransactionRow,
} from './transaction-rows.ts';

/**
 * One transaction's rows in every transaction table, from the generator's drafts and from the
 * record API's writes alike, so a document written through REST has the columns, signs and
 * postings of a generated one.
 */

/** A transaction line while it is being built; amounts are signed cents (debit positive). */
export interface DraftLine {
  item: number | null;
  expenseAccount: number | null;
  quantity: number | null;
  rate: number | null;
  foreignCents: number;
  baseCents: number;
  department: number | null;
  closed: boolean;
  memo: string | null;
  /** The account this line posts to, or null for lines of non-posting transactions. */
  account: number | null;
  /** Where the line's goods are; the document's location when absent. */
  location?: number | null;
  /** On a document made from an order: the order line (its line id) this line follows. */
  orderLine?: number;
  /** On an order line: units received or fulfilled, and units billed, so far. */
  shipped?: number;
  billed?: number;
}

/** The main line's side of the bookkeeping, where a transaction has one. */
export interface DraftMain {
  foreignCents: number;
  baseCents: number;
  account: number | null;
}

export interface DocumentReference {
  readonly id: number;
  readonly type: TransactionType;
}

/** A transaction with its id, number and dates settled, ready to become rows. */
export interface DocumentInput {
  readonly id: number;
  readonly tranid: string;
  readonly type: TransactionType;
  readonly trandate: IsoDate;
  readonly duedate: IsoDate | null;
  readonly createddate: IsoDate;
  readonly entity: number | null;
  readonly subsidiary: number;
  readonly currency: number;
  readonly exchangeRate: number;
  readonly employee: number | null;
  readonly location: number | null;
  readonly memo: string | null;
  readonly otherrefnum: string | null;
  readonly externalid: string | null;
  readonly status: string | null;
  readonly posting: boolean;
  readonly totalCents: number | null;
  readonly paidCents: number;
  readonly createdFrom: DocumentReference | null;
  readonly main: DraftMain;
  readonly lines: readonly DraftLine[];
  /** What a payment settles: the invoice or bill and the amounts it clears. */
  readonly applies: { readonly document: DocumentReference; foreignCents: number; baseCents: number } | null;
}

export interface DocumentRows {
  transaction: TransactionRow[];
  transactionline: TransactionLineRow[];
  transactionaccountingline: TransactionAccountingLineRow[];
  previoustransactionlinelink: PreviousTransactionLineLinkRow[];
}

/** Document numbers: a prefix and a counter per type, or (null) the other party's own reference. */
export const TRANID_PREFIXES: Readonly<Record<TransactionType, string | null>> = {
  SalesOrd: 'SO',
  ItemShip: 'IF',
  CustInvc: 'INV',
  CustPymt: '',
  PurchOrd: 'PO',
  ItemRcpt: 'IR',
  VendBill: null,
  VendPymt: '',
  Journal: 'JE',
};

/** Counters start past this, so the first document of a type is number 1001. */
export const FIRST_TRANID_NUMBER = 1001;

export const ORDER_TYPES: ReadonlySet<TransactionType> = new Set(['SalesOrd', 'PurchOrd']);

/** Invoices and bills carry amounts paid and unpaid. */
const SETTLED_TYPES: ReadonlySet<TransactionType> = new Set(['CustInvc', 'VendBill']);

/** NetSuite's link from an order line to the line of what was made from it. */
const ORDER_LINK_TYPES: Readonly<Partial<Record<TransactionType, 'ShipRcpt' | 'OrdBill'>>> = {
  ItemRcpt: 'ShipRcpt',
  ItemShip: 'ShipRcpt',
  VendBill: 'OrdBill',
  CustInvc: 'OrdBill',
};

/** A line of a document made from an order, following the order's line `orderLine`. */
export function followingLine(line: DraftLine, orderLine: number, account: number): DraftLine {
  const { shipped: _shipped, billed: _billed, ...copied } = line;
  return { ...copied, account, orderLine };
}

/** Units done on an order line, signed as the line's quantity is (negative on sales orders). */
function signedProgress(line: DraftLine, units: number | undefined): number {
  const done = units ?? 0;
  return (line.quantity ?? 0) < 0 && done !== 0 ? -done : done;
}

function transactionRow(doc: DocumentInput): TransactionRow {
  const settled = SETTLED_TYPES.has(doc.type) && doc.totalCents !== null;
  return {
    id: doc.id,
    tranid: doc.tranid,
    type: doc.type,
    trandate: doc.trandate,
    entity: doc.entity,
    status: doc.status,
    currency: doc.currency,
    exchangerate: doc.exchangeRate,
    foreigntotal: doc.totalCents === null ? null : fromCents(doc.totalCents),
    foreignamountpaid: settled ? fromCents(doc.paidCents) : null,
    foreignamountunpaid: settled ? fromCents((doc.totalCents ?? 0) - doc.paidCents) : null,
    memo: doc.memo,
    duedate: doc.duedate,
    createddate: doc.createddate,
    createdfrom: doc.createdFrom?.id ?? null,
    subsidiary: doc.subsidiary,
    employee: doc.employee,
    posting: doc.posting ? 'T' : 'F',
    externalid: doc.externalid,
    otherrefnum: doc.otherrefnum,
  };
}

/**
 * The document's rows: its header, its main line (line 0) and lines, a posting for every line
 * with an account and an amount, and its links to the order it follows or the document it pays.
 * Line unique keys are `firstUniqueKey` onwards.
 */
export function documentRows(doc: DocumentInput, firstUniqueKey: number): DocumentRows {
  const rows: DocumentRows = {
    transaction: [transactionRow(doc)],
    transactionline: [],
    transactionaccountingline: [],
    previoustransactionlinelink: [],
  };
  const flag = doc.posting ? 'T' : 'F';
  const isOrder = ORDER_TYPES.has(doc.type);
  const orderLinkType = ORDER_LINK_TYPES[doc.type];
  const mainLine: DraftLine = {
    item: null,
    expenseAccount: null,
    quantity: null,
    rate: null,
    foreignCents: doc.main.foreignCents,
    baseCents: doc.main.baseCents,
    department: null,
    closed: false,
    memo: doc.memo,
    account: doc.main.account,
  };
  [mainLine, ...doc.lines].forEach((line, lineId) => {
    rows.transactionline.push({
      id: lineId,
      transaction: doc.id,
      uniquekey: firstUniqueKey + lineId,
      linesequencenumber: lineId,
      mainline: lineId === 0 ? 'T' : 'F',
      taxline: 'F',
      item: line.item,
      expenseaccount: line.expenseAccount,
      quantity: line.quantity,
      rate: line.rate,
      netamount: fromCents(line.baseCents),
      foreignamount: fromCents(line.foreignCents),
      location: line.location === undefined ? doc.location : line.location,
      department: line.department,
      entity: doc.entity,
      subsidiary: doc.subsidiary,
      createdfrom: doc.createdFrom?.id ?? null,
      isclosed: line.closed ? 'T' : 'F',
      memo: line.memo,
      quantityshiprecv: isOrder && lineId > 0 ? signedProgress(line, line.shipped) : null,
      quantitybilled: isOrder && lineId > 0 ? signedProgress(line, line.billed) : null,
    });
    if (doc.createdFrom && orderLinkType && line.orderLine !== undefined) {
      rows.previoustransactionlinelink.push({
        previousdoc: doc.createdFrom.id,
        previousline: line.orderLine,
        previoustype: doc.createdFrom.type,
        nextdoc: doc.id,
        nextline: lineId,
        nexttype: doc.type,
        linktype: orderLinkType,
        foreignamount: fromCents(Math.abs(line.foreignCents)),
        amount: fromCents(Math.abs(line.baseCents)),
      });
    }
    if (line.account === null || line.baseCents === 0) return;
    const amount = fromCents(line.baseCents);
    rows.transactionaccountingline.push({
      transaction: doc.id,
      transactionline: lineId,
      accountingbook: 1,
      account: line.account,
      debit: line.baseCents > 0 ? amount : null,
      credit: line.baseCents < 0 ? -amount : null,
      amount,
      netamount: amount,
      posting: flag,
    });
  });
  if (doc.applies) {
    rows.previoustransactionlinelink.push({
      previousdoc: doc.applies.document.id,
      previousline: 0,
      previoustype: doc.applies.document.type,
      nextdoc: doc.id,
      nextline: 1,
      nexttype: doc.type,
      linktype: 'Payment',
      foreignamount: fromCents(doc.applies.foreignCents),
      amount: fromCents(doc.applies.baseCents),
    });
  }
  return rows;
}
