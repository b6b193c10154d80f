import type { Task } from '@erp-agent/core';
import { TOOLS } from '../../agent/tools/registry.ts';

const TYPES: Readonly<Record<string, Task['type']>> = {
  ns_listSavedSearches: 'Saved Search',
  ns_runSavedSearch: 'Saved Search',
  ns_createSavedSearch: 'Saved Search',
  sdf_createProject: 'SuiteScript',
  sdf_getProject: 'SuiteScript',
  sdf_deployProject: 'SuiteScript',
  ns_createRecord: 'Record',
  ns_updateRecord: 'Record',
  ns_deleteRecord: 'Record',
  ns_listAllReports: 'Report',
  ns_runReport: 'Report',
  ns_createPurchaseOrder: 'Transaction',
  ns_receivePurchaseOrder: 'Transaction',
  ns_billPurchaseOrder: 'Transaction',
  ns_payVendorBill: 'Transaction',
  ns_createSalesOrder: 'Transaction',
  ns_fulfillSalesOrder: 'Transaction',
  ns_invoiceSalesOrder: 'Transaction',
  ns_receiveCustomerPayment: 'Transaction',
  sap_getRecord: 'Record',
  sap_createRecord: 'Record',
  sap_updateRecord: 'Record',
  dv_getRow: 'Record',
  dv_createRow: 'Record',
  dv_updateRow: 'Record',
};

const titles = new Map(TOOLS.map((tool) => [tool.name, tool.title]));

/** What kind of task a tool's call is, as the dashboard groups them: reads of data are queries. */
export function taskType(tool: string): Task['type'] {
  return TYPES[tool] ?? 'Query';
}

/** The tool's words for people, or its name for a tool that is no longer registered. */
export function taskTitle(tool: string): string {
  return titles.get(tool) ?? tool;
}
