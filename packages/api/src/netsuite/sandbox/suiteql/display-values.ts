import { columnRef, funcCall, type Node, stringConst, wrap } from './ast.ts';
import type { SuiteqlTable as TableName } from './catalog.ts';
import { refuse } from './suiteql-error.ts';
import { SUITEQL_SCHEMA } from './support-sql.ts';

/**
 * BUILTIN.DF(column): the value as NetSuite's UI shows it. A list or record column shows the
 * referenced record's name, a coded column its label, and any other column its own value.
 * Names follow NetSuite: entities their entity id, items their item id, accounts the number
 * and name, hierarchical records (subsidiary, department, location) the full path, and a
 * transaction its type and number ('Sales Order #SO1234').
 */

type Display =
  /** The referenced record's name, looked up by id. */
  | { readonly kind: 'record'; readonly table: TableName; readonly name: string }
  /** Customers, vendors and employees share one id space, as NetSuite's entity table does. */
  | { readonly kind: 'entity' }
  | { readonly kind: 'transaction' }
  /** A code with a label, through one of the support functions. */
  | { readonly kind: 'label'; readonly function: string }
  /** A transaction status, whose label depends on the transaction's type. */
  | { readonly kind: 'status' }
  /** A reference to something the sandbox does not model (addresses, accounting books, countries). */
  | { readonly kind: 'unsupported' };

const record = (table: TableName, name: string): Display => ({ kind: 'record', table, name });
const ACCOUNT = record('account', 'displaynamewithhierarchy');
const CURRENCY = record('currency', 'name');
const DEPARTMENT = record('department', 'fullname');
const EMPLOYEE = record('employee', 'entityid');
const ITEM = record('item', 'itemid');
const LOCATION = record('location', 'fullname');
const SUBSIDIARY = record('subsidiary', 'fullname');
const TERM = record('term', 'name');
const ENTITY: Display = { kind: 'entity' };
const TRANSACTION: Display = { kind: 'transaction' };
const TRANSACTION_TYPE: Display = { kind: 'label', function: 'type_display' };
const UNSUPPORTED: Display = { kind: 'unsupported' };

const DISPLAYS: { readonly [Table in TableName]?: Readonly<Record<string, Display>> } = {
  subsidiary: { parent: SUBSIDIARY, currency: CURRENCY, country: UNSUPPORTED },
  department: { parent: DEPARTMENT },
  location: { subsidiary: SUBSIDIARY, parent: LOCATION },
  account: { parent: ACCOUNT, accttype: { kind: 'label', function: 'account_type_display' } },
  employee: { department: DEPARTMENT, location: LOCATION, subsidiary: SUBSIDIARY, supervisor: EMPLOYEE },
  vendor: {
    subsidiary: SUBSIDIARY,
    currency: CURRENCY,
    terms: TERM,
    category: record('vendorcategory', 'name'),
    defaultbillingaddress: UNSUPPORTED,
  },
  customer: {
    subsidiary: SUBSIDIARY,
    currency: CURRENCY,
    terms: TERM,
    category: record('customercategory', 'name'),
    salesrep: EMPLOYEE,
    defaultbillingaddress: UNSUPPORTED,
    defaultshippingaddress: UNSUPPORTED,
  },
  entityaddress: { country: UNSUPPORTED },
  item: {
    itemtype: { kind: 'label', function: 'item_type_display' },
    incomeaccount: ACCOUNT,
    cogsaccount: ACCOUNT,
    assetaccount: ACCOUNT,
    expenseaccount: ACCOUNT,
  },
  inventoryitemlocations: { item: ITEM, location: LOCATION },
  transaction: {
    type: TRANSACTION_TYPE,
    status: { kind: 'status' },
    entity: ENTITY,
    currency: CURRENCY,
    createdfrom: TRANSACTION,
    subsidiary: SUBSIDIARY,
    employee: EMPLOYEE,
  },
  transactionline: {
    transaction: TRANSACTION,
    item: ITEM,
    expenseaccount: ACCOUNT,
    location: LOCATION,
    department: DEPARTMENT,
    entity: ENTITY,
    subsidiary: SUBSIDIARY,
    createdfrom: TRANSACTION,
  },
  transactionaccountingline: {
    transaction: TRANSACTION,
    account: ACCOUNT,
    transactionline: UNSUPPORTED,
    accountingbook: UNSUPPORTED,
  },
  previoustransactionlinelink: {
    previousdoc: TRANSACTION,
    nextdoc: TRANSACTION,
    previoustype: TRANSACTION_TYPE,
    nexttype: TRANSACTION_TYPE,
    previousline: UNSUPPORTED,
    nextline: UNSUPPORTED,
  },
  file: { folder: record('mediaitemfolder', 'name') },
  mediaitemfolder: { parent: record('mediaitemfolder', 'name') },
  script: { owner: EMPLOYEE, scriptfile: record('file', 'name') },
  scriptdeployment: { script: record('script', 'name') },
  workflow: { owner: EMPLOYEE },
  customfield: { owner: EMPLOYEE },
  customlist: { owner: EMPLOYEE },
  customrecordtype: { owner: EMPLOYEE },
  integration: { owner: EMPLOYEE },
  accesstoken: { integration: record('integration', 'name'), entity: EMPLOYEE },
  scriptnote: { scripttype: record('script', 'name') },
  scheduledscriptinstance: { scriptdeployment: record('scriptdeployment', 'title') },
  workflowinstance: { workflow: record('workflow', 'name') },
};

