/**
 * Northwind Supply's workflows, custom fields, lists and record types, and its integration
 * records: the rest of what the company's admins configured. See seed-scripts.ts for scripts.
 */

export interface SeedWorkflowState {
  readonly name: string;
  readonly actions: readonly (
    | { readonly kind: 'email'; readonly role: string; readonly subject: string }
    | { readonly kind: 'set'; readonly field: string; readonly value: string }
    | { readonly kind: 'lock' }
    | { readonly kind: 'button'; readonly label: string }
    | { readonly kind: 'script'; readonly script: string }
  )[];
}

export interface SeedWorkflow {
  readonly suffix: string;
  readonly name: string;
  readonly description: string;
  /** SDF record type. */
  readonly recordType: string;
  readonly releaseStatus: 'RELEASED' | 'TESTING' | 'SUSPENDED' | 'NOTINITIATING';
  readonly initOnCreate: boolean;
  readonly initOnViewOrUpdate: boolean;
  readonly trigger: 'BEFORESUBMIT' | 'AFTERSUBMIT' | 'BEFORELOAD';
  /** A formula such as `{total} > 10000`, with the amount the generated history checks. */
  readonly condition?: { readonly formula: string; readonly minimumTotal?: number };
  readonly ownerTitle: string;
  readonly states: readonly SeedWorkflowState[];
  /** How long an instance takes, in minutes, and the share that fail. */
  readonly minutes: number;
  readonly failureRate: number;
  readonly changedDaysAgo: number;
}

const approval = (role: string, next?: string): SeedWorkflowState[] => [
  {
    name: 'Pending Approval',
    actions: [
      { kind: 'set', field: 'custbody_nw_approval_status', value: 'Pending' },
      { kind: 'lock' },
      { kind: 'email', role, subject: 'Approval needed' },
      { kind: 'button', label: 'Approve' },
      ...(next ? [{ kind: 'email' as const, role: next, subject: 'Escalated approval' }] : []),
    ],
  },
  { name: 'Approved', actions: [{ kind: 'set', field: 'custbody_nw_approval_status', value: 'Approved' }] },
  { name: 'Rejected', actions: [{ kind: 'set', field: 'custbody_nw_approval_status', value: 'Rejected' }] },
];

export const SEED_WORKFLOWS: readonly SeedWorkflow[] = [
  {
    suffix: 'nw_po_approval',
    name: 'Purchase Order Approval',
    description: 'Purchase orders over $10,000 wait for the Finance Director, over $50,000 for the CFO too.',
    recordType: 'PURCHASEORDER',
    releaseStatus: 'RELEASED',
    initOnCreate: true,
    initOnViewOrUpdate: false,
    trigger: 'AFTERSUBMIT',
    condition: { formula: '{total} > 10000', minimumTotal: 10_000 },
    ownerTitle: 'Controller',
    states: [
      ...approval('Finance Director', 'CFO'),
      { name: 'Route', actions: [{ kind: 'script', script: 'customscript_nw_wa_set_approver' }] },
    ],
    minutes: 260,
    failureRate: 0.01,
    changedDaysAgo: 90,
  },
  {
    suffix: 'nw_so_credit_review',
    name: 'Large Sales Order Review',
    description: 'Sales orders over $25,000 are reviewed by the Sales Manager before fulfilment.',
    recordType: 'SALESORDER',
    releaseStatus: 'RELEASED',
    initOnCreate: true,
    initOnViewOrUpdate: false,
    trigger: 'AFTERSUBMIT',
    condition: { formula: '{total} > 25000', minimumTotal: 25_000 },
    ownerTitle: 'Sales Manager',
    states: approval('Sales Manager', 'CFO'),
    minutes: 95,
    failureRate: 0.02,
    changedDaysAgo: 140,
  },
  {
    suffix: 'nw_invoice_collections',
    name: 'Invoice Collections Follow-up',
    description: 'Invoices still open after their due date go to the Collections Manager.',
    recordType: 'INVOICE',
    releaseStatus: 'RELEASED',
    initOnCreate: true,
    initOnViewOrUpdate: true,
    trigger: 'AFTERSUBMIT',
    ownerTitle: 'AR Specialist',
    states: [
      {
        name: 'Watch',
        actions: [{ kind: 'email', role: 'Collections Manager', subject: 'Invoice past due' }],
      },
      { name: 'Paid', actions: [{ kind: 'set', field: 'memo', value: 'Collected' }] },
    ],
    minutes: 2,
    failureRate: 0.004,
    changedDaysAgo: 60,
  },
  {
    suffix: 'nw_vendor_onboarding',
    name: 'Vendor Onboarding',
    description: 'New vendors are checked by the Finance Director before they can be paid.',
    recordType: 'VENDOR',
    releaseStatus: 'RELEASED',
    initOnCreate: true,
    initOnViewOrUpdate: false,
    trigger: 'AFTERSUBMIT',
    ownerTitle: 'AP Specialist',
    states: approval('Finance Director'),
    minutes: 1440,
    failureRate: 0.03,
    changedDaysAgo: 260,
  },
  {
    suffix: 'nw_customer_credit_limit',
    name: 'Customer Credit Limit Approval',
    description: 'Credit limits over $100,000 need the CFO.',
    recordType: 'CUSTOMER',
    releaseStatus: 'TESTING',
    initOnCreate: true,
    initOnViewOrUpdate: true,
    trigger: 'BEFORESUBMIT',
    condition: { formula: '{creditlimit} > 100000' },
    ownerTitle: 'Controller',
    states: approval('CFO'),
    minutes: 600,
    failureRate: 0,
    changedDaysAgo: 9,
  },
  {
    suffix: 'nw_item_receipt_qc',
    name: 'Goods Receipt Quality Check',
    description: 'Receipts of hazardous items wait for the Warehouse Manager.',
    recordType: 'ITEMRECEIPT',
    releaseStatus: 'SUSPENDED',
    initOnCreate: true,
    initOnViewOrUpdate: false,
    trigger: 'AFTERSUBMIT',
    ownerTitle: 'Warehouse Supervisor',
    states: approval('Warehouse Manager'),
    minutes: 45,
    failureRate: 0.05,
    changedDaysAgo: 75,
  },
  {
    suffix: 'nw_employee_onboarding',
    name: 'Employee Onboarding',
    description: 'New hires get their accounts once their manager and HR confirm.',
    recordType: 'EMPLOYEE',
    releaseStatus: 'RELEASED',
    initOnCreate: true,
    initOnViewOrUpdate: false,
    trigger: 'AFTERSUBMIT',
    ownerTitle: 'Director of Operations',
    states: [
      {
        name: 'Confirm',
        actions: [
          { kind: 'email', role: 'Direct Manager', subject: 'Confirm the start date' },
          { kind: 'email', role: 'HR Manager', subject: 'New hire' },
        ],
      },
      { name: 'Ready', actions: [{ kind: 'set', field: 'title', value: 'Onboarded' }] },
    ],
    minutes: 2880,
    failureRate: 0,
    changedDaysAgo: 380,
  },
  {
    suffix: 'nw_journal_approval',
    name: 'Journal Entry Approval',
    description: 'Journals wait for the Finance Director before they post.',
    recordType: 'JOURNALENTRY',
    releaseStatus: 'NOTINITIATING',
    initOnCreate: true,
    initOnViewOrUpdate: false,
    trigger: 'BEFORESUBMIT',
    ownerTitle: 'Staff Accountant',
    states: approval('Finance Director'),
    minutes: 300,
    failureRate: 0,
    changedDaysAgo: 500,
  },
];

