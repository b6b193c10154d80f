import type { AggregateSpec, Filter, Grouping, QuerySpec } from '../../../netsuite/query-spec.ts';
import { type RecordKind, recordSpec } from '../../../netsuite/record-catalog.ts';
import { describeQuery } from '../describe.ts';
import { type Candidate, type PlannerState, SHOWN_ROWS_KEPT } from '../planner-state.ts';
import { periodBefore } from '../understand/period-before.ts';
import type { FoundRecord, Reading } from '../understand/read-request.ts';

/**
 * A request that continues the last table: "how many?", "total?", "only those in Texas", "which
 * customers are those?", "what about invoices?". The words alone name no records; the
 * conversation does, and the answer keeps what the last question asked.
 */

/** The question behind the last table, when it was a list or a sum of records. */
export function lastQuery(state: PlannerState): QuerySpec | undefined {
  const last = state.last;
  if (last?.kind === 'query') return last.query;
  if (last?.kind === 'aggregate') return last.aggregate.query;
  return undefined;
}

/** The last breakdown or total, when the last answer was one. */
export function lastAggregate(state: PlannerState): AggregateSpec | undefined {
  return state.last?.kind === 'aggregate' ? state.last.aggregate : undefined;
}

/** Words that open a follow-up: "and for Texas?", "what about invoices?", "only the open ones". */
export const CONTINUING = /^(?:and|what about|how about|now|only|just|same|but|also|then|ok|okay|so)\b/;

/** Words pointing back at the rows shown: "those", "them", "they", "these", "the ones", "of them". */
export const REFERS_BACK = /\b(?:those|these|them|they|their|theirs|the ones|that list|this list|of them|on them)\b/;

/** Two filters are alternatives when the later one replaces the earlier: a new date, a new status. */
function slot(filter: Filter): string {
  if (filter.kind === 'money') return `money:${filter.measure}`;
  if (filter.kind === 'overdue' || filter.kind === 'notDue') return 'due';
  return filter.kind;
}

/** The last question's filters with the follow-up's added, each new one replacing its alternative. */
export function mergeFilters(kept: readonly Filter[], added: readonly Filter[]): Filter[] {
  const replaced = new Set(added.map(slot));
  return [...kept.filter((filter) => !replaced.has(slot(filter))), ...added];
}

/** Filters of one record that mean the same for another: dates, places, amounts, a shared party. */
export function carriedOver(filters: readonly Filter[], from: RecordKind, to: RecordKind): Filter[] {
  const source = recordSpec(from);
  const target = recordSpec(to);
  return filters.filter((filter) => {
    switch (filter.kind) {
      case 'date':
        return filter.field === 'due' ? target.dueDateSql !== undefined : target.dateSql !== undefined;
      case 'money':
        return target.amountSql !== undefined && target.transactionType !== undefined;
      case 'region':
      case 'subsidiary':
        return true;
      case 'party':
        return target.party?.kind === filter.party;
      case 'item':
      case 'location':
      case 'department':
        return target.table === 'transaction';
      case 'overdue':
      case 'notDue':
        return target.dueDateSql !== undefined;
      case 'active':
        return target.inactiveSql !== undefined && source.inactiveSql !== undefined;
      default:
        return false;
    }
  });
}

/**
 * The last list of transactions as a condition on the customers, vendors or items that had them:
 * "overdue invoices", then "which customers are those?". What cannot be carried into the
 * condition is returned in words, to ask about rather than drop.
 */