/** The alias inside the lookups; user names cannot begin with an underscore, so it never captures one. */
const LOOKUP_ALIAS = '_sq_df';

const support = (name: string, args: Node[]) => funcCall([SUITEQL_SCHEMA, name], args);

/** `(select <shown> from <table> _sq_df where _sq_df.id = <id>)` */
function lookup(table: TableName, shown: Node, id: Node): Node {
  return wrap('SubLink', {
    subLinkType: 'EXPR_SUBLINK',
    subselect: wrap('SelectStmt', {
      targetList: [wrap('ResTarget', { val: shown })],
      fromClause: [
        wrap('RangeVar', { relname: table, inh: true, relpersistence: 'p', alias: { aliasname: LOOKUP_ALIAS } }),
      ],
      whereClause: wrap('A_Expr', {
        kind: 'AEXPR_OP',
        name: [wrap('String', { sval: '=' })],
        lexpr: columnRef(LOOKUP_ALIAS, 'id'),
        rexpr: id,
      }),
      limitOption: 'LIMIT_OPTION_DEFAULT',
      op: 'SETOP_NONE',
    }),
  });
}

export interface DisplayTarget {
  readonly table: TableName;
  readonly column: string;
  /** The translated reference to the column. */
  readonly value: Node;
  /** A reference to another column of the same row, for displays that need one (a status needs its type). */
  readonly sibling: (column: string) => Node;
}

export function displayValue({ table, column, value, sibling }: DisplayTarget): Node {
  const display = DISPLAYS[table]?.[column];
  if (display === undefined) return value;
  switch (display.kind) {
    case 'record':
      return lookup(display.table, columnRef(LOOKUP_ALIAS, display.name), value);
    case 'entity':
      return wrap('CoalesceExpr', {
        args: (['customer', 'vendor', 'employee'] as const).map((entity) =>
          lookup(entity, columnRef(LOOKUP_ALIAS, 'entityid'), value),
        ),
      });
    case 'transaction':
      return lookup(
        'transaction',
        support('concat', [
          support('concat', [support('type_display', [columnRef(LOOKUP_ALIAS, 'type')]), stringConst(' #')]),
          columnRef(LOOKUP_ALIAS, 'tranid'),
        ]),
        value,
      );
    case 'label':
      return support(display.function, [value]);
    case 'status':
      return support('status_display', [sibling('type'), value]);
    case 'unsupported':
      return refuse(`BUILTIN.DF is not supported for field '${column}' of record '${table}' in the sandbox.`);
  }
}
