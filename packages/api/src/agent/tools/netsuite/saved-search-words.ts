import { formatValue, type SavedSearchDefinition, type SearchFilter } from '@erp-agent/core';
import { statusName, transactionTypeName } from '../../netsuite/status-names.ts';
import { columnLabel } from '../../reply/column-labels.ts';

/**
 * A saved search definition in words, for its preview: `Status is Open`, not `status anyof
 * CustInvc:A`. The definition itself is what is created; these words only show it.
 */

/** Search field ids whose names differ from the columns the agent's tables show. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  type: 'Type',
  fxamount: 'Amount (transaction currency)',
  fxamountremaining: 'Amount remaining (transaction currency)',
  amountremaining: 'Amount remaining',
  entity: 'Name',
  datecreated: 'Date created',
  quantityonhand: 'On hand',
  quantityavailable: 'Available',
};

const RELATIVE_DATE_WORDS: Readonly<Record<string, string>> = {
  today: 'today',
  yesterday: 'yesterday',
  thisweek: 'this week',
  lastweek: 'last week',
  thismonth: 'this month',
  lastmonth: 'last month',
  thisyear: 'this year',
  lastyear: 'last year',
};

/** The names of the records that list filters point at by internal id: `389` is `Jaskolski Group`. */
export type ReferenceNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Filter fields whose values are internal ids of records, which the preview names. */
export const REFERENCE_FIELDS = ['entity', 'item', 'subsidiary', 'location', 'department'] as const;

const LOCALE = 'en-US';

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field.toLowerCase()] ?? columnLabel(field, undefined);
}

function valueWords(field: string, value: string | number | boolean, names: ReferenceNames): string {
  if (typeof value === 'number') return formatValue(value, { kind: 'number' }, { locale: LOCALE });
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'type') return transactionTypeName(value);
  if (field === 'status') return statusName(value);
  if (value === '@NONE@') return 'none';
  const named = names.get(field)?.get(value);
  if (named) return named;
  const relative = RELATIVE_DATE_WORDS[value];
  if (relative) return relative;
  return formatValue(value, { kind: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'date' : 'text' }, { locale: LOCALE });
}

/** `A`, `A or B`, `A, B or C`. */
function either(values: readonly string[]): string {
  if (values.length <= 1) return values[0] ?? '';
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

function filterWords(filter: SearchFilter, names: ReferenceNames): string {
  const field = filter.field.toLowerCase();
  // A checkbox: "active only", not "Inactive is F".
  if (field === 'isinactive' && filter.operator === 'is')
    return filter.values[0] === 'T' ? 'Inactive only' : 'Active only';
  if (field === 'mainline' && filter.operator === 'is') {
    return filter.values[0] === 'T' ? 'One row per transaction' : 'One row per line';
  }
  const values = filter.values.map((value) => valueWords(field, value, names));
  const [first = '', second = ''] = values;
  const phrase = ((): string => {
    switch (filter.operator) {
      case 'anyof':
      case 'is':
      case 'equalto':
      case 'on':
        return `is ${either(values)}`;
      case 'noneof':
      case 'isnot':
      case 'notequalto':
        return `is not ${either(values)}`;
      case 'contains':
        return `contains "${first}"`;
      case 'doesnotcontain':
        return `does not contain "${first}"`;
      case 'startswith':
        return `starts with "${first}"`;
      case 'greaterthan':
        return `is more than ${first}`;
      case 'greaterthanorequalto':
        return `is at least ${first}`;
      case 'lessthan':
        return `is less than ${first}`;
      case 'lessthanorequalto':
        return `is at most ${first}`;
      case 'between':
      case 'within':
        return values.length === 1 ? `is within ${first}` : `is between ${first} and ${second}`;
      case 'before':
        return `is before ${first}`;
      case 'after':
        return `is after ${first}`;
      case 'onorbefore':
        return `is on or before ${first}`;
      case 'onorafter':
        return `is on or after ${first}`;
      case 'isempty':
        return 'is empty';
      case 'isnotempty':
        return 'is not empty';
    }
  })();
  return `${fieldLabel(filter.field)} ${phrase}`;
}

/** The filters of a definition as one sentence a person reads: `Type is Invoice; Status is Open`. */
export function describeSearchFilters(definition: SavedSearchDefinition, names: ReferenceNames): string {
  if (definition.filters.length === 0) return 'none: every record';
  return definition.filters.map((filter) => filterWords(filter, names)).join('; ');
}

/** The columns of a definition by their labels: `Document number, Date, Name`. */
export function describeSearchColumns(definition: SavedSearchDefinition): string {
  return definition.columns
    .map((column) => {
      const label = column.label ?? fieldLabel(column.name);
      const summary = column.summary && column.summary !== 'group' ? ` (${column.summary})` : '';
      const sort = column.sort ? ` (sorted ${column.sort === 'asc' ? 'ascending' : 'descending'})` : '';
      return `${label}${summary}${sort}`;
    })
    .join(', ');
}