export interface SeedList {
  readonly scriptId: string;
  readonly name: string;
  readonly values: readonly string[];
}

export const SEED_LISTS: readonly SeedList[] = [
  { scriptId: 'customlist_nw_approval_status', name: 'Approval Status', values: ['Pending', 'Approved', 'Rejected'] },
  { scriptId: 'customlist_nw_loyalty_tier', name: 'Loyalty Tier', values: ['Bronze', 'Silver', 'Gold', 'Platinum'] },
  {
    scriptId: 'customlist_nw_carriers',
    name: 'Carriers',
    values: ['UPS', 'FedEx', 'DHL', 'Canada Post', 'Royal Mail'],
  },
];

export interface SeedField {
  readonly element:
    | 'entitycustomfield'
    | 'transactionbodycustomfield'
    | 'transactioncolumncustomfield'
    | 'itemcustomfield';
  readonly scriptId: string;
  readonly label: string;
  readonly fieldType: string;
  readonly list?: string;
  readonly applies: readonly string[];
  readonly description: string;
  readonly mandatory?: boolean;
}

export const SEED_FIELDS: readonly SeedField[] = [
  {
    element: 'transactionbodycustomfield',
    scriptId: 'custbody_nw_credit_hold',
    label: 'Credit Hold',
    fieldType: 'CHECKBOX',
    applies: ['bodysale'],
    description: 'Set by the credit hold script.',
  },
  {
    element: 'transactionbodycustomfield',
    scriptId: 'custbody_nw_approval_status',
    label: 'Approval Status',
    fieldType: 'SELECT',
    list: 'customlist_nw_approval_status',
    applies: ['bodypurchase', 'bodysale', 'bodyjournal'],
    description: 'Where an approval workflow stands.',
  },
  {
    element: 'transactionbodycustomfield',
    scriptId: 'custbody_nw_shopify_order_id',
    label: 'Shopify Order ID',
    fieldType: 'TEXT',
    applies: ['bodysale'],
    description: 'The order number in the Shopify store.',
  },
  {
    element: 'transactioncolumncustomfield',
    scriptId: 'custcol_nw_lot_number',
    label: 'Lot Number',
    fieldType: 'TEXT',
    applies: ['colpurchase', 'colsale'],
    description: 'The supplier lot of the goods on the line.',
  },
  {
    element: 'entitycustomfield',
    scriptId: 'custentity_nw_loyalty_tier',
    label: 'Loyalty Tier',
    fieldType: 'SELECT',
    list: 'customlist_nw_loyalty_tier',
    applies: ['appliestocustomer'],
    description: "The customer's tier in the loyalty programme.",
  },
  {
    element: 'entitycustomfield',
    scriptId: 'custentity_nw_credit_review_date',
    label: 'Credit Review Date',
    fieldType: 'DATE',
    applies: ['appliestocustomer'],
    description: 'When the credit limit was last reviewed.',
  },
  {
    element: 'entitycustomfield',
    scriptId: 'custentity_nw_preferred_carrier',
    label: 'Preferred Carrier',
    fieldType: 'SELECT',
    list: 'customlist_nw_carriers',
    applies: ['appliestocustomer', 'appliestovendor'],
    description: 'The carrier to ship with.',
  },
  {
    element: 'itemcustomfield',
    scriptId: 'custitem_nw_shopify_id',
    label: 'Shopify Variant ID',
    fieldType: 'TEXT',
    applies: ['appliestoinventory'],
    description: 'The variant the item sync updates.',
  },
  {
    element: 'itemcustomfield',
    scriptId: 'custitem_nw_hazmat',
    label: 'Hazardous Material',
    fieldType: 'CHECKBOX',
    applies: ['appliestoinventory'],
    description: 'Receipts of these items need a quality check.',
    mandatory: true,
  },
];

