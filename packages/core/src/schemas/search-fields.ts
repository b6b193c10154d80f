import { RELATIVE_DATES, type SearchOperator, type SearchRecordType } from './saved-search.ts';

/**
 * The search fields of each record type a saved search may filter on, under NetSuite's search
 * field ids, and the operators each kind of field takes (as `N/search` refuses the others). The
 * NEW.SEARCH form offers these and checks a criterion with `criterionProblem` before it is sent;
 * the embedded sandbox answers searches on exactly these fields (search-fields.test.ts there
 * holds the two lists together). A real account also has custom fields, which the agent may name.
 */

/** `select` holds internal ids of other records, `list` codes (`CustInvc`, `CustInvc:A`), `checkbox` 'T'/'F'. */
export const SEARCH_FIELD_KINDS = ['text', 'number', 'currency', 'date', 'checkbox', 'select', 'list'] as const;
export type SearchFieldKind = (typeof SEARCH_FIELD_KINDS)[number];

export interface SearchFieldInfo {
  readonly id: string;
  /** The column heading NetSuite gives the field. */
  readonly label: string;
  readonly kind: SearchFieldKind;
}

const NUMERIC: readonly SearchOperator[] = [
  'equalto',
  'notequalto',
  'greaterthan',
  'greaterthanorequalto',
  'lessthan',
  'lessthanorequalto',
  'between',
  'isempty',
  'isnotempty',
];

export const SEARCH_OPERATORS_BY_KIND: Readonly<Record<SearchFieldKind, readonly SearchOperator[]>> = {
  text: ['is', 'isnot', 'contains', 'doesnotcontain', 'startswith', 'isempty', 'isnotempty'],
  number: NUMERIC,
  currency: NUMERIC,
  date: ['on', 'before', 'after', 'onorbefore', 'onorafter', 'within', 'isempty', 'isnotempty'],
  checkbox: ['is'],
  select: ['anyof', 'noneof'],
  list: ['anyof', 'noneof'],
};

/** The fields customers and vendors share: both are entities in NetSuite's search. */
const ENTITY_FIELDS: readonly SearchFieldInfo[] = [
  { id: 'internalid', label: 'Internal ID', kind: 'select' },
  { id: 'entityid', label: 'Name', kind: 'text' },
  { id: 'email', label: 'Email', kind: 'text' },
  { id: 'isinactive', label: 'Inactive', kind: 'checkbox' },
  { id: 'datecreated', label: 'Date Created', kind: 'date' },
  { id: 'subsidiary', label: 'Subsidiary', kind: 'select' },
  { id: 'companyname', label: 'Company Name', kind: 'text' },
  { id: 'phone', label: 'Phone', kind: 'text' },
  { id: 'isperson', label: 'Individual', kind: 'checkbox' },
  { id: 'currency', label: 'Currency', kind: 'select' },
  { id: 'terms', label: 'Terms', kind: 'select' },
  { id: 'category', label: 'Category', kind: 'select' },
  { id: 'lastmodifieddate', label: 'Last Modified', kind: 'date' },
];

export const SEARCH_FIELDS: Readonly<Record<SearchRecordType, readonly SearchFieldInfo[]>> = {
  transaction: [
    { id: 'internalid', label: 'Internal ID', kind: 'select' },
    { id: 'tranid', label: 'Document Number', kind: 'text' },
    { id: 'type', label: 'Type', kind: 'list' },
    { id: 'status', label: 'Status', kind: 'list' },
    { id: 'trandate', label: 'Date', kind: 'date' },
    { id: 'duedate', label: 'Due Date', kind: 'date' },
    { id: 'datecreated', label: 'Date Created', kind: 'date' },
    { id: 'entity', label: 'Name', kind: 'select' },
    { id: 'mainline', label: '*', kind: 'checkbox' },
    { id: 'taxline', label: 'Tax Line', kind: 'checkbox' },
    { id: 'line', label: 'Line ID', kind: 'number' },
    { id: 'amount', label: 'Amount', kind: 'currency' },
    { id: 'fxamount', label: 'Amount (Foreign Currency)', kind: 'currency' },
    { id: 'amountpaid', label: 'Amount Paid', kind: 'currency' },
    { id: 'amountremaining', label: 'Amount Remaining', kind: 'currency' },
    { id: 'fxamountremaining', label: 'Amount Remaining (Foreign Currency)', kind: 'currency' },
    { id: 'memo', label: 'Memo', kind: 'text' },
    { id: 'memomain', label: 'Memo (Main)', kind: 'text' },
    { id: 'subsidiary', label: 'Subsidiary', kind: 'select' },
    { id: 'currency', label: 'Currency', kind: 'select' },
    { id: 'exchangerate', label: 'Exchange Rate', kind: 'number' },
    { id: 'item', label: 'Item', kind: 'select' },
    { id: 'quantity', label: 'Quantity', kind: 'number' },
    { id: 'rate', label: 'Item Rate', kind: 'number' },
    { id: 'location', label: 'Location', kind: 'select' },
    { id: 'department', label: 'Department', kind: 'select' },
    { id: 'createdfrom', label: 'Created From', kind: 'select' },
    { id: 'posting', label: 'Posting', kind: 'checkbox' },
  ],
  customer: [
    ...ENTITY_FIELDS,
    { id: 'creditlimit', label: 'Credit Limit', kind: 'currency' },
    { id: 'salesrep', label: 'Sales Rep', kind: 'select' },
    { id: 'balance', label: 'Balance', kind: 'currency' },
  ],
  vendor: [...ENTITY_FIELDS, { id: 'balance', label: 'Balance', kind: 'currency' }],
  item: [
    { id: 'internalid', label: 'Internal ID', kind: 'select' },
    { id: 'itemid', label: 'Name', kind: 'text' },
    { id: 'displayname', label: 'Display Name', kind: 'text' },
    { id: 'type', label: 'Type', kind: 'list' },
    { id: 'baseprice', label: 'Base Price', kind: 'currency' },
    { id: 'cost', label: 'Purchase Price', kind: 'currency' },
    { id: 'incomeaccount', label: 'Income Account', kind: 'select' },
    { id: 'quantityonhand', label: 'On Hand', kind: 'number' },
    { id: 'quantityavailable', label: 'Available', kind: 'number' },
    { id: 'isinactive', label: 'Inactive', kind: 'checkbox' },
  ],
  employee: [
    { id: 'internalid', label: 'Internal ID', kind: 'select' },
    { id: 'entityid', label: 'Name', kind: 'text' },
    { id: 'email', label: 'Email', kind: 'text' },
    { id: 'isinactive', label: 'Inactive', kind: 'checkbox' },
    { id: 'datecreated', label: 'Date Created', kind: 'date' },
    { id: 'subsidiary', label: 'Subsidiary', kind: 'select' },
    { id: 'firstname', label: 'First Name', kind: 'text' },
    { id: 'lastname', label: 'Last Name', kind: 'text' },
    { id: 'title', label: 'Job Title', kind: 'text' },
    { id: 'department', label: 'Department', kind: 'select' },
    { id: 'location', label: 'Location', kind: 'select' },
    { id: 'supervisor', label: 'Supervisor', kind: 'select' },
    { id: 'issalesrep', label: 'Sales Rep', kind: 'checkbox' },
  ],
};

