/** SDF's record type ids in words, as NetSuite's screens name them. */
const NAMES: Readonly<Record<string, string>> = {
  CUSTOMER: 'Customer',
  VENDOR: 'Vendor',
  EMPLOYEE: 'Employee',
  INVENTORYITEM: 'Inventory Item',
  SALESORDER: 'Sales Order',
  PURCHASEORDER: 'Purchase Order',
  INVOICE: 'Invoice',
  VENDORBILL: 'Vendor Bill',
  CUSTOMERPAYMENT: 'Customer Payment',
  VENDORPAYMENT: 'Bill Payment',
  ITEMFULFILLMENT: 'Item Fulfillment',
  ITEMRECEIPT: 'Item Receipt',
  JOURNALENTRY: 'Journal Entry',
};

export function recordTypeName(id: string): string {
  return (
    NAMES[id.toUpperCase()] ??
    id
      .toLowerCase()
      .replace(/^customrecord_/, '')
      .replaceAll('_', ' ')
      .replace(/\b\w/g, (letter) => letter.toUpperCase())
  );
}
