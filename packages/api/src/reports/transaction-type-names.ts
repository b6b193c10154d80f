/** NetSuite's transaction type codes (`transaction.type`, a search's `type` filter) in words. */
export const TRANSACTION_TYPE_NAMES: Readonly<Record<string, string>> = {
  SalesOrd: 'Sales Order',
  ItemShip: 'Item Fulfillment',
  CustInvc: 'Invoice',
  CustPymt: 'Payment',
  PurchOrd: 'Purchase Order',
  ItemRcpt: 'Item Receipt',
  VendBill: 'Bill',
  VendPymt: 'Bill Payment',
  Journal: 'Journal',
  CustCred: 'Credit Memo',
  Estimate: 'Quote',
};
