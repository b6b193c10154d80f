import type { Company } from '../generate/generate-company.ts';
import {
  type AnyTableSpec,
  createKeysSql,
  createTableSql,
  type NotNullColumn,
  type NullableColumn,
  type TableSpec,
} from './table-spec.ts';

/**
 * Every table the generator produces, under NetSuite's own table and column names, typed so
 * that translated SuiteQL behaves as it does on NetSuite: dates compare as dates, money adds
 * up exactly, and 'T'/'F' flags stay text.
 */

const ID: NotNullColumn = { type: 'integer' };
const ID_OR_NULL: NullableColumn = { type: 'integer', nullable: true };
const COUNT: NotNullColumn = { type: 'integer' };
const TEXT: NotNullColumn = { type: 'text' };
const TEXT_OR_NULL: NullableColumn = { type: 'text', nullable: true };
const FLAG = TEXT;
const DATE: NotNullColumn = { type: 'date' };
const DATE_OR_NULL: NullableColumn = { type: 'date', nullable: true };
const MOMENT: NotNullColumn = { type: 'timestamp' };
const MOMENT_OR_NULL: NullableColumn = { type: 'timestamp', nullable: true };
const MONEY: NotNullColumn = { type: 'numeric(18,2)' };
const MONEY_OR_NULL: NullableColumn = { type: 'numeric(18,2)', nullable: true };
/** Exchange rates and unit prices: NetSuite keeps more than cents for these. */
const RATE: NotNullColumn = { type: 'numeric(18,8)' };
const RATE_OR_NULL: NullableColumn = { type: 'numeric(18,8)', nullable: true };
/** Quantities are whole in the generator, but NetSuite allows fractional units of measure. */
const QUANTITY: NotNullColumn = { type: 'numeric' };
const QUANTITY_OR_NULL: NullableColumn = { type: 'numeric', nullable: true };

/** NetSuite keeps an external id unique within its record type; upserts and `eid:` lookups rely on it. */
const EXTERNAL_ID_KEY = [['externalid']] as const;

type Schema = { readonly [Table in keyof Company]: TableSpec<Company[Table][number]> };

