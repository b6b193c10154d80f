import type { ProcessId } from '@erp-agent/core';

/**
 * What the user is doing when they chat from one of the guided assistant's processes (000
 * section 2), so the model reads "create one for Moore Inc" in Procure to Pay as a purchase order.
 */
export const GUIDED_PROCESSES: Readonly<Record<ProcessId, string>> = {
  p2p: 'Procure to Pay: purchase orders, receiving them, vendor bills and paying them',
  o2c: 'Order to Cash: sales orders, fulfilling them, invoicing them and recording customer payments',
  'create-record': 'Create Record: creating customers, vendors, employees and items',
  'delete-record': 'Delete Record: deleting one record, after the user confirms which',
  'get-report': 'Get Report: aging, sales, open orders, inventory and income statement reports',
  'create-field': 'Create Field: custom fields as SuiteCloud projects',
  'customer-update': "Customer Update: changing a customer's contact details, terms or limits",
  'vendor-update': "Vendor Update: changing a vendor's contact details, terms or category",
};