export function hadThem(last: QuerySpec, entity: RecordKind): { filter: Filter } | { unplaced: string } {
  const spec = recordSpec(last.record);
  if (!spec.transactionType) return { unplaced: describeQuery(last) };
  const owner = spec.party?.kind;
  if (entity !== 'item' && owner !== entity) return { unplaced: describeQuery(last) };
  let codes: string[] | undefined;
  let overdue: { overdue: true; overdueDays?: Extract<Filter, { kind: 'has' }>['overdueDays'] } | undefined;
  let from: string | undefined;
  let to: string | undefined;
  let money: Extract<Filter, { kind: 'money' }> | undefined;
  for (const filter of last.filters) {
    switch (filter.kind) {
      case 'status':
        codes = [...filter.codes];
        break;
      case 'overdue':
        overdue = { overdue: true, ...(filter.days ? { overdueDays: filter.days } : {}) };
        break;
      case 'date':
        if (filter.field !== 'date' || filter.negate) return { unplaced: describeQuery(last) };
        from = filter.from;
        to = filter.to;
        break;
      case 'money':
        money = filter;
        break;
      default:
        return { unplaced: describeQuery(last) };
    }
  }
  return {
    filter: {
      kind: 'has',
      record: last.record,
      ...(codes ? { codes } : {}),
      ...(overdue ?? {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(money
        ? {
            money: {
              measure: money.measure,
              comparator: money.comparator,
              value: money.value,
              ...(money.upper !== undefined ? { upper: money.upper } : {}),
            },
          }
        : {}),
      label: describeQuery({ ...last, sort: undefined, limit: undefined }),
    },
  };
}

/** "Create another one for 9 units of NW-1015", "add a new one with 2 x NW-1022": one more order. */
const ANOTHER_ORDER =
  /\b(?:create|add|make|raise|enter|place|book|new|do)\b.{0,12}\b(?:another|a new|new|one more|a second)\b(?:\s+(?:one|order|po|so))?\b.{0,40}?\b\d+(?:\.\d+)?\s*(?:x|×|units?|pcs|pieces)?\s*(?:of\s+)?[a-z]{2,4}-\d{3,6}\b/;

/**
 * After a list of purchase or sales orders, "create another one" with a line is a new order of
 * that kind, for the party the list was about (if it was about one).
 */
export function orderAfterList(
  text: string,
  state: PlannerState,
): { step: 'purchase_order' | 'sales_order'; party?: Candidate } | undefined {
  const last = lastQuery(state);
  if (!last || !ANOTHER_ORDER.test(text)) return undefined;
  if (last.record !== 'purchaseOrder' && last.record !== 'salesOrder') return undefined;
  const party = last.filters.find((filter) => filter.kind === 'party' && !filter.negate);
  return {
    step: last.record === 'purchaseOrder' ? 'purchase_order' : 'sales_order',
    ...(party?.kind === 'party' ? { party: { id: party.id, name: party.name, kind: party.party } } : {}),
  };
}

/**
 * "Customer payments last month", then "which invoices did they pay?": the period of the payments
 * shown, as they were asked for, for the documents they paid.
 */
export function paymentPeriod(state: PlannerState): string | undefined {
  const last = lastQuery(state);
  if (last?.record !== 'customerPayment' && last?.record !== 'vendorPayment') return undefined;
  const date = last.filters.find((filter) => filter.kind === 'date' && filter.field === 'date' && !filter.negate);
  return date?.kind === 'date' ? date.label : undefined;
}

/** "Which of them", "of those", "the ones": a question asked of the rows shown, not of new ones. */
export const OF_THE_SHOWN =
  /\b(?:which|who|what|any|some|how many|none) of (?:them|those|these)\b|\bof (?:them|those|these),/;

/**
 * "List customers", then "only those with more than 3 invoices this year", or "suppliers in
 * Greater London", then "which of them do we have open bills with?": the entities shown,
 * narrowed by the transactions the words name (counted, or had at all). Undefined unless the
 * follow-up points at the listed entities and names no entity of its own.
 */
export function narrowsListedEntities(
  reading: Reading,
  last: QuerySpec | undefined,
): { main: FoundRecord; other: FoundRecord } | undefined {
  if (!last || recordSpec(last.record).transactionType) return undefined;
  if (reading.records.some((found) => !recordSpec(found.kind).transactionType)) return undefined;
  const counted = reading.records.find((found) => reading.counts.some((count) => count.record === found.kind));
  const theirs = (found: FoundRecord) =>
    last.record === 'item' ? true : recordSpec(found.kind).party?.kind === last.record;
  const had =
    OF_THE_SHOWN.test(reading.text) && reading.records.length === 1 ? reading.records.find(theirs) : undefined;
  const other = counted ?? had;
  if (
    !other ||
    !(
      CONTINUING.test(reading.text) ||
      REFERS_BACK.test(reading.text) ||
      /^(?:with|who|that|which)\b/.test(reading.text)
    )
  )
    return undefined;
  return { main: { kind: last.record, phrase: recordSpec(last.record).plural, start: other.start }, other };
}

/** Words saying what a ranking measures: "by sales", "in revenue", "spend". */
const RANKED_BY =
  /\b(?:sales|sold|sell|revenue|turnover|spend|spending|spent|purchases|bought|billed|invoiced|orders?|units|quantity|volume|balance|owe[sd]?|owing)\b/;

/**
 * "Vendor bills this year", then "which vendors are the biggest?": the parties of the
 * transactions shown, ranked by them, when the words say neither a period nor what to rank by.
 */
export function ranksPartiesOfShown(
  shape: { readonly record: RecordKind; readonly groupBy?: Grouping },
  last: QuerySpec,
  reading: Reading,
): boolean {
  const party = recordSpec(last.record).party?.kind;
  return (
    party !== undefined &&
    shape.record === last.record &&
    shape.groupBy === party &&
    !reading.date &&
    !RANKED_BY.test(reading.text)
  );
}

/**
 * "Customers in Ontario", then "show me their open invoices" or "how much do they owe us?": the
 * transactions of the customers, vendors or items the last list showed, by their ids. 'too many'
 * when the list kept fewer rows than it had, so "their" would leave some out.
 */
export function ofTheShown(record: RecordKind, reading: Reading, state: PlannerState): Filter | 'too many' | undefined {
  const last = lastQuery(state);
  if (!last || recordSpec(last.record).transactionType || !recordSpec(record).transactionType) return undefined;
  const party =
    last.record === 'item'
      ? ('item' as const)
      : last.record === 'customer' || last.record === 'vendor'
        ? recordSpec(record).party?.kind === last.record
          ? last.record
          : undefined
        : undefined;
  if (!party || !REFERS_BACK.test(reading.text)) return undefined;
  const rows = (state.rows ?? []).filter((row) => row.record === last.record);
  if (rows.length === 0) return undefined;
  if (rows.length >= SHOWN_ROWS_KEPT) return 'too many';
  return {
    kind: 'parties',
    party,
    ids: rows.map((row) => row.id),
    label:
      rows.length === 1
        ? `of the ${recordSpec(last.record).label.toLowerCase()} shown`
        : `of the ${rows.length} ${recordSpec(last.record).plural} shown`,
  };
}

/**
 * "Total invoiced last month", then "and the month before?": the last question's filters with its
 * date moved to the period before. Undefined when the words name no period before, or the last
 * question had no date to move.
 */
export function beforeThePeriodShown(reading: Reading, filters: readonly Filter[]): Filter[] | undefined {
  if (!reading.periodBefore) return undefined;
  const dated = filters.find((filter) => filter.kind === 'date' && !filter.negate && filter.from && filter.to);
  if (dated?.kind !== 'date' || !dated.from || !dated.to) return undefined;
  const { from, to } = periodBefore(dated.from, dated.to, reading.periodBefore);
  const label =
    reading.periodBefore === 'period'
      ? `the period before ${dated.label}`
      : `the ${reading.periodBefore} before ${dated.label}`;
  return filters.map((filter) => (filter === dated ? { ...dated, from, to, label } : filter));
}