export const SCHEMA: Schema = {
  currency: {
    columns: {
      id: ID,
      symbol: TEXT,
      name: TEXT,
      displaysymbol: TEXT,
      exchangerate: RATE,
      isbasecurrency: FLAG,
      isinactive: FLAG,
    },
    primaryKey: ['id'],
  },
  subsidiary: {
    columns: {
      id: ID,
      name: TEXT,
      fullname: TEXT,
      parent: ID_OR_NULL,
      currency: ID,
      country: TEXT,
      iselimination: FLAG,
      isinactive: FLAG,
    },
    primaryKey: ['id'],
  },
  department: {
    columns: { id: ID, name: TEXT, fullname: TEXT, parent: ID_OR_NULL, isinactive: FLAG },
    primaryKey: ['id'],
  },
  location: {
    columns: { id: ID, name: TEXT, fullname: TEXT, subsidiary: ID, parent: ID_OR_NULL, isinactive: FLAG },
    primaryKey: ['id'],
  },
  account: {
    columns: {
      id: ID,
      acctnumber: TEXT,
      accountsearchdisplayname: TEXT,
      fullname: TEXT,
      displaynamewithhierarchy: TEXT,
      accttype: TEXT,
      parent: ID_OR_NULL,
      isinactive: FLAG,
    },
    primaryKey: ['id'],
  },
  term: {
    columns: { id: ID, name: TEXT, daysuntilnetdue: COUNT, isinactive: FLAG },
    primaryKey: ['id'],
  },
  customercategory: { columns: { id: ID, name: TEXT, isinactive: FLAG }, primaryKey: ['id'] },
  vendorcategory: { columns: { id: ID, name: TEXT, isinactive: FLAG }, primaryKey: ['id'] },
  employee: {
    columns: {
      id: ID,
      entityid: TEXT,
      firstname: TEXT,
      lastname: TEXT,
      email: TEXT_OR_NULL,
      title: TEXT_OR_NULL,
      department: ID_OR_NULL,
      location: ID_OR_NULL,
      subsidiary: ID,
      supervisor: ID_OR_NULL,
      issalesrep: FLAG,
      isinactive: FLAG,
      datecreated: DATE,
      externalid: TEXT_OR_NULL,
    },
    primaryKey: ['id'],
    unique: EXTERNAL_ID_KEY,
  },
  vendor: {
    columns: {
      id: ID,
      entityid: TEXT,
      companyname: TEXT,
      isperson: FLAG,
      email: TEXT_OR_NULL,
      phone: TEXT_OR_NULL,
      subsidiary: ID,
      currency: ID,
      terms: ID_OR_NULL,
      category: ID_OR_NULL,
      defaultbillingaddress: ID_OR_NULL,
      isinactive: FLAG,
      datecreated: DATE,
      lastmodifieddate: DATE,
      externalid: TEXT_OR_NULL,
    },
    primaryKey: ['id'],
    unique: EXTERNAL_ID_KEY,
  },
  customer: {
    columns: {
      id: ID,
      entityid: TEXT,
      companyname: TEXT,
      isperson: FLAG,
      email: TEXT_OR_NULL,
      phone: TEXT_OR_NULL,
      subsidiary: ID,
      currency: ID,
      terms: ID_OR_NULL,
      creditlimit: MONEY_OR_NULL,
      category: ID_OR_NULL,
      salesrep: ID_OR_NULL,
      defaultbillingaddress: ID_OR_NULL,
      defaultshippingaddress: ID_OR_NULL,
      isinactive: FLAG,
      datecreated: DATE,
      lastmodifieddate: DATE,
      externalid: TEXT_OR_NULL,
    },
    primaryKey: ['id'],
    unique: EXTERNAL_ID_KEY,
  },
  entityaddress: {
    columns: {
      nkey: ID,
      addressee: TEXT,
      addr1: TEXT,
      addr2: TEXT_OR_NULL,
      city: TEXT,
      state: TEXT,
      zip: TEXT,
      country: TEXT,
      addrphone: TEXT_OR_NULL,
    },
    primaryKey: ['nkey'],
  },
  item: {
    columns: {
      id: ID,
      itemid: TEXT,
      displayname: TEXT_OR_NULL,
      itemtype: TEXT,
      baseprice: MONEY,
      cost: MONEY,
      incomeaccount: ID,
      cogsaccount: ID_OR_NULL,
      assetaccount: ID_OR_NULL,
      expenseaccount: ID_OR_NULL,
      isinactive: FLAG,
      externalid: TEXT_OR_NULL,
    },
    primaryKey: ['id'],
    unique: EXTERNAL_ID_KEY,
  },
  inventoryitemlocations: {
    columns: {
      item: ID,
      location: ID,
      quantityonhand: QUANTITY,
      quantityavailable: QUANTITY,
      quantityonorder: QUANTITY,
      quantitycommitted: QUANTITY,
      quantitybackordered: QUANTITY,
      reorderpoint: QUANTITY,
      preferredstocklevel: QUANTITY,
    },
    // Leads with item, so it also serves joins from item.
    primaryKey: ['item', 'location'],
  },
  transaction: {
    columns: {
      id: ID,
      tranid: TEXT,
      type: TEXT,
      trandate: DATE,
      entity: ID_OR_NULL,
      status: TEXT_OR_NULL,
      currency: ID,
      exchangerate: RATE,
      foreigntotal: MONEY_OR_NULL,
      foreignamountpaid: MONEY_OR_NULL,
      foreignamountunpaid: MONEY_OR_NULL,
      memo: TEXT_OR_NULL,
      duedate: DATE_OR_NULL,
      createddate: DATE,
      createdfrom: ID_OR_NULL,
      subsidiary: ID,
      employee: ID_OR_NULL,
      posting: FLAG,
      externalid: TEXT_OR_NULL,
      otherrefnum: TEXT_OR_NULL,
    },
    primaryKey: ['id'],
    indexes: [['entity'], ['type', 'status'], ['trandate'], ['createdfrom']],
    // NetSuite keeps an external id unique within each transaction type.
    unique: [['type', 'externalid']],
  },
  transactionline: {
    columns: {
      id: ID,
      transaction: ID,
      uniquekey: ID,
      linesequencenumber: COUNT,
      mainline: FLAG,
      taxline: FLAG,
      item: ID_OR_NULL,
      expenseaccount: ID_OR_NULL,
      quantity: QUANTITY_OR_NULL,
      rate: RATE_OR_NULL,
      netamount: MONEY_OR_NULL,
      foreignamount: MONEY_OR_NULL,
      location: ID_OR_NULL,
      department: ID_OR_NULL,
      entity: ID_OR_NULL,
      subsidiary: ID,
      createdfrom: ID_OR_NULL,
      isclosed: FLAG,
      memo: TEXT_OR_NULL,
      quantityshiprecv: QUANTITY_OR_NULL,
      quantitybilled: QUANTITY_OR_NULL,
    },
    // A line's id is unique only within its transaction, as in NetSuite; leading with
    // transaction makes this key the index for joins from transaction.
    primaryKey: ['transaction', 'id'],
    indexes: [['item']],
    // New lines take the next key; the index makes finding the highest one cheap.
    unique: [['uniquekey']],
  },
  transactionaccountingline: {
    columns: {
      transaction: ID,
      transactionline: ID,
      accountingbook: ID,
      account: ID,
      debit: MONEY_OR_NULL,
      credit: MONEY_OR_NULL,
      amount: MONEY,
      netamount: MONEY,
      posting: FLAG,
    },
    primaryKey: ['transaction', 'transactionline', 'accountingbook'],
    indexes: [['account']],
  },
  previoustransactionlinelink: {
    columns: {
      previousdoc: ID,
      previousline: ID,
      previoustype: TEXT,
      nextdoc: ID,
      nextline: ID,
      nexttype: TEXT,
      linktype: TEXT,
      foreignamount: MONEY,
      amount: MONEY,
    },
    primaryKey: ['previousdoc', 'previousline', 'nextdoc', 'nextline'],
    indexes: [['nextdoc']],
  },
  scriptnote: {
    columns: {
      internalid: ID,
      date: MOMENT,
      type: TEXT,
      title: TEXT,
      detail: TEXT_OR_NULL,
      scripttype: ID,
    },
    primaryKey: ['internalid'],
    indexes: [['scripttype', 'date'], ['date']],
  },
  scheduledscriptinstance: {
    columns: {
      taskid: TEXT,
      scriptdeployment: ID,
      startdate: MOMENT,
      enddate: MOMENT_OR_NULL,
      status: TEXT,
      mapreducestage: TEXT_OR_NULL,
      percentcomplete: QUANTITY,
      queue: ID_OR_NULL,
    },
    primaryKey: ['taskid'],
    indexes: [['scriptdeployment', 'startdate']],
  },
  workflowinstance: {
    columns: {
      id: ID,
      workflow: ID,
      recordtype: TEXT,
      recordid: ID,
      datecreated: MOMENT,
      datecompleted: MOMENT_OR_NULL,
      status: TEXT,
    },
    primaryKey: ['id'],
    indexes: [['workflow', 'datecreated']],
  },
};

export type TableName = keyof Company;

export const TABLE_NAMES = Object.keys(SCHEMA) as TableName[];

/** The loose view of one table's description, for code that handles every table alike. */
export function tableSpec(name: TableName): AnyTableSpec {
  return SCHEMA[name];
}

/** Tables first, then keys and indexes, which the loader runs after the rows are in. */
export function schemaSql(): { tables: string[]; keys: string[] } {
  return {
    tables: TABLE_NAMES.map((name) => createTableSql(name, tableSpec(name))),
    keys: TABLE_NAMES.flatMap((name) => createKeysSql(name, tableSpec(name))),
  };
}
