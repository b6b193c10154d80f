import type { SearchFieldKind } from '@erp-agent/core';
import type { SearchRecordType } from '../../bridge/index.ts';
import { STATUS_CODES, TRANSACTION_TYPES } from '../generate/status-codes.ts';

/**
 * The search fields of each record type, under NetSuite's search field ids, and where each lives in
 * the sandbox's tables. Only the SQL in this file reaches a query: a definition names fields, the
 * compiler looks them up here, and values travel as bind parameters.
 */

/**
 * A field's type decides its operators and summaries as NetSuite's do: `select` holds internal ids
 * of other records, `list` holds codes (`CustInvc`, `CustInvc:A`), `checkbox` holds 'T'/'F'.
 */
export type { SearchFieldKind };

export interface SearchField {
  readonly kind: SearchFieldKind;
  /** The column heading NetSuite gives the field. */
  readonly label: string;
  /** The value, over the record type's table aliases. */
  readonly sql: string;
  /** What `getText` shows for a select or list field: the name behind the id or code. */
  readonly text?: string;
  /** What filters compare when it differs from the value: `status` filters use `CustInvc:A`. */
  readonly filterSql?: string;
  /** The record type's joins this field needs. */
  readonly joins?: readonly string[];
}

export interface SearchRecord {
  /** The base tables with their aliases. */
  readonly from: string;
  /** Left joins, added to a query only when one of its fields needs them. */
  readonly joins: Readonly<Record<string, string>>;
  /** A result's internal id. */
  readonly id: string;
  /** A unique order, so pages neither repeat nor skip a row. */
  readonly order: string;
  readonly fields: Readonly<Record<string, SearchField>>;
}

/** A SQL string literal of this file's own constants (display names), never of request data. */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function caseOf(expression: string, names: Readonly<Record<string, string>>, otherwise: string): string {
  const whens = Object.entries(names).map(([code, name]) => `when ${literal(code)} then ${literal(name)}`);
  return `case ${expression} ${whens.join(' ')} else ${otherwise} end`;
}