export function searchFieldInfo(recordType: SearchRecordType, id: string): SearchFieldInfo | undefined {
  return SEARCH_FIELDS[recordType].find((field) => field.id === id);
}

/**
 * How many values an operator takes: none, exactly two, at least one, one, or (`within`) two
 * dates or one relative date such as `thismonth`.
 */
export function valueCount(operator: SearchOperator): 'none' | 'two' | 'many' | 'one' | 'range' {
  if (operator === 'isempty' || operator === 'isnotempty') return 'none';
  if (operator === 'between') return 'two';
  if (operator === 'within') return 'range';
  if (operator === 'anyof' || operator === 'noneof') return 'many';
  return 'one';
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RELATIVE: ReadonlySet<string> = new Set(RELATIVE_DATES);

function valueProblem(field: SearchFieldInfo, value: string | number | boolean): string | undefined {
  switch (field.kind) {
    case 'number':
    case 'currency':
      return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && DECIMAL.test(value))
        ? undefined
        : `${field.label} takes numbers`;
    case 'date':
      return typeof value === 'string' && (ISO_DATE.test(value) || RELATIVE.has(value))
        ? undefined
        : `${field.label} takes dates as YYYY-MM-DD or ${RELATIVE_DATES.join(', ')}`;
    case 'checkbox':
      return value === 'T' || value === 'F' || typeof value === 'boolean' ? undefined : `${field.label} takes T or F`;
    case 'select':
      return typeof value === 'string' && (/^\d+$/.test(value) || value === '@NONE@')
        ? undefined
        : `${field.label} takes internal ids`;
    default:
      return typeof value === 'string' && value.trim() !== '' ? undefined : `${field.label} takes text`;
  }
}

/**
 * Why a criterion would be refused for the record type, in a sentence; undefined when it is sound:
 * the field must be one of the type's, the operator one its kind takes, and the values as many
 * and of the form the operator and field need.
 */
export function criterionProblem(
  recordType: SearchRecordType,
  criterion: {
    readonly field: string;
    readonly operator: SearchOperator;
    readonly values: readonly (string | number | boolean)[];
  },
): string | undefined {
  const field = searchFieldInfo(recordType, criterion.field);
  if (!field) return `${criterion.field} is not a ${recordType} search field`;
  const operators = SEARCH_OPERATORS_BY_KIND[field.kind];
  if (!operators.includes(criterion.operator)) {
    return `${criterion.operator} does not apply to ${field.label}; use ${operators.join(', ')}`;
  }
  const count = valueCount(criterion.operator);
  const { values } = criterion;
  if (count === 'none' && values.length > 0) return `${criterion.operator} takes no value`;
  if (count === 'two' && values.length !== 2) return `${criterion.operator} takes two values`;
  if (count === 'one' && values.length !== 1) return `${criterion.operator} takes one value`;
  if (count === 'many' && values.length === 0) return `${criterion.operator} takes at least one value`;
  if (count === 'range' && values.length !== 1 && values.length !== 2) {
    return `${criterion.operator} takes two dates, or one relative date such as thismonth`;
  }
  for (const value of values) {
    const problem = valueProblem(field, value);
    if (problem) return problem;
  }
  return undefined;
}
