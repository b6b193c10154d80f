import type { QueryColumn } from './query-column.ts';
import type { TransactionTypeCode } from './transaction-statuses.ts';

/**
 * The records the agent understands, each as NetSuite's SuiteQL sees it (table, columns) and as
 * its REST record API names it, with the words operators use for it. One source for the planner
 * (which words mean which record), the query builder (which columns to show and filter on) and
 * the tools (which REST type to call).
 */

export const RECORD_KINDS = [
  'customer',
  'vendor',
  'employee',
  'item',
  'itemLocation',
  'account',
  'subsidiary',
  'department',
  'location',
  'currency',
  'salesOrder',
  'purchaseOrder',
  'invoice',
  'vendorBill',
  'customerPayment',
  'vendorPayment',
  'itemFulfillment',
  'itemReceipt',
  'journalEntry',
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];

/** A column a table of these records shows: its key, its SQL and its type. */
export interface ShownColumn extends QueryColumn {
  readonly sql: string;
}

/** Who a transaction is with. */
export type PartyKind = 'customer' | 'vendor' | 'employee';

export interface RecordSpec {
  readonly kind: RecordKind;
  /** `Invoice`, `Purchase Order`. */
  readonly label: string;
  /** `invoices`, `purchase orders`. */
  readonly plural: string;
  /** Lower-case phrases that name the record, singular and plural. */
  readonly words: readonly string[];
  readonly table: string;
  /** The table's alias in generated SuiteQL. */
  readonly alias: string;
  /** For transactions: the `transaction.type` code. */
  readonly transactionType?: TransactionTypeCode;
  /** The REST record type, for records the agent reads and writes through the record API. */
  readonly restType?: string;
  /** SQL giving the name a person knows the record by. */
  readonly nameSql: string;
  /** The columns a list of these records shows, in order; `id` first. */
  readonly columns: readonly ShownColumn[];
  /** The money column "over 5,000" and "by amount" mean. */
  readonly amountSql?: string;
  /** What is still owed, for open invoices and bills. */
  readonly balanceSql?: string;
  /** What the record costs us: an item's purchase price. */
  readonly costSql?: string;
  /** The date "last month" means. */
  readonly dateSql?: string;
  readonly dueDateSql?: string;
  /** Whom the transaction is with, when it is with one kind of party. */
  readonly party?: { readonly kind: PartyKind; readonly sql: string };
  /** SQL of the `isinactive` flag, for records that can be inactive. */
  readonly inactiveSql?: string;
  /** SQL of the id of the record's default billing address (`entityaddress.nkey`). */
  readonly addressSql?: string;
  /** What orders rows that sort alike, when the table has no `id` (item locations). */
  readonly tieBreakSql?: string;
  /** The record a row's `id` opens, when it is not this one: an item location's item. */
  readonly rowRecord?: RecordKind;
}

const money = (key: string, sql: string): ShownColumn => ({ key, sql, type: 'money' });
/** A transaction's amount in the base currency, at its currency's rate, as sums and rankings convert. */
export const inBaseCurrency = (sql: string) =>
  `(${sql} * (SELECT cu.exchangerate FROM currency cu WHERE cu.id = t.currency))`;
/** An amount in the transaction's currency, and the same in the base currency after it. */
const transactionMoney = (key: string, sql: string): ShownColumn[] => [
  { key, sql, type: 'money', currency: 'row' },
  { key: `${key}_base`, sql: `ROUND(${inBaseCurrency(sql)}, 2)`, type: 'money', baseOf: key },
];
const text = (key: string, sql: string): ShownColumn => ({ key, sql, type: 'text' });
const date = (key: string, sql: string): ShownColumn => ({ key, sql: `TO_CHAR(${sql}, 'YYYY-MM-DD')`, type: 'date' });
const id = (alias: string): ShownColumn => ({ key: 'id', sql: `${alias}.id`, type: 'id' });
/** The ISO code of a record's currency (`GBP`), which its amounts are formatted in. */
const currencyCode = (alias: string) =>
  text('currency', `(SELECT cu.symbol FROM currency cu WHERE cu.id = ${alias}.currency)`);

function transaction(
  kind: RecordKind,
  label: string,
  plural: string,
  type: TransactionTypeCode,
  words: readonly string[],
  options: {
    restType?: string;
    party?: PartyKind;
    owed?: boolean;
  } = {},
): RecordSpec {
  const partyColumn = options.party ? [text(options.party, 'BUILTIN.DF(t.entity)')] : [];
  const owed = options.owed
    ? [date('due_date', 't.duedate'), ...transactionMoney('amount_due', 't.foreignamountunpaid')]
    : [];
  return {
    kind,
    label,
    plural,
    words,
    table: 'transaction',
    alias: 't',
    transactionType: type,
    ...(options.restType ? { restType: options.restType } : {}),
    nameSql: 't.tranid',
    columns: [
      id('t'),
      { key: 'number', sql: 't.tranid', type: 'document', label: 'Document number' },
      date('date', 't.trandate'),
      ...partyColumn,
      text('status', 'BUILTIN.DF(t.status)'),
      ...transactionMoney('amount', 't.foreigntotal'),
      currencyCode('t'),
      ...owed,
    ],
    amountSql: 't.foreigntotal',
    ...(options.owed ? { balanceSql: 't.foreignamountunpaid', dueDateSql: 't.duedate' } : {}),
    dateSql: 't.trandate',
    ...(options.party ? { party: { kind: options.party, sql: 't.entity' } } : {}),
  };
}