export const SEED_RECORD_TYPES: readonly {
  readonly scriptId: string;
  readonly name: string;
  readonly description: string;
}[] = [
  {
    scriptId: 'customrecord_nw_shipping_rate',
    name: 'Shipping Rate',
    description: 'Carrier rates by zone and weight.',
  },
  {
    scriptId: 'customrecord_nw_aging_snapshot',
    name: 'A/R Aging Snapshot',
    description: 'Receivables aging per customer, kept nightly.',
  },
];

export interface SeedIntegration {
  readonly name: string;
  readonly applicationId: string;
  readonly state: 'ENABLED' | 'BLOCKED';
  readonly description: string;
  readonly auth: 'tba' | 'oauth2';
  readonly createdDaysAgo: number;
  readonly ownerTitle: string;
  /** Tokens, by the title of the employee each acts for. */
  readonly tokens: readonly { readonly title: string; readonly revoked?: boolean; readonly createdDaysAgo: number }[];
}

export const SEED_INTEGRATIONS: readonly SeedIntegration[] = [
  {
    name: 'ERP AI Agent',
    applicationId: '6f1d3c1e-4a8b-4c52-9f0e-1b7d2a9c0e11',
    state: 'ENABLED',
    description: 'The AI agent and its console: SuiteQL, the record service and the saved-search RESTlet.',
    auth: 'tba',
    createdDaysAgo: 30,
    ownerTitle: 'VP of Engineering',
    tokens: [{ title: 'VP of Engineering', createdDaysAgo: 30 }],
  },
  {
    name: 'Shopify Connector',
    applicationId: '0b6e51b2-3f4c-4d8e-a1f2-77c9d0e3b5a4',
    state: 'ENABLED',
    description: 'Orders in, items and stock out, through the order import RESTlet.',
    auth: 'tba',
    createdDaysAgo: 420,
    ownerTitle: 'Software Engineer',
    tokens: [
      { title: 'Software Engineer', createdDaysAgo: 420, revoked: true },
      { title: 'Software Engineer', createdDaysAgo: 120 },
    ],
  },
  {
    name: 'Salesforce CRM Sync',
    applicationId: '9a2f7c44-1e3d-4b6a-8c5e-2d0f9b8a7e63',
    state: 'ENABLED',
    description: 'Customers and opportunities kept in step with Salesforce.',
    auth: 'tba',
    createdDaysAgo: 610,
    ownerTitle: 'Sales Manager',
    tokens: [{ title: 'Sales Manager', createdDaysAgo: 610 }],
  },
  {
    name: 'Avalara AvaTax',
    applicationId: 'c3d4e5f6-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    state: 'ENABLED',
    description: 'Sales tax calculated on orders and invoices.',
    auth: 'tba',
    createdDaysAgo: 700,
    ownerTitle: 'Controller',
    tokens: [{ title: 'Controller', createdDaysAgo: 700 }],
  },
  {
    name: 'Bank Feeds',
    applicationId: '5e8d2b1a-9c7f-4e3d-b2a1-0f9e8d7c6b5a',
    state: 'ENABLED',
    description: 'Statement lines from the operating account for reconciliation.',
    auth: 'oauth2',
    createdDaysAgo: 240,
    ownerTitle: 'Staff Accountant',
    tokens: [],
  },
  {
    name: 'Legacy EDI Gateway',
    applicationId: '2a3b4c5d-6e7f-4a8b-9c0d-e1f2a3b4c5d6',
    state: 'BLOCKED',
    description: 'The old EDI bridge, replaced by the Shopify connector and kept for its history.',
    auth: 'tba',
    createdDaysAgo: 1100,
    ownerTitle: 'Director of Operations',
    tokens: [{ title: 'Director of Operations', createdDaysAgo: 1100, revoked: true }],
  },
];
