import type { AggregateSpec, Filter, QuerySpec } from '../../netsuite/query-spec.ts';
import { type RecordSpec, recordSpec } from '../../netsuite/record-catalog.ts';

/** Money to the cent with thousands separators: `123,456.78`. */
export function money(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function whole(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

const COMPARATOR_WORDS = { gt: 'over', gte: 'of at least', lt: 'under', lte: 'of at most', eq: 'of exactly' } as const;
const DAY_WORDS = {
  gt: 'more than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  eq: 'exactly',
  between: 'at least',
} as const;
const QUANTITY_WORDS = {
  gt: 'more than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  eq: 'exactly',
  between: 'about',
} as const;

function describeFilter(filter: Filter, spec: RecordSpec): string | undefined {
  switch (filter.kind) {
    case 'money': {
      // An entity's own amount is a field of it: a customer's credit limit, an item's price.
      const own = { customer: 'with a credit limit', item: 'priced' }[spec.kind as string] ?? '';
      const what = filter.measure === 'balance' ? 'with a balance' : filter.measure === 'cost' ? 'costing' : own;
      const amount =
        filter.comparator === 'between'
          ? `between ${whole(filter.value)} and ${whole(filter.upper ?? filter.value)}`
          : `${COMPARATOR_WORDS[filter.comparator]} ${whole(filter.value)}`;
      return [what, amount].filter(Boolean).join(' ');
    }
    case 'date': {
      const label = filter.label;
      if (filter.negate) return `except ${filter.field === 'due' ? 'due ' : ''}${label}`;
      if (filter.field === 'due') return `due ${label}`;
      if (filter.field === 'created') return `created ${label}`;
      return /^(?:since|before|from|between)\b/.test(label) ? label : `dated ${label}`;
    }
    case 'overdue':
      if (filter.days?.comparator === 'between' && filter.days.upper !== undefined)
        return `between ${whole(filter.days.value)} and ${whole(filter.days.upper)} days past due`;
      return filter.days
        ? `${DAY_WORDS[filter.days.comparator]} ${whole(filter.days.value)} days past due`
        : 'past due';
    case 'quantity':
      return `with ${QUANTITY_WORDS[filter.comparator]} ${whole(filter.value)} ${filter.measure === 'onhand' ? 'on hand' : filter.measure === 'onorder' ? 'on order' : filter.measure === 'backordered' ? 'back-ordered' : 'available'}`;
    case 'stock':
      return {
        low: 'at or below their reorder point',
        below_reorder: 'below their reorder point',
        out: 'out of stock',
        in: 'in stock',
      }[filter.state];
    case 'party':
      return `${filter.negate ? 'other than' : 'for'} ${filter.name}`;
    case 'currency':
      return `in ${filter.code}`;
    case 'parties':
      return filter.label;
    case 'rep':
      return `${spec.kind === 'customer' ? '' : 'for customers '}looked after by ${filter.name}`;
    case 'notDue':
      return 'not yet due';
    case 'overCreditLimit':
      return 'owing more than their credit limit';
    case 'paidIn':
      return `paid ${filter.label}`;
    case 'salesRep':
      return filter.salesRep ? 'who are sales reps' : 'who are not sales reps';
    case 'activity':
      return `with ${filter.label}`;
    case 'item':
      return `with ${filter.name}`;
    case 'location':
      return `at ${filter.name}`;
    case 'subsidiary':
      return `in ${filter.name}`;
    case 'department':
      return `in ${filter.name}`;
    case 'region':
      return `${filter.negate ? 'outside' : 'in'} ${filter.name}`;
    case 'field':
      return `${filter.present ? 'with' : 'without'} ${{ email: 'an email', phone: 'a phone number', memo: 'a memo', creditlimit: 'a credit limit' }[filter.field]}`;
    case 'name':
      return `named like "${filter.contains}"`;
    case 'number':
      return `numbered ${filter.values[filter.values.length - 1]}`;
    case 'id':
      return `${filter.negate ? 'other than ' : ''}id ${filter.id}`;
    case 'has':
      return `${filter.absent ? 'with no' : 'with'} ${filter.label}`;
    case 'status':
    case 'active':
      return undefined;
  }
}

/** The records a query asks for, in words: `open invoices over 5,000 dated last month`. */
export function describeQuery(query: QuerySpec, count?: number): string {
  const spec = recordSpec(query.record);
  const status = query.filters.find((filter) => filter.kind === 'status');
  const active = query.filters.find((filter) => filter.kind === 'active');
  const adjectives = [...(active ? [active.active ? 'active' : 'inactive'] : []), ...(status ? [status.label] : [])];
  const singular = count === 1;
  const noun = query.lines
    ? `${spec.label.toLowerCase()} line${singular ? '' : 's'}`
    : singular
      ? spec.label.toLowerCase()
      : spec.plural;
  const rest = query.filters
    .map((filter) => describeFilter(filter, spec))
    .filter((part): part is string => Boolean(part));
  const head = [count === undefined ? undefined : whole(count), ...adjectives, noun].filter(Boolean).join(' ');
  const sorted = query.sort ? `, ${describeSort(query.sort)}` : '';
  return `${head}${rest.length > 0 ? ` ${rest.join(', ')}` : ''}${sorted}`;
}

function describeSort(sort: NonNullable<QuerySpec['sort']>): string {
  const field = { amount: 'amount', balance: 'balance', date: 'date', due: 'due date', name: 'name', created: 'date' }[
    sort.field
  ];
  if (sort.field === 'name') return sort.direction === 'asc' ? 'A to Z' : 'Z to A';
  if (sort.field === 'date' || sort.field === 'created' || sort.field === 'due') {
    return sort.direction === 'desc' ? `latest ${field} first` : `earliest ${field} first`;
  }
  return sort.direction === 'desc' ? `largest ${field} first` : `smallest ${field} first`;
}

export function describeAggregate(aggregate: AggregateSpec): string {
  const measure = { count: 'number', sum: 'total', avg: 'average', max: 'largest', min: 'smallest' }[aggregate.measure];
  const of = aggregate.of === 'balance' ? 'balance' : 'amount';
  const what =
    aggregate.measure === 'count'
      ? `number of ${describeQuery(aggregate.query)}`
      : `${measure} ${of} of ${describeQuery(aggregate.query)}`;
  const group = aggregate.groupBy;
  if (!group) return capitalize(what);
  if (group === 'month' || group === 'status') return capitalize(`${what}, by ${group}`);
  const ranked = aggregate.direction === 'asc' ? 'Bottom' : 'Top';
  // "Top vendor by ...", not "Top 1 vendors by ...".
  if (aggregate.top === 1) return `${ranked} ${group} by ${what}`;
  const plural = group === 'subsidiary' ? 'subsidiaries' : `${group}s`;
  return `${aggregate.top ? `${ranked} ${aggregate.top} ` : ''}${plural} by ${what}`.replace(/^./, (letter) =>
    letter.toUpperCase(),
  );
}

export function capitalize(text: string): string {
  return text.replace(/^./, (letter) => letter.toUpperCase());
}
