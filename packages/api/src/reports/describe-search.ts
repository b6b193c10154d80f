import { TRANSACTION_TYPE_NAMES } from './transaction-type-names.ts';

interface Filter {
  readonly field: string;
  readonly operator: string;
  readonly values: readonly (string | number | boolean)[];
}

const OPERATORS: Readonly<Record<string, string>> = {
  anyof: 'is',
  noneof: 'is not',
  is: 'is',
  isnot: 'is not',
  contains: 'contains',
  doesnotcontain: 'does not contain',
  startswith: 'starts with',
  equalto: '=',
  notequalto: '≠',
  greaterthan: '>',
  greaterthanorequalto: '≥',
  lessthan: '<',
  lessthanorequalto: '≤',
  between: 'between',
  within: 'within',
  on: 'on',
  before: 'before',
  after: 'after',
  onorbefore: 'on or before',
  onorafter: 'on or after',
};

function valueWords(field: string, value: string | number | boolean): string {
  const text = String(value);
  if (field === 'type') return TRANSACTION_TYPE_NAMES[text] ?? text;
  if (field === 'status' && text.includes(':')) return text;
  if (value === 'T' || value === true) return 'yes';
  if (value === 'F' || value === false) return 'no';
  return text;
}

/**
 * A saved search's filters in words, for one with no note: `Type is Invoice; Amount > 5000`. The
 * main-line filter, there to get one row per document, is left out.
 */
export function describeSearch(recordType: string, filters: readonly Filter[]): string {
  const parts = filters
    .filter((filter) => filter.field !== 'mainline')
    .map((filter) => {
      if (filter.operator === 'isempty') return `${filter.field} is empty`;
      if (filter.operator === 'isnotempty') return `${filter.field} is not empty`;
      const values = filter.values.map((value) => valueWords(filter.field, value)).join(' or ');
      return `${filter.field} ${OPERATORS[filter.operator] ?? filter.operator} ${values}`;
    });
  const what = recordType.charAt(0).toUpperCase() + recordType.slice(1);
  return parts.length === 0 ? `Every ${recordType} record.` : `${what} records where ${parts.join('; ')}.`;
}
