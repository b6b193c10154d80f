import type { Calendar } from './calendar.ts';
import {
  type DocumentRows,
  type DraftLine,
  type DraftMain,
  documentRows,
  FIRST_TRANID_NUMBER,
  ORDER_TYPES,
  TRANID_PREFIXES,
} from './document-rows.ts';
import type { TransactionType } from './status-codes.ts';

export { type DraftLine, type DraftMain, followingLine } from './document-rows.ts';

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

export type LedgerTables = DocumentRows;

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

  /**
   * The lowest balance (in base cents) each account reaches over the days, posting transactions
   * only: what an opening balance must cover so a bank account never goes overdrawn.
   */
  lowestBalances(accounts: readonly number[]): Map<number, number> {
    const wanted = new Set(accounts);
    const byDay = new Map<number, Map<number, number>>();
    for (const draft of this.drafts) {
      if (!draft.posting) continue;
      const day = byDay.get(draft.day) ?? new Map<number, number>();
      for (const { account, baseCents } of [draft.main, ...draft.lines]) {
        if (account !== null && wanted.has(account)) day.set(account, (day.get(account) ?? 0) + baseCents);
      }
      byDay.set(draft.day, day);
    }
    const running = new Map(accounts.map((account) => [account, 0]));
    const lowest = new Map(accounts.map((account) => [account, 0]));
    for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
      for (const [account, cents] of byDay.get(day) ?? []) {
        const balance = (running.get(account) ?? 0) + cents;
        running.set(account, balance);
        lowest.set(account, Math.min(lowest.get(account) ?? 0, balance));
      }
    }
    return lowest;
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
    let uniquekey = 1;
    for (const draft of ordered) {
      const number = counters.get(draft.type) ?? FIRST_TRANID_NUMBER;
      counters.set(draft.type, number + 1);
      const prefix = TRANID_PREFIXES[draft.type];
      const rows = documentRows(
        {
          id: draft.id,
          tranid: prefix === null ? (draft.reference ?? String(number)) : `${prefix}${number}`,
          type: draft.type,
          trandate: calendar.iso(draft.day),
          duedate: draft.dueDay === null ? null : calendar.iso(draft.dueDay),
          createddate: calendar.iso(draft.day),
          entity: draft.entity,
          subsidiary: draft.subsidiary,
          currency: draft.currency,
          exchangeRate: draft.exchangeRate,
          employee: draft.employee,
          location: draft.location,
          memo: draft.memo,
          otherrefnum: null,
          externalid: null,
          status: draft.status,
          posting: draft.posting,
          totalCents: draft.totalCents,
          paidCents: draft.paidCents,
          createdFrom: draft.createdFrom,
          main: draft.main,
          lines: draft.lines,
          applies: draft.applies,
        },
        uniquekey,
      );
      uniquekey += rows.transactionline.length;
      tables.transaction.push(...rows.transaction);
      tables.transactionline.push(...rows.transactionline);
      tables.transactionaccountingline.push(...rows.transactionaccountingline);
      tables.previoustransactionlinelink.push(...rows.previoustransactionlinelink);
    }
    return tables;
  }
}
