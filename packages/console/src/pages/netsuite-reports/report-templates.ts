import type { ReportCategory, SavedSearchDefinitionInput, SearchFilterInput } from '@erp-agent/core';

/** 001's report template, with the saved search USE.TEMPLATE creates in the account. */
export interface ReportTemplate {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: ReportCategory;
  /** 001's scale for report templates. */
  readonly complexity: 'High' | 'Medium' | 'Low';
  /** How long setting it up by hand in NetSuite takes: what the template saves. */
  readonly estimatedTime: string;
  readonly definition: SavedSearchDefinitionInput;
}

/** One row per document, not per line. */
const MAIN_LINE: SearchFilterInput = { field: 'mainline', operator: 'is', values: ['T'] };

/** INCLUDED.FIELDS: the columns the search shows. */
export const includedFields = (template: ReportTemplate) => template.definition.columns.map((column) => column.name);

/**
 * The templates of NETSUITE.REPORTS: each a saved search definition on the record types and
 * fields NetSuite's `N/search` takes, created as it is (the user renames it after with EDIT).
 */
export const REPORT_TEMPLATES: readonly ReportTemplate[] = [
  {
    id: 'open-invoices',
    name: 'Open Invoices',
    description: 'Customer invoices with an amount still to collect, oldest due date first.',
    category: 'Finance',
    complexity: 'Medium',
    estimatedTime: '10 min',
    definition: {
      title: 'Open Invoices',
      recordType: 'transaction',
      filters: [
        { field: 'type', operator: 'anyof', values: ['CustInvc'] },
        MAIN_LINE,
        { field: 'amountremaining', operator: 'greaterthan', values: [0] },
      ],
      columns: [
        { name: 'tranid' },
        { name: 'entity' },
        { name: 'duedate', sort: 'asc' },
        { name: 'amount' },
        { name: 'amountremaining' },
      ],
    },
  },
  {
    id: 'sales-orders',
    name: 'Sales Orders by Date',
    description: 'Every sales order with its customer, status and amount, newest first.',
    category: 'Sales',
    complexity: 'Low',
    estimatedTime: '5 min',
    definition: {
      title: 'Sales Orders by Date',
      recordType: 'transaction',
      filters: [{ field: 'type', operator: 'anyof', values: ['SalesOrd'] }, MAIN_LINE],
      columns: [
        { name: 'tranid' },
        { name: 'trandate', sort: 'desc' },
        { name: 'entity' },
        { name: 'status' },
        { name: 'amount' },
      ],
    },
  },
  {
    id: 'vendor-bills-due',
    name: 'Vendor Bills Due',
    description: 'Vendor bills not yet paid, by due date: what accounts payable owes next.',
    category: 'Procurement',
    complexity: 'Medium',
    estimatedTime: '10 min',
    definition: {
      title: 'Vendor Bills Due',
      recordType: 'transaction',
      filters: [
        { field: 'type', operator: 'anyof', values: ['VendBill'] },
        MAIN_LINE,
        { field: 'amountremaining', operator: 'greaterthan', values: [0] },
      ],
      columns: [{ name: 'tranid' }, { name: 'entity' }, { name: 'duedate', sort: 'asc' }, { name: 'amountremaining' }],
    },
  },
  {
    id: 'low-stock',
    name: 'Low Stock Items',
    description: 'Items with fewer than 10 available, to reorder before they run out.',
    category: 'Inventory',
    complexity: 'Low',
    estimatedTime: '5 min',
    definition: {
      title: 'Low Stock Items',
      recordType: 'item',
      filters: [{ field: 'quantityavailable', operator: 'lessthan', values: [10] }],
      columns: [
        { name: 'itemid' },
        { name: 'displayname' },
        { name: 'quantityonhand' },
        { name: 'quantityavailable', sort: 'asc' },
      ],
    },
  },
  {
    id: 'customer-balances',
    name: 'Customer Balances',
    description: 'Active customers with their balance against their credit limit.',
    category: 'CRM',
    complexity: 'Low',
    estimatedTime: '5 min',
    definition: {
      title: 'Customer Balances',
      recordType: 'customer',
      filters: [{ field: 'isinactive', operator: 'is', values: ['F'] }],
      columns: [
        { name: 'entityid' },
        { name: 'companyname' },
        { name: 'balance', sort: 'desc' },
        { name: 'creditlimit' },
      ],
    },
  },
  {
    id: 'employee-directory',
    name: 'Employee Directory',
    description: 'Active employees with their title, department and supervisor.',
    category: 'HR',
    complexity: 'Low',
    estimatedTime: '5 min',
    definition: {
      title: 'Employee Directory',
      recordType: 'employee',
      filters: [{ field: 'isinactive', operator: 'is', values: ['F'] }],
      columns: [
        { name: 'entityid' },
        { name: 'email' },
        { name: 'title' },
        { name: 'department' },
        { name: 'supervisor' },
      ],
    },
  },
];
