import type { TransactionTypeCode } from './transaction-statuses.ts';

/** What NetSuite's screens call each transaction type (`transaction.type`). */
export const TRANSACTION_TYPE_NAMES: Readonly<Record<TransactionTypeCode, string>> = {
  SalesOrd: 'Sales Order',
  PurchOrd: 'Purchase Order',
  CustInvc: 'Invoice',
  VendBill: 'Bill',
  CustPymt: 'Payment',
  VendPymt: 'Bill Payment',
  ItemShip: 'Item Fulfillment',
  ItemRcpt: 'Item Receipt',
  Journal: 'Journal',
};

/** What NetSuite's screens call each status letter (`transaction.status`) of each type. */
const STATUS_NAMES: Readonly<Record<TransactionTypeCode, Readonly<Record<string, string>>>> = {
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
  PurchOrd: {
    A: 'Pending Supervisor Approval',
    B: 'Pending Receipt',
    C: 'Rejected by Supervisor',
    D: 'Partially Received',
    E: 'Pending Billing/Partially Received',
    F: 'Pending Bill',
    G: 'Fully Billed',
    H: 'Closed',
  },
  CustInvc: { A: 'Open', B: 'Paid In Full' },
  VendBill: { A: 'Open', B: 'Paid In Full' },
  CustPymt: { A: 'Unapproved Payment', B: 'Not Deposited', C: 'Deposited' },
  VendPymt: {},
  ItemShip: { A: 'Picked', B: 'Packed', C: 'Shipped' },
  ItemRcpt: {},
  Journal: { A: 'Pending Approval', B: 'Approved for Posting' },
};

const isTypeCode = (code: string): code is TransactionTypeCode => code in TRANSACTION_TYPE_NAMES;

/** `CustInvc` as `Invoice`; a code NetSuite has but this list does not, as it is. */
export function transactionTypeName(code: string): string {
  return isTypeCode(code) ? TRANSACTION_TYPE_NAMES[code] : code;
}

/** `CustInvc:A` (a saved search's status value) as `Open`; an unknown one as it is. */
export function statusName(value: string): string {
  const [type = '', letter = ''] = value.split(':');
  return (isTypeCode(type) ? STATUS_NAMES[type][letter] : undefined) ?? value;
}
