import type { Flag, IsoDate } from './setup-rows.ts';
import type { TransactionType } from './status-codes.ts';

/**
 * Rows of NetSuite's transaction tables. Line amounts follow NetSuite's sign convention: debits
 * positive, credits negative, so sales lines (which credit income) and their quantities are
 * negative while purchase lines are positive; `foreigntotal` on the header is always positive.
 */

export interface TransactionRow {
  id: number;
  tranid: string;
  type: TransactionType;
  trandate: IsoDate;
  entity: number | null;
  /** The single status letter; null for types NetSuite gives no status. */
  status: string | null;
  currency: number;
  /** Rate from the transaction currency to the subsidiary's base currency. */
  exchangerate: number;
  foreigntotal: number | null;
  foreignamountpaid: number | null;
  foreignamountunpaid: number | null;
  memo: string | null;
  duedate: IsoDate | null;
  createddate: IsoDate;
  createdfrom: number | null;
  subsidiary: number;
  employee: number | null;
  posting: Flag;
  /** Set only by writes through the REST record API, which keeps it unique per type. */
  externalid: string | null;
  /** The other party's reference: a customer's PO number on a sales order. */
  otherrefnum: string | null;
}

export interface TransactionLineRow {
  /** Line id within its transaction: 0 for the main line, as in NetSuite. */
  id: number;
  transaction: number;
  /** Unique across all lines, like NetSuite's transactionline.uniquekey. */
  uniquekey: number;
  linesequencenumber: number;
  mainline: Flag;
  taxline: Flag;
  item: number | null;
  expenseaccount: number | null;
  quantity: number | null;
  rate: number | null;
  /** Amount in the subsidiary's base currency. */
  netamount: number | null;
  /** Amount in the transaction's currency. */
  foreignamount: number | null;
  location: number | null;
  department: number | null;
  entity: number | null;
  subsidiary: number;
  createdfrom: number | null;
  isclosed: Flag;
  memo: string | null;
  /**
   * On order lines only: how much has been received or fulfilled, and billed, signed as the
   * line's quantity (negative on sales orders). Null on every other line.
   */
  quantityshiprecv: number | null;
  quantitybilled: number | null;
}

export interface TransactionAccountingLineRow {
  transaction: number;
  transactionline: number;
  accountingbook: number;
  account: number;
  /** Base-currency amounts; null on the side that does not apply, as NetSuite returns them. */
  debit: number | null;
  credit: number | null;
  /** Debit minus credit. */
  amount: number;
  netamount: number;
  posting: Flag;
}

/**
 * How a line of one transaction follows a line of another, with NetSuite's link types: 'ShipRcpt'
 * from an order line to the receipt or fulfilment line, 'OrdBill' from an order line to the bill
 * or invoice line, and 'Payment' from a bill's or invoice's main line to the payment applying to it.
 */
export interface PreviousTransactionLineLinkRow {
  previousdoc: number;
  previousline: number;
  previoustype: TransactionType;
  nextdoc: number;
  nextline: number;
  nexttype: TransactionType;
  linktype: string;
  foreignamount: number;
  amount: number;
}
