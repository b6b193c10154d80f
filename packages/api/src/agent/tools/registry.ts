import { createRow, getRow, queryRows, updateRow } from './dynamics/index.ts';
import { createRecord } from './netsuite/create-record.ts';
import { deleteRecord } from './netsuite/delete-record.ts';
import { getRecord } from './netsuite/get-record.ts';
import { getRecordTypeMetadata } from './netsuite/get-record-type-metadata.ts';
import { createPurchaseOrder, createSalesOrder } from './netsuite/processes/create-order.ts';
import {
  billPurchaseOrder,
  fulfillSalesOrder,
  invoiceSalesOrder,
  payVendorBill,
  receiveCustomerPayment,
  receivePurchaseOrder,
} from './netsuite/processes/transform-document.ts';
import { listAllReports, runReport } from './netsuite/reports-tools.ts';
import { runCustomSuiteQL } from './netsuite/run-custom-suiteql.ts';
import { createSavedSearch, listSavedSearches, runSavedSearch } from './netsuite/saved-searches.ts';
import { updateRecord } from './netsuite/update-record.ts';
import { sapGetRecord, sapQuery } from './sap/sap-query.ts';
import { sapCreateRecord, sapUpdateRecord } from './sap/sap-write-records.ts';
import { createProject } from './suitecloud/create-project.ts';
import { deployProject } from './suitecloud/deploy-project.ts';
import { getProject } from './suitecloud/get-project.ts';
import type { AnyTool } from './tool-definition.ts';

/**
 * Every ERP operation the agent can perform, each defined once. The planners, the MCP endpoint
 * and the console's analytics all read this list; names follow Oracle's NetSuite AI connector
 * tools where Oracle has the tool; SAP Business One's Service Layer tools are `sap_`, Dataverse's
 * (Dynamics 365) `dv_`.
 */
export const TOOLS: readonly AnyTool[] = [
  runCustomSuiteQL,
  getRecordTypeMetadata,
  getRecord,
  createRecord,
  updateRecord,
  deleteRecord,
  listSavedSearches,
  runSavedSearch,
  createSavedSearch,
  listAllReports,
  runReport,
  createProject,
  getProject,
  deployProject,
  createPurchaseOrder,
  receivePurchaseOrder,
  billPurchaseOrder,
  payVendorBill,
  createSalesOrder,
  fulfillSalesOrder,
  invoiceSalesOrder,
  receiveCustomerPayment,
  sapQuery,
  sapGetRecord,
  sapCreateRecord,
  sapUpdateRecord,
  queryRows,
  getRow,
  createRow,
  updateRow,
];
