import type { Calendar } from './calendar.ts';
import { fromCents } from './money.ts';
import type { TransactionType } from './status-codes.ts';
import type {
  PreviousTransactionLineLinkRow,
  TransactionAccountingLineRow,
  TransactionLineRow,
  TransactionRow,
} from './transaction-rows.ts';

/** A transaction line while the simulation runs; amounts are signed cents (debit positive). */
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

/**
 * A transaction while the simulation runs. Its id and number are given only at the end, in date
 * order, so that internal ids and document numbers rise with the transaction date as in NetSuite.
 */
export interface Draft {
  readonly seq: number;
  readonly type: TransactionType;
  readonly day: number;
  readonly entity: number | null;
  readonly subsidiary: number;
  readonly currency: number;
  readonly exchangeRate: number;
  readonly employee: number | null;
  readonly location: number | null;
  readonly memo: string | null;
  readonly dueDay: number | null;
  readonly createdFrom: Draft | null;
  /** Documents without a generated number carry their own (a vendor's invoice number). */
  readonly reference: string | null;
  readonly totalCents: number | null;
  readonly main: DraftMain;
  readonly lines: DraftLine[];
  status: string | null;
  posting: boolean;
  paidCents: number;
  /** What a payment settles: the invoice or bill and the base amount it clears. */
  applies: { document: Draft; foreignCents: number; baseCents: number } | null;
  id: number;
}

export type NewDraft = Omit<Draft, 'seq' | 'id' | 'paidCents' | 'applies' | 'posting'> &
  Partial<Pick<Draft, 'applies' | 'posting'>>;

const PREFIXES: Readonly<Record<TransactionType, string | null>> = {
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

const ORDER_TYPES: ReadonlySet<TransactionType> = new Set(['SalesOrd', 'PurchOrd']);

/** NetSuite's link from an order line to the line of what was made from it. */
const ORDER_LINK_TYPES: Readonly<Partial<Record<TransactionType, string>>> = {
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

export interface LedgerTables {
  transaction: TransactionRow[];
  transactionline: TransactionLineRow[];
  transactionaccountingline: TransactionAccountingLineRow[];
  previoustransactionlinelink: PreviousTransactionLineLinkRow[];
}

export class Ledger {
  private readonly drafts: Draft[] = [];

  get count(): number {
    return this.drafts.length;
  }

  add(draft: NewDraft): Draft {
    const full: Draft = {
      applies: null,
      posting: !ORDER_TYPES.has(draft.type),
      ...draft,
      seq: this.drafts.length,
      id: 0,
      paidCents: 0,
    };
    this.drafts.push(full);
    return full;
  }

  /** Numbers the transactions in date order and writes every transaction table's rows. */
  emit(calendar: Calendar): LedgerTables {
    const ordered = [...this.drafts].sort((a, b) => a.day - b.day || a.seq - b.seq);
    const counters = new Map<TransactionType, number>();
    ordered.forEach((draft, index) => {
      draft.id = index + 1;
    });
    const tables: LedgerTables = {
      transaction: [],
      transactionline: [],
      transactionaccountingline: [],
      previoustransactionlinelink: [],
    };
    let uniquekey = 0;
    for (const draft of ordered) {
      const number = (counters.get(draft.type) ?? 1000) + 1;
      counters.set(draft.type, number);
      const prefix = PREFIXES[draft.type];
      const tranid = prefix === null ? (draft.reference ?? String(number)) : `${prefix}${number}`;
      tables.transaction.push(transactionRow(draft, tranid, calendar));

      const flag = draft.posting ? 'T' : 'F';
      const createdfrom = draft.createdFrom?.id ?? null;
      const isOrder = ORDER_TYPES.has(draft.type);
      const orderLinkType = ORDER_LINK_TYPES[draft.type];
      const mainLine: DraftLine = {
        item: null,
        expenseAccount: null,
        quantity: null,
        rate: null,
        foreignCents: draft.main.foreignCents,
        baseCents: draft.main.baseCents,
        department: null,
        closed: false,
        memo: draft.memo,
        account: draft.main.account,
      };
      [mainLine, ...draft.lines].forEach((line, lineId) => {
        uniquekey += 1;
        tables.transactionline.push({
          id: lineId,
          transaction: draft.id,
          uniquekey,
          linesequencenumber: lineId,
          mainline: lineId === 0 ? 'T' : 'F',
          taxline: 'F',
          item: line.item,
          expenseaccount: line.expenseAccount,
          quantity: line.quantity,
          rate: line.rate,
          netamount: fromCents(line.baseCents),
          foreignamount: fromCents(line.foreignCents),
          location: draft.location,
          department: line.department,
          entity: draft.entity,
          subsidiary: draft.subsidiary,
          createdfrom,
          isclosed: line.closed ? 'T' : 'F',
          memo: line.memo,
          quantityshiprecv: isOrder && lineId > 0 ? signedProgress(line, line.shipped) : null,
          quantitybilled: isOrder && lineId > 0 ? signedProgress(line, line.billed) : null,
        });
        if (draft.createdFrom && orderLinkType && line.orderLine !== undefined) {
          tables.previoustransactionlinelink.push({
            previousdoc: draft.createdFrom.id,
            previousline: line.orderLine,
            previoustype: draft.createdFrom.type,
            nextdoc: draft.id,
            nextline: lineId,
            nexttype: draft.type,
            linktype: orderLinkType,
            foreignamount: fromCents(Math.abs(line.foreignCents)),
            amount: fromCents(Math.abs(line.baseCents)),
          });
        }
        if (line.account === null || line.baseCents === 0) return;
        const amount = fromCents(line.baseCents);
        tables.transactionaccountingline.push({
          transaction: draft.id,
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

      if (draft.applies) {
        tables.previoustransactionlinelink.push({
          previousdoc: draft.applies.document.id,
          previousline: 0,
          previoustype: draft.applies.document.type,
          nextdoc: draft.id,
          nextline: 1,
          nexttype: draft.type,
          linktype: 'Payment',
          foreignamount: fromCents(draft.applies.foreignCents),
          amount: fromCents(draft.applies.baseCents),
        });
      }
    }
    return tables;
  }
}

const SETTLED_TYPES: ReadonlySet<TransactionType> = new Set(['CustInvc', 'VendBill']);

function transactionRow(draft: Draft, tranid: string, calendar: Calendar): TransactionRow {
  const settled = SETTLED_TYPES.has(draft.type) && draft.totalCents !== null;
  return {
    id: draft.id,
    tranid,
    type: draft.type,
    trandate: calendar.iso(draft.day),
    entity: draft.entity,
    status: draft.status,
    currency: draft.currency,
    exchangerate: draft.exchangeRate,
    foreigntotal: draft.totalCents === null ? null : fromCents(draft.totalCents),
    foreignamountpaid: settled ? fromCents(draft.paidCents) : null,
    foreignamountunpaid: settled ? fromCents((draft.totalCents ?? 0) - draft.paidCents) : null,
    memo: draft.memo,
    duedate: draft.dueDay === null ? null : calendar.iso(draft.dueDay),
    createddate: calendar.iso(draft.day),
    createdfrom: draft.createdFrom?.id ?? null,
    subsidiary: draft.subsidiary,
    employee: draft.employee,
    posting: draft.posting ? 'T' : 'F',
    externalid: null,
    otherrefnum: null,
  };
}