/** 'Paid In Full' -> 'paidInFull', the form `getValue('status')` gives. */
function statusId(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

const STATUS_KEY = `t.type || ':' || t.status`;
const statusNames = Object.fromEntries(
  Object.entries(STATUS_CODES).flatMap(([type, statuses]) =>
    Object.entries(statuses).map(([letter, name]) => [`${type}:${letter}`, name] as const),
  ),
);
const statusIds = Object.fromEntries(Object.entries(statusNames).map(([key, name]) => [key, statusId(name)]));

const ITEM_TYPES: Readonly<Record<string, string>> = {
  InvtPart: 'Inventory Item',
  NonInvtPart: 'Non-inventory Item',
  Service: 'Service',
  Assembly: 'Assembly/Bill of Materials',
  Kit: 'Kit/Package',
  OthCharge: 'Other Charge',
  Discount: 'Discount',
};

const ENTITY_NAME = 'coalesce(ec.entityid, ev.entityid, ee.entityid)';

/**
 * Search amounts are signed as the document shows them, not as the ledger posts them: the main
 * line carries the total, positive, and the other lines carry the sign that adds up to it (an
 * invoice's item lines are positive although they credit income). Journals keep debit positive.
 */
function documentSigned(column: string): string {
  return `case when tl.mainline = 'T' then abs(tl.${column}) when t.type = 'Journal' then tl.${column} else -tl.${column} * sign(ml.netamount) end`;
}

const transaction: SearchRecord = {
  from: 'transactionline tl join "transaction" t on t.id = tl."transaction"',
  joins: {
    mainLine: `left join transactionline ml on ml."transaction" = t.id and ml.mainline = 'T'`,
    entity:
      'left join customer ec on ec.id = t.entity left join vendor ev on ev.id = t.entity left join employee ee on ee.id = t.entity',
    subsidiary: 'left join subsidiary s on s.id = t.subsidiary',
    currency: 'left join currency cur on cur.id = t.currency',
    item: 'left join item i on i.id = tl.item',
    location: 'left join "location" loc on loc.id = tl."location"',
    department: 'left join department dep on dep.id = tl.department',
    createdFrom: 'left join "transaction" cf on cf.id = t.createdfrom',
  },
  id: 't.id',
  order: 't.id, tl.id',
  fields: {
    internalid: { kind: 'select', label: 'Internal ID', sql: 't.id' },
    tranid: { kind: 'text', label: 'Document Number', sql: 't.tranid' },
    type: { kind: 'list', label: 'Type', sql: 't.type', text: caseOf('t.type', TRANSACTION_TYPES, 't.type') },
    status: {
      kind: 'list',
      label: 'Status',
      sql: caseOf(STATUS_KEY, statusIds, 't.status'),
      text: caseOf(STATUS_KEY, statusNames, 't.status'),
      filterSql: STATUS_KEY,
    },
    trandate: { kind: 'date', label: 'Date', sql: 't.trandate' },
    duedate: { kind: 'date', label: 'Due Date', sql: 't.duedate' },
    datecreated: { kind: 'date', label: 'Date Created', sql: 't.createddate' },
    entity: { kind: 'select', label: 'Name', sql: 't.entity', text: ENTITY_NAME, joins: ['entity'] },
    mainline: { kind: 'checkbox', label: '*', sql: 'tl.mainline' },
    taxline: { kind: 'checkbox', label: 'Tax Line', sql: 'tl.taxline' },
    line: { kind: 'number', label: 'Line ID', sql: 'tl.id' },
    amount: { kind: 'currency', label: 'Amount', sql: documentSigned('netamount'), joins: ['mainLine'] },
    fxamount: {
      kind: 'currency',
      label: 'Amount (Foreign Currency)',
      sql: documentSigned('foreignamount'),
      joins: ['mainLine'],
    },
    amountpaid: { kind: 'currency', label: 'Amount Paid', sql: 'round(t.foreignamountpaid * t.exchangerate, 2)' },
    amountremaining: {
      kind: 'currency',
      label: 'Amount Remaining',
      sql: 'round(t.foreignamountunpaid * t.exchangerate, 2)',
    },
    fxamountremaining: {
      kind: 'currency',
      label: 'Amount Remaining (Foreign Currency)',
      sql: 't.foreignamountunpaid',
    },
    memo: { kind: 'text', label: 'Memo', sql: 'tl.memo' },
    memomain: { kind: 'text', label: 'Memo (Main)', sql: 't.memo' },
    subsidiary: { kind: 'select', label: 'Subsidiary', sql: 't.subsidiary', text: 's.name', joins: ['subsidiary'] },
    currency: { kind: 'select', label: 'Currency', sql: 't.currency', text: 'cur.name', joins: ['currency'] },
    exchangerate: { kind: 'number', label: 'Exchange Rate', sql: 't.exchangerate' },
    item: { kind: 'select', label: 'Item', sql: 'tl.item', text: 'i.itemid', joins: ['item'] },
    quantity: { kind: 'number', label: 'Quantity', sql: '-tl.quantity * sign(ml.netamount)', joins: ['mainLine'] },
    rate: { kind: 'number', label: 'Item Rate', sql: 'tl.rate' },
    location: { kind: 'select', label: 'Location', sql: 'tl."location"', text: 'loc.name', joins: ['location'] },
    department: {
      kind: 'select',
      label: 'Department',
      sql: 'tl.department',
      text: 'dep.name',
      joins: ['department'],
    },
    createdfrom: {
      kind: 'select',
      label: 'Created From',
      sql: 't.createdfrom',
      text: `${caseOf('cf.type', TRANSACTION_TYPES, 'cf.type')} || ' #' || cf.tranid`,
      joins: ['createdFrom'],
    },
    posting: { kind: 'checkbox', label: 'Posting', sql: 't.posting' },
  },
};

/** What an entity owes or is owed: its open invoices or bills, in the base currency. */
function openBalance(type: 'CustInvc' | 'VendBill'): string {
  return `(select coalesce(sum(round(b.foreignamountunpaid * b.exchangerate, 2)), 0) from "transaction" b where b.entity = r.id and b.type = '${type}' and b.status = 'A')`;
}

const entityCommon = {
  internalid: { kind: 'select', label: 'Internal ID', sql: 'r.id' },
  entityid: { kind: 'text', label: 'Name', sql: 'r.entityid' },
  email: { kind: 'text', label: 'Email', sql: 'r.email' },
  isinactive: { kind: 'checkbox', label: 'Inactive', sql: 'r.isinactive' },
  datecreated: { kind: 'date', label: 'Date Created', sql: 'r.datecreated' },
  subsidiary: { kind: 'select', label: 'Subsidiary', sql: 'r.subsidiary', text: 's.name', joins: ['subsidiary'] },
} as const satisfies Record<string, SearchField>;

const companyCommon = {
  ...entityCommon,
  companyname: { kind: 'text', label: 'Company Name', sql: 'r.companyname' },
  phone: { kind: 'text', label: 'Phone', sql: 'r.phone' },
  isperson: { kind: 'checkbox', label: 'Individual', sql: 'r.isperson' },
  currency: { kind: 'select', label: 'Currency', sql: 'r.currency', text: 'cur.name', joins: ['currency'] },
  terms: { kind: 'select', label: 'Terms', sql: 'r.terms', text: 'trm.name', joins: ['terms'] },
  category: { kind: 'select', label: 'Category', sql: 'r.category', text: 'cat.name', joins: ['category'] },
  lastmodifieddate: { kind: 'date', label: 'Last Modified', sql: 'r.lastmodifieddate' },
} as const satisfies Record<string, SearchField>;

const companyJoins = {
  subsidiary: 'left join subsidiary s on s.id = r.subsidiary',
  currency: 'left join currency cur on cur.id = r.currency',
  terms: 'left join term trm on trm.id = r.terms',
};

const customer: SearchRecord = {
  from: 'customer r',
  joins: {
    ...companyJoins,
    category: 'left join customercategory cat on cat.id = r.category',
    salesRep: 'left join employee rep on rep.id = r.salesrep',
  },
  id: 'r.id',
  order: 'r.id',
  fields: {
    ...companyCommon,
    creditlimit: { kind: 'currency', label: 'Credit Limit', sql: 'r.creditlimit' },
    salesrep: { kind: 'select', label: 'Sales Rep', sql: 'r.salesrep', text: 'rep.entityid', joins: ['salesRep'] },
    balance: { kind: 'currency', label: 'Balance', sql: openBalance('CustInvc') },
  },
};

const vendor: SearchRecord = {
  from: 'vendor r',
  joins: { ...companyJoins, category: 'left join vendorcategory cat on cat.id = r.category' },
  id: 'r.id',
  order: 'r.id',
  fields: {
    ...companyCommon,
    balance: { kind: 'currency', label: 'Balance', sql: openBalance('VendBill') },
  },
};

const employee: SearchRecord = {
  from: 'employee r',
  joins: {
    subsidiary: 'left join subsidiary s on s.id = r.subsidiary',
    department: 'left join department dep on dep.id = r.department',
    location: 'left join "location" loc on loc.id = r."location"',
    supervisor: 'left join employee sup on sup.id = r.supervisor',
  },
  id: 'r.id',
  order: 'r.id',
  fields: {
    ...entityCommon,
    firstname: { kind: 'text', label: 'First Name', sql: 'r.firstname' },
    lastname: { kind: 'text', label: 'Last Name', sql: 'r.lastname' },
    title: { kind: 'text', label: 'Job Title', sql: 'r.title' },
    department: { kind: 'select', label: 'Department', sql: 'r.department', text: 'dep.name', joins: ['department'] },
    location: { kind: 'select', label: 'Location', sql: 'r."location"', text: 'loc.name', joins: ['location'] },
    supervisor: {
      kind: 'select',
      label: 'Supervisor',
      sql: 'r.supervisor',
      text: 'sup.entityid',
      joins: ['supervisor'],
    },
    issalesrep: { kind: 'checkbox', label: 'Sales Rep', sql: 'r.issalesrep' },
  },
};

/** Quantities summed over the item's locations. */
function itemQuantity(column: string): string {
  return `(select sum(q.${column}) from inventoryitemlocations q where q.item = r.id)`;
}

const item: SearchRecord = {
  from: 'item r',
  joins: { incomeAccount: 'left join account ia on ia.id = r.incomeaccount' },
  id: 'r.id',
  order: 'r.id',
  fields: {
    internalid: { kind: 'select', label: 'Internal ID', sql: 'r.id' },
    itemid: { kind: 'text', label: 'Name', sql: 'r.itemid' },
    displayname: { kind: 'text', label: 'Display Name', sql: 'r.displayname' },
    type: { kind: 'list', label: 'Type', sql: 'r.itemtype', text: caseOf('r.itemtype', ITEM_TYPES, 'r.itemtype') },
    baseprice: { kind: 'currency', label: 'Base Price', sql: 'r.baseprice' },
    cost: { kind: 'currency', label: 'Purchase Price', sql: 'r.cost' },
    incomeaccount: {
      kind: 'select',
      label: 'Income Account',
      sql: 'r.incomeaccount',
      text: 'ia.fullname',
      joins: ['incomeAccount'],
    },
    quantityonhand: { kind: 'number', label: 'On Hand', sql: itemQuantity('quantityonhand') },
    quantityavailable: { kind: 'number', label: 'Available', sql: itemQuantity('quantityavailable') },
    isinactive: { kind: 'checkbox', label: 'Inactive', sql: 'r.isinactive' },
  },
};

export const SEARCH_RECORDS: Readonly<Record<SearchRecordType, SearchRecord>> = {
  transaction,
  customer,
  vendor,
  item,
  employee,
};

/** The field, or undefined for a name the record type lacks (`constructor` included). */
export function searchField(record: SearchRecord, name: string): SearchField | undefined {
  return Object.hasOwn(record.fields, name) ? record.fields[name] : undefined;
}
