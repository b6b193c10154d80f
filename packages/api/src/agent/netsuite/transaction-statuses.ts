/**
 * NetSuite's transaction status letters (`transaction.status`) for each transaction type, and
 * the words an operator uses for them. `open` and the like name groups of letters. Letters are
 * NetSuite's own, so a query built from them runs unchanged on a real account.
 */

export type TransactionTypeCode =
  | 'SalesOrd'
  | 'PurchOrd'
  | 'CustInvc'
  | 'VendBill'
  | 'CustPymt'
  | 'VendPymt'
  | 'ItemShip'
  | 'ItemRcpt'
  | 'Journal';

export interface StatusWord {
  /** Lower-case phrases, longest first where one contains another. */
  readonly phrases: readonly string[];
  readonly codes: readonly string[];
  /** How a caption says it: `open`, `pending fulfillment`. */
  readonly label: string;
}

const word = (label: string, codes: readonly string[], phrases: readonly string[]): StatusWord => ({
  label,
  codes,
  phrases,
});

const SALES_ORDER: readonly StatusWord[] = [
  word('pending approval', ['A'], ['pending approval', 'awaiting approval', 'unapproved', 'not approved']),
  word(
    'pending fulfillment',
    ['B', 'D', 'E'],
    [
      'pending fulfillment',
      'pending fulfilment',
      'awaiting fulfillment',
      'awaiting fulfilment',
      'unfulfilled',
      'not fulfilled',
      'not yet fulfilled',
      'not shipped',
      'unshipped',
      'to fulfill',
      'to fulfil',
      'to ship',
    ],
  ),
  word('partially fulfilled', ['D', 'E'], ['partially fulfilled', 'partially shipped', 'partly shipped']),
  word(
    'pending billing',
    ['E', 'F'],
    [
      'pending billing',
      'awaiting billing',
      'unbilled',
      'not billed',
      'not invoiced',
      'uninvoiced',
      'to invoice',
      'to bill',
      'can be billed',
      'can be invoiced',
      'ready to bill',
      'ready to invoice',
      'ready for billing',
      'to be billed',
      'to be invoiced',
    ],
  ),
  word('billed', ['G'], ['fully billed', 'billed', 'invoiced']),
  // Shipped in part or in full, billed or not.
  word('shipped', ['D', 'E', 'F', 'G'], ['shipped', 'fulfilled', 'delivered']),
  word('cancelled', ['C'], ['cancelled', 'canceled']),
  word('closed', ['H'], ['closed']),
  word(
    'open',
    ['A', 'B', 'D', 'E', 'F'],
    ['open', 'outstanding', 'in progress', 'not fully billed', 'not fully invoiced'],
  ),
];

const PURCHASE_ORDER: readonly StatusWord[] = [
  word(
    'pending approval',
    ['A'],
    ['pending approval', 'pending supervisor approval', 'awaiting approval', 'unapproved'],
  ),
  word(
    'pending receipt',
    ['B', 'D', 'E'],
    [
      'pending receipt',
      'awaiting receipt',
      'not received',
      'not yet received',
      // Received in part is still not fully received; received in full (pending bill) is not.
      'not fully received',
      'unreceived',
      'to receive',
      'still to be received',
      'still on order',
      'on order',
    ],
  ),
  word('partially received', ['D', 'E'], ['partially received', 'partly received']),
  word(
    'pending bill',
    ['E', 'F'],
    ['pending bill', 'pending billing', 'awaiting bill', 'unbilled', 'not billed', 'to bill', 'to be billed'],
  ),
  // Received in part or in full, billed or not: "received but not billed" is the narrower pending bill.
  word('received', ['D', 'E', 'F', 'G'], ['received', 'delivered']),
  word('fully billed', ['G'], ['fully billed', 'billed']),
  word('rejected', ['C'], ['rejected']),
  word('closed', ['H'], ['closed']),
  word('open', ['A', 'B', 'D', 'E', 'F'], ['open', 'outstanding', 'in progress', 'not fully billed']),
];

const OPEN_OR_PAID: readonly StatusWord[] = [
  word('paid in full', ['B'], ['paid in full', 'fully paid', 'paid', 'settled', 'closed']),
  word(
    'open',
    ['A'],
    [
      'open',
      'unpaid',
      'not paid',
      'outstanding',
      'owing',
      'pending payment',
      'still owed',
      'still owe',
      // "Bills we need to pay", "invoices still to collect": not paid yet.
      'to pay',
      'to be paid',
      'to collect',
      'to be collected',
      'still owes',
      'owed',
      'we owe',
      'owe',
      'owes',
    ],
  ),
];

export const STATUS_WORDS: Readonly<Partial<Record<TransactionTypeCode, readonly StatusWord[]>>> = {
  SalesOrd: SALES_ORDER,
  PurchOrd: PURCHASE_ORDER,
  CustInvc: OPEN_OR_PAID,
  VendBill: OPEN_OR_PAID,
  ItemShip: [
    word('shipped', ['C'], ['shipped', 'delivered']),
    word('picked', ['A'], ['picked']),
    word('packed', ['B'], ['packed']),
  ],
  Journal: [
    word('pending approval', ['A'], ['pending approval', 'awaiting approval', 'unapproved']),
    word('approved', ['B'], ['approved for posting', 'approved', 'posted']),
  ],
};

/** The status words of a transaction type, every phrase longest first for matching. */
export function statusWordsOf(type: TransactionTypeCode): readonly StatusWord[] {
  return STATUS_WORDS[type] ?? [];
}