export const RECORDS: Readonly<Record<RecordKind, RecordSpec>> = {
  customer: {
    kind: 'customer',
    label: 'Customer',
    plural: 'customers',
    words: ['customers', 'customer', 'clients', 'client', 'accounts receivable customers'],
    table: 'customer',
    alias: 'c',
    restType: 'customer',
    nameSql: 'c.companyname',
    columns: [
      id('c'),
      text('name', 'c.companyname'),
      text('email', 'c.email'),
      text('phone', 'c.phone'),
      text('subsidiary', 'BUILTIN.DF(c.subsidiary)'),
      { key: 'credit_limit', sql: 'c.creditlimit', type: 'money', currency: 'row' },
      currencyCode('c'),
      date('created', 'c.datecreated'),
    ],
    amountSql: 'c.creditlimit',
    dateSql: 'c.datecreated',
    inactiveSql: 'c.isinactive',
    addressSql: 'c.defaultbillingaddress',
  },
  vendor: {
    kind: 'vendor',
    label: 'Vendor',
    plural: 'vendors',
    words: ['vendors', 'vendor', 'suppliers', 'supplier'],
    table: 'vendor',
    alias: 'v',
    restType: 'vendor',
    nameSql: 'v.companyname',
    columns: [
      id('v'),
      text('name', 'v.companyname'),
      text('email', 'v.email'),
      text('phone', 'v.phone'),
      text('subsidiary', 'BUILTIN.DF(v.subsidiary)'),
      date('created', 'v.datecreated'),
    ],
    dateSql: 'v.datecreated',
    inactiveSql: 'v.isinactive',
    addressSql: 'v.defaultbillingaddress',
  },
  employee: {
    kind: 'employee',
    label: 'Employee',
    plural: 'employees',
    words: [
      'employees',
      'employee',
      'staff members',
      'staff',
      'sales reps',
      'sales rep',
      'salespeople',
      'salesperson',
      'reps',
      'rep',
      'workers',
      'people',
    ],
    table: 'employee',
    alias: 'e',
    restType: 'employee',
    nameSql: 'e.entityid',
    columns: [
      id('e'),
      text('name', 'e.entityid'),
      text('title', 'e.title'),
      text('email', 'e.email'),
      text('department', 'BUILTIN.DF(e.department)'),
      text('location', 'BUILTIN.DF(e.location)'),
    ],
    dateSql: 'e.datecreated',
    inactiveSql: 'e.isinactive',
  },
  item: {
    kind: 'item',
    label: 'Item',
    plural: 'items',
    words: ['inventory items', 'inventory item', 'items', 'item', 'products', 'product', 'skus', 'sku', 'parts'],
    table: 'item',
    alias: 'i',
    restType: 'inventoryItem',
    nameSql: 'i.itemid',
    columns: [
      id('i'),
      text('item', 'i.itemid'),
      text('name', 'i.displayname'),
      text('type', 'BUILTIN.DF(i.itemtype)'),
      money('price', 'i.baseprice'),
      money('cost', 'i.cost'),
    ],
    amountSql: 'i.baseprice',
    costSql: 'i.cost',
    inactiveSql: 'i.isinactive',
  },
  itemLocation: {
    kind: 'itemLocation',
    label: 'Item Location',
    plural: 'item stock levels',
    words: ['stock levels', 'stock level', 'item locations', 'item location'],
    table: 'inventoryitemlocations',
    alias: 'il',
    nameSql: 'BUILTIN.DF(il.item)',
    tieBreakSql: 'il.location',
    rowRecord: 'item',
    columns: [
      { key: 'id', sql: 'il.item', type: 'id' },
      text('item', 'BUILTIN.DF(il.item)'),
      text('name', '(SELECT i.displayname FROM item i WHERE i.id = il.item)'),
      text('location', 'BUILTIN.DF(il.location)'),
      { key: 'on_hand', sql: 'il.quantityonhand', type: 'number' },
      { key: 'available', sql: 'il.quantityavailable', type: 'number' },
      { key: 'on_order', sql: 'il.quantityonorder', type: 'number' },
      { key: 'reorder_point', sql: 'il.reorderpoint', type: 'number' },
    ],
  },
  account: {
    kind: 'account',
    label: 'Account',
    plural: 'accounts',
    words: ['gl accounts', 'gl account', 'general ledger accounts', 'chart of accounts', 'accounts'],
    table: 'account',
    alias: 'a',
    nameSql: 'a.fullname',
    columns: [
      id('a'),
      text('number', 'a.acctnumber'),
      text('name', 'a.fullname'),
      text('type', 'BUILTIN.DF(a.accttype)'),
    ],
    inactiveSql: 'a.isinactive',
  },
  subsidiary: {
    kind: 'subsidiary',
    label: 'Subsidiary',
    plural: 'subsidiaries',
    words: ['subsidiaries', 'subsidiary', 'companies', 'entities'],
    table: 'subsidiary',
    alias: 's',
    nameSql: 's.name',
    columns: [id('s'), text('name', 's.name'), text('currency', 'BUILTIN.DF(s.currency)')],
    inactiveSql: 's.isinactive',
  },
  department: {
    kind: 'department',
    label: 'Department',
    plural: 'departments',
    words: ['departments', 'department'],
    table: 'department',
    alias: 'd',
    nameSql: 'd.name',
    columns: [id('d'), text('name', 'd.name')],
    inactiveSql: 'd.isinactive',
  },
  location: {
    kind: 'location',
    label: 'Location',
    plural: 'locations',
    words: ['locations', 'location', 'warehouses', 'warehouse', 'sites'],
    table: 'location',
    alias: 'l',
    nameSql: 'l.name',
    columns: [id('l'), text('name', 'l.name'), text('subsidiary', 'BUILTIN.DF(l.subsidiary)')],
    inactiveSql: 'l.isinactive',
  },
  currency: {
    kind: 'currency',
    label: 'Currency',
    plural: 'currencies',
    words: ['currencies', 'currency'],
    table: 'currency',
    alias: 'cu',
    nameSql: 'cu.name',
    columns: [
      id('cu'),
      text('symbol', 'cu.symbol'),
      text('name', 'cu.name'),
      { key: 'exchange_rate', sql: 'cu.exchangerate', type: 'number' },
    ],
    inactiveSql: 'cu.isinactive',
  },
  salesOrder: transaction(
    'salesOrder',
    'Sales Order',
    'sales orders',
    'SalesOrd',
    ['sales orders', 'sales order', 'customer orders', 'customer order', 'sos', 'so', 'orders', 'order'],
    { restType: 'salesOrder', party: 'customer' },
  ),
  purchaseOrder: transaction(
    'purchaseOrder',
    'Purchase Order',
    'purchase orders',
    'PurchOrd',
    ['purchase orders', 'purchase order', 'pos', 'po', 'purchases', 'purchase'],
    { restType: 'purchaseOrder', party: 'vendor' },
  ),
  invoice: transaction(
    'invoice',
    'Invoice',
    'invoices',
    'CustInvc',
    [
      'customer invoices',
      'customer invoice',
      'sales invoices',
      'sales invoice',
      'invoices',
      'invoice',
      'receivables',
      'ar',
    ],
    { restType: 'invoice', party: 'customer', owed: true },
  ),
  vendorBill: transaction(
    'vendorBill',
    'Vendor Bill',
    'vendor bills',
    'VendBill',
    [
      'vendor bills',
      'vendor bill',
      'supplier bills',
      'supplier invoices',
      'vendor invoices',
      'bills',
      'bill',
      'payables',
      'ap',
    ],
    { restType: 'vendorBill', party: 'vendor', owed: true },
  ),
  customerPayment: transaction(
    'customerPayment',
    'Customer Payment',
    'customer payments',
    'CustPymt',
    [
      'customer payments',
      'customer payment',
      'payments received',
      'received payments',
      'incoming payments',
      'payments from customers',
      'ar payments',
      'a/r payments',
      'customer receipts',
    ],
    { restType: 'customerPayment', party: 'customer' },
  ),
  vendorPayment: transaction(
    'vendorPayment',
    'Bill Payment',
    'bill payments',
    'VendPymt',
    [
      'vendor payments',
      'vendor payment',
      'bill payments',
      'bill payment',
      'supplier payments',
      'outgoing payments',
      'payments to vendors',
      'payments to suppliers',
      'ap payments',
      'a/p payments',
    ],
    { restType: 'vendorPayment', party: 'vendor' },
  ),
  itemFulfillment: transaction(
    'itemFulfillment',
    'Item Fulfillment',
    'item fulfillments',
    'ItemShip',
    ['item fulfillments', 'item fulfillment', 'fulfillments', 'fulfilments', 'fulfillment', 'shipments', 'shipment'],
    { restType: 'itemFulfillment', party: 'customer' },
  ),
  itemReceipt: transaction(
    'itemReceipt',
    'Item Receipt',
    'item receipts',
    'ItemRcpt',
    ['item receipts', 'item receipt', 'goods receipts', 'goods receipt', 'receipts', 'receipt'],
    { restType: 'itemReceipt', party: 'vendor' },
  ),
  journalEntry: transaction('journalEntry', 'Journal Entry', 'journal entries', 'Journal', [
    'journal entries',
    'journal entry',
    'journals',
    'journal',
    'jes',
    'je',
  ]),
};

export function recordSpec(kind: RecordKind): RecordSpec {
  return RECORDS[kind];
}

/** The record a REST record type names (`purchaseOrder`, `inventoryItem`), if the agent knows it. */
export function recordKindOfRestType(restType: string): RecordKind | undefined {
  const lower = restType.toLowerCase();
  return RECORD_KINDS.find((kind) => RECORDS[kind].restType?.toLowerCase() === lower);
}
