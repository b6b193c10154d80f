import type { SavedSearchDefinitionInput, SearchFilterInput } from '../../bridge/index.ts';

/** The saved searches the company's staff keep, each owned by someone of the title given. */
export interface SeedSearch {
  readonly scriptId: string;
  readonly ownerTitle: string;
  readonly definition: SavedSearchDefinitionInput;
  readonly createdDaysAgo: number;
}

const mainLine: SearchFilterInput = { field: 'mainline', operator: 'is', values: ['T'] };

export const SEED_SEARCHES: readonly SeedSearch[] = [
  {
    scriptId: 'customsearch_nw_open_invoices_5k',
    ownerTitle: 'AR Specialist',
    createdDaysAgo: 400,
    definition: {
      title: 'Open Invoices Over 5K',
      recordType: 'transaction',
      public: true,
      filters: [
        { field: 'type', operator: 'anyof', values: ['CustInvc'] },
        { field: 'status', operator: 'anyof', values: ['CustInvc:A'] },
        { field: 'amount', operator: 'greaterthan', values: [5000] },
        mainLine,
      ],
      columns: [
        { name: 'tranid' },
        { name: 'entity' },
        { name: 'trandate' },
        { name: 'duedate' },
        { name: 'amount' },
        { name: 'amountremaining', sort: 'desc' },
      ],
    },
  },
  {
    scriptId: 'customsearch_nw_so_pending_fulfil',
    ownerTitle: 'Sales Manager',
    createdDaysAgo: 520,
    definition: {
      title: 'Sales Orders Pending Fulfillment',
      recordType: 'transaction',
      public: true,
      filters: [
        { field: 'type', operator: 'anyof', values: ['SalesOrd'] },
        { field: 'status', operator: 'anyof', values: ['SalesOrd:B', 'SalesOrd:D', 'SalesOrd:E'] },
        mainLine,
      ],
      columns: [{ name: 'tranid' }, { name: 'entity' }, { name: 'trandate', sort: 'asc' }, { name: 'amount' }],
    },
  },
  {
    scriptId: 'customsearch_nw_po_pending_receipt',
    ownerTitle: 'Buyer',
    createdDaysAgo: 300,
    definition: {
      title: 'Purchase Orders Pending Receipt',
      recordType: 'transaction',
      public: true,
      filters: [
        { field: 'type', operator: 'anyof', values: ['PurchOrd'] },
        { field: 'status', operator: 'anyof', values: ['PurchOrd:B', 'PurchOrd:D', 'PurchOrd:E'] },
        mainLine,
      ],
      columns: [{ name: 'tranid' }, { name: 'entity' }, { name: 'trandate' }, { name: 'amount' }, { name: 'location' }],
    },
  },
  {
    scriptId: 'customsearch_nw_overdue_bills',
    ownerTitle: 'AP Specialist',
    createdDaysAgo: 210,
    definition: {
      title: 'Overdue Vendor Bills',
      recordType: 'transaction',
      public: false,
      filters: [
        { field: 'type', operator: 'anyof', values: ['VendBill'] },
        { field: 'status', operator: 'anyof', values: ['VendBill:A'] },
        { field: 'duedate', operator: 'before', values: ['today'] },
        mainLine,
      ],
      columns: [{ name: 'tranid' }, { name: 'entity' }, { name: 'duedate', sort: 'asc' }, { name: 'amountremaining' }],
    },
  },
  {
    scriptId: 'customsearch_nw_sales_by_customer',
    ownerTitle: 'VP of Sales',
    createdDaysAgo: 610,
    definition: {
      title: 'Sales This Month by Customer',
      recordType: 'transaction',
      public: true,
      filters: [
        { field: 'type', operator: 'anyof', values: ['CustInvc'] },
        { field: 'trandate', operator: 'within', values: ['thismonth'] },
        mainLine,
      ],
      columns: [
        { name: 'entity', summary: 'group' },
        { name: 'amount', summary: 'sum', sort: 'desc' },
      ],
    },
  },
  {
    scriptId: 'customsearch_nw_vendor_spend_ytd',
    ownerTitle: 'Controller',
    createdDaysAgo: 330,
    definition: {
      title: 'Vendor Spend This Year',
      recordType: 'transaction',
      public: false,
      filters: [
        { field: 'type', operator: 'anyof', values: ['VendBill'] },
        { field: 'trandate', operator: 'within', values: ['thisyear'] },
        mainLine,
      ],
      columns: [
        { name: 'entity', summary: 'group' },
        { name: 'amount', summary: 'sum', sort: 'desc' },
      ],
    },
  },
  {
    scriptId: 'customsearch_nw_low_stock_items',
    ownerTitle: 'Buyer',
    createdDaysAgo: 150,
    definition: {
      title: 'Inventory Items Low On Hand',
      recordType: 'item',
      public: true,
      filters: [
        { field: 'type', operator: 'anyof', values: ['InvtPart'] },
        { field: 'quantityavailable', operator: 'lessthan', values: [25] },
      ],
      columns: [
        { name: 'itemid' },
        { name: 'displayname' },
        { name: 'quantityonhand' },
        { name: 'quantityavailable', sort: 'asc' },
      ],
    },
  },
  {
    scriptId: 'customsearch_nw_customers_no_email',
    ownerTitle: 'Customer Success Manager',
    createdDaysAgo: 90,
    definition: {
      title: 'Customers Without Email',
      recordType: 'customer',
      public: true,
      filters: [{ field: 'email', operator: 'isempty', values: [] }],
      columns: [{ name: 'entityid' }, { name: 'companyname' }, { name: 'phone' }, { name: 'salesrep' }],
    },
  },
  {
    scriptId: 'customsearch_nw_new_customers',
    ownerTitle: 'Marketing Manager',
    createdDaysAgo: 45,
    definition: {
      title: 'New Customers This Month',
      recordType: 'customer',
      public: true,
      filters: [{ field: 'datecreated', operator: 'within', values: ['thismonth'] }],
      columns: [
        { name: 'entityid' },
        { name: 'companyname' },
        { name: 'salesrep' },
        { name: 'datecreated', sort: 'desc' },
      ],
    },
  },
  {
    scriptId: 'customsearch_nw_active_employees',
    ownerTitle: 'Director of Operations',
    createdDaysAgo: 700,
    definition: {
      title: 'Active Employees by Department',
      recordType: 'employee',
      public: false,
      filters: [{ field: 'isinactive', operator: 'is', values: ['F'] }],
      columns: [{ name: 'entityid' }, { name: 'title' }, { name: 'department', sort: 'asc' }, { name: 'email' }],
    },
  },
];
