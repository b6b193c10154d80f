/**
 * Transaction type codes (transaction.type) and the status letters NetSuite stores in
 * transaction.status, with the names the UI and BUILTIN.DF show. Only the statuses the generator
 * and the record API produce are listed; NetSuite has more (rejected, voided...).
 */

export const TRANSACTION_TYPES = {
  SalesOrd: 'Sales Order',
  ItemShip: 'Item Fulfillment',
  CustInvc: 'Invoice',
  CustPymt: 'Payment',
  PurchOrd: 'Purchase Order',
  ItemRcpt: 'Item Receipt',
  VendBill: 'Bill',
  VendPymt: 'Bill Payment',
  Journal: 'Journal',
} as const;

export type TransactionType = keyof typeof TRANSACTION_TYPES;

export const STATUS_CODES = {
  SalesOrd: {
    A: 'Pending Approval',
    B: 'Pending Fulfillment',
    C: 'Cancelled',
    D: 'Partially Fulfilled',
    E: 'Pending Billing/Partially Fulfilled',
    F: 'Pending Billing',
    G: 'Billed',
    H: 'Closed',
  },
  ItemShip: { A: 'Picked', B: 'Packed', C: 'Shipped' },
  CustInvc: { A: 'Open', B: 'Paid In Full' },
  CustPymt: { C: 'Deposited' },
  PurchOrd: {
    B: 'Pending Receipt',
    D: 'Partially Received',
    E: 'Pending Billing/Partially Received',
    F: 'Pending Bill',
    G: 'Fully Billed',
  },
  // Receipts and bill payments carry no status in the flows generated here.
  ItemRcpt: {},
  VendBill: { A: 'Open', B: 'Paid In Full' },
  VendPymt: {},
  Journal: { A: 'Pending Approval', B: 'Approved for Posting' },
} as const satisfies Record<TransactionType, Record<string, string>>;

export type StatusOf<T extends TransactionType> = keyof (typeof STATUS_CODES)[T] & string;

/** What BUILTIN.DF(transaction.status) shows, e.g. 'Sales Order : Billed'. */
export function statusDisplayName(type: TransactionType, status: string | null): string | null {
  if (status === null) return null;
  const names: Readonly<Record<string, string>> = STATUS_CODES[type];
  const name = names[status];
  return name === undefined ? null : `${TRANSACTION_TYPES[type]} : ${name}`;
}
