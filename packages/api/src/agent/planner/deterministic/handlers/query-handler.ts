import {
  type BuiltQuery,
  buildAggregateQuery,
  buildCountQuery,
  buildListQuery,
} from '../../../netsuite/build-suiteql.ts';
import type { AggregateSpec, Comparator, Filter, Grouping, QuerySpec } from '../../../netsuite/query-spec.ts';
import { type RecordKind, recordSpec } from '../../../netsuite/record-catalog.ts';
import { type TypedRow, typedRows } from '../../../netsuite/typed-rows.ts';
import { SUITEQL_ROW_CAP } from '../../../tools/netsuite/run-custom-suiteql.ts';
import { capitalize, describeAggregate, describeQuery, money, whole } from '../describe.ts';
import { findCity, findMentioned, type NamedKind, nameTokens } from '../directory.ts';
import {
  type LastTable,
  type PendingQuestion,
  type PlannerState,
  SHOWN_ROWS_KEPT,
  type ShownRow,
} from '../planner-state.ts';
import type { DateRange } from '../text/date-ranges.ts';
import { isFunctionWord } from '../text/english.ts';
import { COMPARISON_WORDS } from '../understand/comparisons.ts';
import { FILLERS, SCOPE_WORDS, STOPWORDS } from '../understand/lexicon.ts';
import type { Activity } from '../understand/negation.ts';
import {
  type FoundRecord,
  type MoneyCondition,
  otherStatuses,
  type Reading,
  statusFor,
} from '../understand/read-request.ts';
import {
  beforeThePeriodShown,
  CONTINUING,
  carriedOver,
  hadThem,
  lastAggregate,
  lastQuery,
  mergeFilters,
  narrowsListedEntities,
  OF_THE_SHOWN,
  ofTheShown,
  REFERS_BACK,
  ranksPartiesOfShown,
} from './follow-up.ts';
import { failed, type Handled, type Request } from './handler.ts';
import { resolveName } from './resolve-names.ts';

/** Rows a chat table holds; more are counted, and the caption says how many were left out. */
export const TABLE_ROW_LIMIT = 500;

type SuiteqlOutput = { rows: Record<string, string | number | boolean | null>[]; totalResults: number };

type Built<T> = { readonly kind: 'built'; readonly value: T } | { readonly kind: 'stop'; readonly handled: Handled };

/** Runs SuiteQL through the tool, so the call is checked, recorded and shown like any other. */
export async function runSuiteql(
  request: Request,
  sql: string,
  maxRows = TABLE_ROW_LIMIT,
): Promise<{ ok: true; output: SuiteqlOutput } | { ok: false; handled: Handled }> {
  const result = await request.session.tools.call('ns_runCustomSuiteQL', { query: sql, maxRows });
  if (result.status === 'ok') return { ok: true, output: result.output as SuiteqlOutput };
  if (result.status === 'proposed')
    throw new Error('ns_runCustomSuiteQL only reads: it never waits for a confirmation');
  const outcome =
    result.code === 'forbidden'
      ? ({ kind: 'refusal', code: 'forbidden', message: result.message } as const)
      : ({ kind: 'failure', code: result.code, message: result.message } as const);
  return { ok: false, handled: { outcome, intent: intentOf(request), state: request.state } };
}

function intentOf(request: Request): Handled['intent'] {
  const { intent } = request.classified;
  if (intent === 'suiteql') return 'query';
  return intent === 'aggregate' ||
    intent === 'count' ||
    intent === 'query' ||
    intent === 'export' ||
    intent === 'record_detail'
    ? intent
    : 'query';
}

const SALES_WORDS = /\b(?:sales|sold|revenue|income|turnover|billings|selling|sell|bought from us)\b/;
const SPEND_WORDS = /\b(?:spend|spending|spent|purchases|purchased|bought|costs|expenses|paid to)\b/;

/** The main record: the first record word, except that "vendors with open bills" is about vendors. */
function mainRecord(request: Request): { main?: FoundRecord; other?: FoundRecord } {
  const { reading } = request;
  // "Stock below reorder point at the Toronto warehouse" is about items; the warehouse is where.
  const stock = reading.stock.state !== undefined || reading.stock.quantities.length > 0 || reading.stock.byLocation;
  const records = stock ? reading.records.filter((found) => found.kind !== 'location') : reading.records;
  // "Are we late paying any suppliers? which bills?": a question of its own naming what to list.
  const asked = records.find((found) =>
    /(?:^|[?.!;]\s*)(?:and\s+)?(?:which|what)\s+(?:ones?\s+|of\s+the\s+)?$/.test(reading.text.slice(0, found.start)),
  );
  const [first, second] = asked ? [asked, ...records.filter((found) => found !== asked)] : records;
  return { ...(first ? { main: first } : {}), ...(second ? { other: second } : {}) };
}

const DOCUMENT_PREFIXES: readonly (readonly [RegExp, RecordKind])[] = [
  [/^INV/, 'invoice'],
  [/^SO/, 'salesOrder'],
  [/^PO/, 'purchaseOrder'],
  [/^(?:BILL|VB)/, 'vendorBill'],
  [/^JE/, 'journalEntry'],
  [/^IR/, 'itemReceipt'],
  [/^IF/, 'itemFulfillment'],
  [/^PYMT/, 'customerPayment'],
];

/** The record a document number names by its prefix: `PO1001` is a purchase order. */
function documentRecord(documents: readonly string[]): RecordKind | undefined {
  for (const document of documents) {
    const found = DOCUMENT_PREFIXES.find(([prefix]) => prefix.test(document));
    if (found) return found[1];
  }
  return undefined;
}

/** Customers as the ones who buy: "how much did each customer buy", "bought from us". */
const CUSTOMERS_BUYING =
  /\b(?:customers?|clients?)\b.{0,40}\b(?:buy|buys|bought|purchase[sd]?|spen[dt]|spending)\b|\b(?:buy|buys|bought|purchased?|buying|spen[dt]) from us\b/;
const CUSTOMERS_ORDERING = /\b(?:customers?|clients?)\b.{0,40}\border(?:s|ed)?\b(?! (?:from|with) )/;

/** What a request without a record word is about, from its other words: "total sales" is invoices. */
function impliedRecord(reading: Reading): RecordKind | undefined {
  const { text, stock } = reading;
  // "Who stopped buying from us?", "who haven't we paid?": the party the activity is with.
  if (reading.absences.length > 0 && /^(?:who|whom)\b/.test(text))
    return /\b(?:we|i)\b/.test(text) && !/\bfrom us\b/.test(text) ? 'vendor' : 'customer';
  if (stock.state !== undefined || stock.quantities.length > 0) return 'item';
  // "Who has a credit limit below 10,000?": only customers have one.
  if (/\bcredit limits?\b/.test(text)) return 'customer';
  if (stock.subject || (stock.byLocation && /\bquantit(?:y|ies)\b/.test(text))) return 'item';
  if (/\b(?:we|i) owe\b|\bowe (?:to )?(?:our )?(?:vendors|suppliers)\b|\bpayables?\b/.test(text)) return 'vendorBill';
  if (/\bowe (?:us|me)\b|\breceivables?\b|\bowed to us\b/.test(text)) return 'invoice';
  // "How much did each customer buy": what customers buy from us is our sales, not our spend.
  if (CUSTOMERS_ORDERING.test(text)) return 'salesOrder';
  if (CUSTOMERS_BUYING.test(text)) return 'invoice';
  if (SPEND_WORDS.test(text)) return 'vendorBill';
  // "Total invoiced last month": what we invoiced is our invoices.
  if (SALES_WORDS.test(text) || /\b(?:invoiced|invoicing)\b/.test(text)) return 'invoice';
  return undefined;
}

const PARTY_NAMED: Readonly<Partial<Record<RecordKind, NamedKind>>> = {
  customer: 'customer',
  vendor: 'vendor',
  employee: 'employee',
  item: 'item',
};

/** Filters from everything the words said, for one record. */
async function filtersFor(
  request: Request,
  record: RecordKind,
  other: FoundRecord | undefined,
  placed: Set<string> = new Set(),
): Promise<Built<Filter[]>> {
  const { reading } = request;
  const spec = recordSpec(record);
  const filters: Filter[] = [];
  const unplaced = (phrase: string, hint: string): Built<Filter[]> => ({
    kind: 'stop',
    handled: notUnderstood(request, phrase, hint),
  });
  // What the user said to ignore when asked about it is left out, not asked about again.
  const ignoring = (phrase: string) => request.ignored.includes(phrase);

  const activity = !spec.transactionType ? activityRecord(record, other, reading) : undefined;
  // "Customers that ordered in the last 90 days": the verb said what the activity is.
  if (activity?.record) {
    for (const run of reading.leftovers) {
      const words = run.split(/\s+/).filter((word) => !STOPWORDS.has(word) && !FILLERS.has(word));
      if (words.length > 0 && words.every((word) => TRADING_VERB.test(word))) placed.add(run);
    }
  }
  let statusTaken = false;
  let dateTaken = false;
  let exceptTaken = false;
  if (activity) {
    const inner = activity.record ? recordSpec(activity.record) : undefined;
    const said = activity.record ? statusFor(activity.record, reading.statusPhrases) : undefined;
    // What is owed is what is still open.
    const status = said ?? (activity.owed && !reading.overdue ? OPEN_STATUS : undefined);
    // "Vendors we paid this year": the payments' own verb restates what they are.
    const restatedVerb =
      activity.record !== undefined &&
      reading.statusPhrases.length > 0 &&
      reading.statusPhrases.every((phrase) => OWN_VERBS[activity.record as RecordKind]?.includes(phrase));
    statusTaken = said !== undefined || restatedVerb;
    // A date with "no sales in 6 months" or "overdue invoices from March" dates the transactions.
    const dated = reading.date && reading.date.field !== 'created' ? reading.date : undefined;
    dateTaken = dated !== undefined;
    const overdue = reading.overdue && inner?.dueDateSql !== undefined;
    const days = overdue ? reading.overdueDays : undefined;
    const words = [
      overdue ? 'overdue' : status?.label,
      inner?.plural ?? 'transactions',
      reading.notDue && inner?.dueDateSql ? 'not yet due' : undefined,
      days
        ? `${days.comparator === 'gt' ? 'more than' : days.comparator === 'lt' ? 'less than' : 'at least'} ${days.value} days past due`
        : undefined,
      dated && (dated.field === 'due' ? `due ${dated.range.label}` : dated.range.label),
    ];
    const label = words.filter(Boolean).join(' ');
    // "Bought from us last year but not this year": some then, none in the later period. A period
    // left out of the one asked about ("this year except this month") would need the
    // transactions' own dates, which an entity filter cannot say: asked about.
    const except = reading.exceptDate;
    if (except && !ignoring(`except ${except.label}`)) {
      if (!dated || activity.absent || !after(except, dated.range)) {
        return unplaced(
          `except ${except.label}`,
          `I can find ${spec.plural} with ${inner?.plural ?? 'transactions'} in one period and none in a later one ("customers who bought last year but not this year"), but not leave part of the period out.`,
        );
      }
      exceptTaken = true;
      filters.push({
        kind: 'has',
        ...(activity.record ? { record: activity.record } : {}),
        ...(except.from ? { from: except.from } : {}),
        ...(except.to ? { to: except.to } : {}),
        absent: true,
        label: `${inner?.plural ?? 'transactions'} ${except.label}`,
      });
    }
    const which = {
      ...(activity.record ? { record: activity.record } : {}),
      ...(status ? { codes: [...status.codes] } : {}),
      ...(dated?.range.from ? { from: dated.range.from } : {}),
      ...(dated?.range.to ? { to: dated.range.to } : {}),
      // "Invoices that fell due over 90 days ago": their due dates, not the days they were issued.
      ...(dated?.field === 'due' && inner?.dueDateSql ? { dateField: 'due' as const } : {}),
    };
    const counts = reading.counts.filter((count) => !activity.record || count.record === activity.record);
    for (const count of counts) {
      filters.push({
        kind: 'activity',
        ...which,
        measure: count.measure,
        comparator: count.comparator,
        value: count.value,
        label:
          `${describeComparison(count.comparator, count.value)} ${count.measure === 'quantity' ? 'units on' : ''} ${label}`.replace(
            /\s+/g,
            ' ',
          ),
      });
    }
    const money = activity.absent ? [] : reading.money;
    if (activity.summed && money.length > 0) {
      // "Customers owing more than 5,000", "vendors we spent over 10k with": what they add up to.
      for (const condition of money) {
        const measure = activity.owed ? 'balance' : 'amount';
        filters.push({
          kind: 'activity',
          ...which,
          measure,
          comparator: condition.comparator,
          value: condition.value,
          ...(condition.upper !== undefined ? { upper: condition.upper } : {}),
          label: `${activity.owed ? 'an open balance' : `${inner?.plural ?? 'transactions'} totalling`} ${describeNumber(condition)}${dated ? ` ${dated.range.label}` : ''}`,
        });
      }
    } else if (counts.length === 0 || activity.absent) {
      const [amount] = money;
      filters.push({
        kind: 'has',
        ...which,
        ...(overdue ? { overdue: true } : {}),
        ...(overdue && reading.overdueDays ? { overdueDays: reading.overdueDays } : {}),
        ...(reading.notDue && inner?.dueDateSql ? { notDue: true } : {}),
        ...(activity.absent ? { absent: true } : {}),
        // "Customers with invoices over 5,000": one of the transactions is.
        ...(amount
          ? {
              money: {
                measure: amount.measure === 'balance' ? ('balance' as const) : ('amount' as const),
                comparator: amount.comparator,
                value: amount.value,
                ...(amount.upper !== undefined ? { upper: amount.upper } : {}),
              },
            }
          : {}),
        label: amount ? `${label} ${describeNumber(amount)}` : label,
      });
      // "Stopped buying", "whose last order was over 90 days ago": none lately, but some before.
      if (activity.absent && reading.hadBefore) {
        filters.push({
          kind: 'has',
          ...(activity.record ? { record: activity.record } : {}),
          label: `${inner?.plural ?? 'transactions'} before`,
        });
      }
      if (money.length > 1 && !ignoring(describeNumber(money[1] as MoneyCondition))) {
        return unplaced(
          describeNumber(money[1] as MoneyCondition),
          `I can compare one amount of the ${inner?.plural ?? 'transactions'} at a time.`,
        );
      }
    }
  } else {
    const status = statusFor(record, reading.statusPhrases);
    statusTaken = status !== undefined;
    const [other] = otherStatuses(record, reading.statusPhrases).filter((phrase) => !ignoring(phrase));
    if (status && other) {
      return unplaced(
        other,
        `I can filter ${spec.plural} by one status at a time, and "${other}" is not "${status.label}".`,
      );
    }
    // "Invoices paid last month" were paid then, whenever they were issued: the payments' dates.
    if (
      status?.label === 'paid in full' &&
      spec.balanceSql &&
      reading.date?.field === 'date' &&
      PAID_WHEN.test(reading.text)
    ) {
      filters.push({ kind: 'paidIn', ...reading.date.range });
      dateTaken = true;
    } else if (status) filters.push({ kind: 'status', codes: [...status.codes], label: status.label });
    // "Bills due this month" are the ones still to pay, and "receivables" the invoices still owed.
    else if ((reading.date?.field === 'due' || reading.owedByName) && spec.balanceSql && !reading.overdue) {
      filters.push({ kind: 'status', codes: ['A'], label: 'open' });
    }
    if (reading.notDue && spec.dueDateSql && spec.balanceSql) filters.push({ kind: 'notDue' });
    else if (reading.notDue && !ignoring('not yet due')) {
      return unplaced('not yet due', `${capitalize(spec.plural)} have no due date. Invoices and vendor bills do.`);
    }
    if (reading.overdue && spec.dueDateSql) {
      filters.push({ kind: 'overdue', ...(reading.overdueDays ? { days: reading.overdueDays } : {}) });
    } else if (reading.overdue && !ignoring('overdue')) {
      return unplaced('overdue', `${capitalize(spec.plural)} have no due date. Invoices and vendor bills do.`);
    }
  }
  const unknownStatus = reading.statusPhrases[0];
  // "Invoiced sales", "billed bills": the record's own verb restates what it is.
  const restated = unknownStatus !== undefined && OWN_VERBS[record]?.includes(unknownStatus) === true;
  if (unknownStatus && !statusTaken && !restated && !ignoring(unknownStatus)) {
    return unplaced(unknownStatus, `${capitalize(spec.plural)} have no status "${unknownStatus}".`);
  }
  if (reading.absences.length > 0 && !activity && !ignoring('none')) {
    return unplaced(
      'none',
      `I can find customers, vendors or items with no transactions of a kind ("customers with no sales in the last 6 months"), but not ${spec.plural}.`,
    );
  }
  if (reading.active !== undefined && spec.inactiveSql) filters.push({ kind: 'active', active: reading.active });
  if (reading.overCreditLimit && !ignoring('over credit limit')) {
    if (record !== 'customer')
      return unplaced('over credit limit', `${capitalize(spec.plural)} have no credit limit. Customers do.`);
    filters.push({ kind: 'overCreditLimit' });
  }
  if (reading.currency && !ignoring(`in ${reading.currency}`)) {
    if (spec.table !== 'transaction' && record !== 'customer' && record !== 'vendor')
      return unplaced(`in ${reading.currency}`, `${capitalize(spec.plural)} have no currency of their own.`);
    filters.push({ kind: 'currency', code: reading.currency });
  }
  if (reading.exceptDate && !exceptTaken && !ignoring(`except ${reading.exceptDate.label}`)) {
    if (!spec.dateSql)
      return unplaced(`except ${reading.exceptDate.label}`, `${capitalize(spec.plural)} have no date to filter by.`);
    filters.push({ kind: 'date', field: 'date', ...reading.exceptDate, negate: true });
  }
  if (reading.date && !dateTaken) {
    const field = reading.date.field === 'due' && !spec.dueDateSql ? 'date' : reading.date.field;
    if (spec.dateSql) filters.push({ kind: 'date', field, ...reading.date.range });
    else if (!ignoring(reading.date.range.label))
      return unplaced(reading.date.range.label, `${capitalize(spec.plural)} have no date to filter by.`);
  }
  for (const quantity of reading.stock.quantities) {
    if (spec.kind !== 'item' && spec.kind !== 'itemLocation') {
      if (ignoring('the quantity')) continue;
      return unplaced('the quantity', `Only items have stock quantities; ${spec.plural} do not.`);
    }
    filters.push({ kind: 'quantity', ...quantity });
  }
  if (reading.stock.state && !ignoring('the stock level')) {
    if (spec.kind !== 'item' && spec.kind !== 'itemLocation') {
      return unplaced('the stock level', `Only items have stock levels; ${spec.plural} do not.`);
    }
    filters.push({ kind: 'stock', state: reading.stock.state });
  }
  for (const condition of activity ? [] : reading.money) {
    const measure =
      condition.measure === 'balance' && spec.balanceSql
        ? 'balance'
        : condition.measure === 'cost' && spec.costSql
          ? 'cost'
          : 'amount';
    const column = { amount: spec.amountSql, balance: spec.balanceSql, cost: spec.costSql }[measure];
    if (ignoring(describeNumber(condition))) continue;
    if (!column) {
      return unplaced(
        describeNumber(condition),
        `${capitalize(spec.plural)} have no amount to compare. Ask about their transactions instead, for example "open bills over 5,000".`,
      );
    }
    // "Items under 5" may be the price or the stock; "customers over 100k" the credit limit or what they owe.
    if (!condition.cued && !spec.transactionType) {
      return unplaced(
        describeNumber(condition),
        MONEY_FIELDS_OF[record] ?? `Which amount of the ${spec.plural} do you mean?`,
      );
    }
    const { cued: _cued, ...money } = condition;
    filters.push({ kind: 'money', ...money, measure });
  }
  if (reading.region && (spec.addressSql || (spec.party && spec.party.kind !== 'employee'))) {
    filters.push({ kind: 'region', ...reading.region });
  } else if (reading.region && !ignoring(reading.region.name)) {
    // "Sales reps in the UK": no address to place them by; answering without it would list them all.
    return unplaced(
      reading.region.name,
      `${capitalize(spec.plural)} have no address I can place in ${reading.region.name}. Customers and vendors, and their transactions, do.`,
    );
  }
  for (const field of reading.fields) {
    // Entities have an email, a phone and a memo, customers a credit limit; transactions a memo only.
    if (field.field === 'creditlimit' ? record === 'customer' : !spec.transactionType || field.field === 'memo')
      filters.push({ kind: 'field', ...field });
    else if (field.field === 'creditlimit' && !ignoring('credit limit'))
      return unplaced('credit limit', `${capitalize(spec.plural)} have no credit limit. Customers do.`);
    else if (field.field !== 'creditlimit' && !ignoring(field.field))
      return unplaced(
        field.field,
        `${capitalize(spec.plural)} have no ${field.field} of their own; their customers and vendors do.`,
      );
  }
  // "Sales reps" names employees and says which: those who are sales reps.
  if (
    record === 'employee' &&
    reading.records.some((found) => /^(?:sales ?)?reps?$|^sales ?(?:person|people)$/.test(found.phrase))
  ) {
    filters.push({ kind: 'salesRep', salesRep: true });
  } else if (record === 'employee' && /\bnon_sales_reps\b/.test(reading.text)) {
    // "Employees who are not sales reps", as the verb phrases put it in one word.
    filters.push({ kind: 'salesRep', salesRep: false });
    for (const run of reading.leftovers) if (/^non_sales_reps$/.test(run)) placed.add(run);
  }
  for (const id of reading.ids) filters.push({ kind: 'id', id });
  if (reading.documents.length > 0 && spec.transactionType) {
    const prefix = { invoice: 'INV', salesOrder: 'SO', purchaseOrder: 'PO', vendorBill: 'BILL' }[record as string];
    const values = reading.documents.flatMap((document) =>
      /^\d+$/.test(document) && prefix ? [document, `${prefix}${document}`] : [document],
    );
    filters.push({ kind: 'number', values });
  }

  // Places and units named as such: "at the Toronto warehouse", "in the UK subsidiary".
  const mentions = [
    {
      kind: 'location',
      cue: /\b(?:warehouse|location|site)\b/,
      applies: spec.table === 'transaction' || record === 'employee' || record === 'itemLocation',
    },
    { kind: 'subsidiary', cue: /\bsubsidiar(?:y|ies)\b/, applies: spec.table !== 'item' && record !== 'subsidiary' },
    {
      kind: 'department',
      cue: /\b(?:department|dept|team)\b/,
      applies: spec.table === 'transaction' || record === 'employee',
    },
  ] as const;
  for (const { kind, cue, applies } of mentions) {
    // Stock per location names its place without saying "warehouse": "inventory at Manchester".
    const cued = cue.test(reading.text) || (kind === 'location' && record === 'itemLocation');
    if (!applies || !cued || record === kind) continue;
    const [place] = await findMentioned(request.session.tools, kind, reading.text);
    if (place) {
      filters.push({ kind, id: place.id, name: place.name });
      placeRunsNaming(reading.leftovers, place.name, placed);
    }
  }

  // Names: the party of a transaction, or a name the entity list is narrowed to.
  // "Customers in Glasgow": a city their address is in, when no state or country was named.
  if (!reading.region && (record === 'customer' || record === 'vendor')) {
    for (const run of reading.leftovers) {
      // "In Glasgow", "just the ones in London": the place ends the run.
      const place = /(?:^|\s)(?:(?:based|located)\s+)?in\s+(?:the\s+city\s+of\s+)?([a-z][a-z .'-]{1,40})$/.exec(
        run,
      )?.[1];
      const city = place ? await findCity(request.session.tools, place) : undefined;
      if (!city) continue;
      filters.push({ kind: 'region', level: 'city', code: city, name: city });
      placed.add(run);
      break;
    }
  }
  // Runs a place already named are not looked up again as names.
  const nameRuns = [
    ...reading.leftovers.filter((run) => !placed.has(run) && looksLikeName(request, run)),
    ...reading.quoted,
  ];
  if (nameRuns.length > 0) {
    if ((record === 'customer' || spec.party?.kind === 'customer') && LOOKED_AFTER.test(reading.text)) {
      // "Which customers does Mona Bergstrom look after?", "invoices for Mona Bergstrom's customers":
      // the customers whose sales rep they are, or those customers' sales.
      const cue = new Set(LOOKED_AFTER.exec(reading.text)?.[0].split(' '));
      const resolution = await resolveName(request, ['employee'], nameRuns, cue);
      if (resolution.kind === 'ambiguous')
        return { kind: 'stop', handled: asked(request, resolution.text, resolution.question) };
      if (resolution.kind === 'found') {
        placed.add(resolution.phrase);
        filters.push({ kind: 'rep', id: resolution.candidate.id, name: resolution.candidate.name });
      }
    } else if (spec.party && spec.party.kind !== 'employee') {
      const resolution = await resolveName(request, [spec.party.kind, 'item'], nameRuns);
      if (resolution.kind === 'ambiguous')
        return { kind: 'stop', handled: asked(request, resolution.text, resolution.question) };
      if (resolution.kind === 'found') {
        const { candidate } = resolution;
        placed.add(resolution.phrase);
        if (candidate.kind === 'item') filters.push({ kind: 'item', id: candidate.id, name: candidate.name });
        else if (candidate.kind === 'location')
          filters.push({ kind: 'location', id: candidate.id, name: candidate.name });
        else filters.push({ kind: 'party', party: spec.party.kind, id: candidate.id, name: candidate.name });
      }
      // "Invoices with a discount": words typed as words, not as a name, that match no one are
      // something the record may not have; asked about, naming them.
      if (
        resolution.kind === 'unknown' &&
        !typedCapitalised(request, resolution.phrase) &&
        !request.reading.quoted.includes(resolution.phrase)
      ) {
        const words = resolution.phrase
          .split(/\s+/)
          .filter((word) => !STOPWORDS.has(word))
          .join(' ');
        return {
          kind: 'stop',
          handled: notUnderstood(
            request,
            resolution.phrase,
            `I don't know "${words}" for ${spec.plural}: it is no field I can filter them by, and no ${spec.party.kind} or item is called that.`,
          ),
        };
      }
      if (resolution.kind === 'unknown' && looksLikeName(request, resolution.phrase)) {
        return {
          kind: 'stop',
          handled: failed(
            intentOf(request),
            request.state,
            'not_found',
            `I couldn't find a ${spec.party.kind} or item matching "${resolution.phrase}". Check the spelling, or ask me to list ${spec.party.kind}s.`,
          ),
        };
      }
    } else if (record === 'itemLocation') {
      // "Stock of NW-1002 by warehouse": the item (or the warehouse) the rows are narrowed to.
      const resolution = await resolveName(request, ['item', 'location'], nameRuns);
      if (resolution.kind === 'ambiguous')
        return { kind: 'stop', handled: asked(request, resolution.text, resolution.question) };
      if (resolution.kind === 'found') {
        placed.add(resolution.phrase);
        const { candidate } = resolution;
        filters.push({
          kind: candidate.kind === 'location' ? 'location' : 'item',
          id: candidate.id,
          name: candidate.name,
        });
      }
    } else if (PARTY_NAMED[record] && reading.quoted[0]) {
      filters.push({ kind: 'name', contains: reading.quoted[0].toLowerCase() });
    } else if (PARTY_NAMED[record]) {
      const named = /\b(?:named|called|containing|like|matching|with name|whose name (?:is|contains))\s+(.+?)\s*$/.exec(
        reading.text,
      );
      // "customers named Acme", else a name standing on its own, capitalised: "show customer Acme Ltd".
      const name =
        named?.[1]?.replace(/["“”']/g, '').trim() ?? reading.leftovers.find((run) => typedAsName(request, run));
      if (name) {
        filters.push({ kind: 'name', contains: name });
        placeRunsNaming(reading.leftovers, name, placed);
      }
    }
  }
  return { kind: 'built', value: filters };
}

/** Marks the leftover runs whose words are all in a name that was used, so they count as read. */
function placeRunsNaming(runs: readonly string[], name: string, placed: Set<string>): void {
  const nameWords = new Set(nameTokens(name));
  for (const run of runs) {
    const words = nameTokens(run);
    if (words.length > 0 && words.every((word) => nameWords.has(word))) placed.add(run);
  }
}

/** Words of looking after customers: their sales rep, named with them. */
const LOOKED_AFTER =
  /['’]s (?=customers|clients|accounts)|\b(?:looks? after|looked after|look after|managed by|manages?|handled by|handles?|owned by|owns|assigned to|covered by|covers|sales ?rep(?:resentative)?|account manager|rep)\b/;

/** The words of what an entity owes, or what we owe it: its open invoices or bills. */
const OWE_WORDS = /\b(?:owe|owes|owed|owing|outstanding balance|open balance|unpaid balance|balance|debt)\b/;
/** Trading said as something the entity (or we) did: "bought from us", "we ordered from". */
const TRADING_VERB = /\b(?:bought|buys?|buying|purchased|ordered|spent|spend|sold|sells?)\b/;
/** The words of trading with an entity, by what they are: its sales to us or ours to it. */
const TRADING_WORDS: readonly (readonly [RegExp, Activity])[] = [
  [/\b(?:sales|sold|revenue|turnover|bought|buy|buys|business)\b/, 'sale'],
  [/\b(?:purchases|purchased|spend|spent|spending)\b/, 'purchase'],
  [/\b(?:paid|payments?)\b/, 'payment'],
  [/\b(?:ordered|orders)\b/, 'order'],
];

/**
 * Which transactions an entity list is filtered by, if any: "vendors with open bills",
 * "customers with no sales", "customers owing more than 5,000", "vendors with at least 10
 * bills". `summed` says an amount is what they add up to; `owed`, that it is what is still open.
 */
function activityRecord(
  record: RecordKind,
  other: FoundRecord | undefined,
  reading: Reading,
): { record?: RecordKind; absent: boolean; owed: boolean; summed: boolean } | undefined {
  const absent = reading.absences.length > 0;
  const activities = ACTIVITY_RECORDS[record];
  const owesWords = OWE_WORDS.test(reading.text);
  const trading = TRADING_WORDS.find(([pattern]) => pattern.test(reading.text))?.[1];
  const summed =
    owesWords || trading !== undefined || /\b(?:in total|total|totals|totalling|totaling|worth)\b/.test(reading.text);
  if (other && recordSpec(other.kind).transactionType) {
    // "Customers we bill in euros": the currency they are billed in is their own.
    if (record === 'customer' && other.kind === 'vendorBill' && /^bill(?:ed)?$/.test(other.phrase) && reading.currency)
      return undefined;
    // "Customers with bills": what a customer is billed is its invoices; it has no vendor bills.
    const kind =
      record === 'customer' && other.kind === 'vendorBill' && /^bill(?:s|ed)?$/.test(other.phrase)
        ? 'invoice'
        : other.kind;
    const owed = owesWords && recordSpec(kind).balanceSql !== undefined;
    return { record: kind, absent, owed, summed };
  }
  if (!activities) return undefined;
  const activity = reading.absences[0];
  if (activity) {
    const inner = activities[activity];
    if (inner === null) return undefined;
    return { ...(inner ? { record: inner } : {}), absent: true, owed: activity === 'owed', summed: false };
  }
  // "Customers who haven't paid", "overdue customers", "customers owing more than 5,000": their
  // open or overdue invoices.
  const owed = activities.owed;
  // "Customers who paid us more than 5,000 this year" is money that moved, not what is still owed.
  const paidAmount =
    trading === 'payment' &&
    reading.statusPhrases.every((phrase) => phrase === 'paid') &&
    (reading.money.length > 0 || reading.date !== undefined);
  if (
    owed &&
    !paidAmount &&
    (reading.overdue || owesWords || (reading.statusPhrases.length > 0 && statusFor(owed, reading.statusPhrases)))
  ) {
    return { record: owed, absent: false, owed: !reading.overdue, summed };
  }
  // "Customers with sales over 5,000", "items that sold more than 20 units", "customers who bought
  // from us last year", "vendors we ordered from": their trading, never the entity's own dates. An
  // item's own cost or price ("cost at least 300 to buy") is no trading.
  const ownField = reading.money.some((condition) => condition.measure === 'cost') || /\bpric/.test(reading.text);
  const tradedWhen = reading.date !== undefined && reading.date.field !== 'created';
  if (
    trading &&
    !ownField &&
    (reading.money.length > 0 || reading.counts.length > 0 || tradedWhen || TRADING_VERB.test(reading.text))
  ) {
    const inner = activities[trading];
    if (inner === null) return undefined;
    return { ...(inner ? { record: inner } : {}), absent: false, owed: false, summed: true };
  }
  const [count] = reading.counts;
  if (count) return { record: count.record, absent: false, owed: false, summed: false };
  return undefined;
}

/**
 * The transactions each trading activity means for an entity: a customer's sales are its
 * invoices, a vendor's purchases its bills, what either owes its open invoices or bills.
 * `undefined` is any transaction; `null` none that fits.
 */
const ACTIVITY_RECORDS: Readonly<
  Partial<Record<RecordKind, Readonly<Record<Activity, RecordKind | undefined | null>>>>
> = {
  customer: {
    sale: 'invoice',
    purchase: 'invoice',
    order: 'salesOrder',
    payment: 'customerPayment',
    owed: 'invoice',
    any: undefined,
  },
  vendor: {
    sale: 'vendorBill',
    purchase: 'vendorBill',
    order: 'purchaseOrder',
    payment: 'vendorPayment',
    owed: 'vendorBill',
    any: undefined,
  },
  item: { sale: 'invoice', purchase: 'vendorBill', order: 'salesOrder', payment: null, owed: null, any: undefined },
  // A sales rep's sales: the invoices and orders they are the sales rep of.
  employee: { sale: 'invoice', purchase: null, order: 'salesOrder', payment: null, owed: null, any: undefined },
};

const OPEN_STATUS = { codes: ['A'], label: 'open' } as const;

/** "Paid last month", "were paid this week", "paid in March": a date that says when the payment was. */
const PAID_WHEN =
  /\bpaid\s+(?:in\s+|during\s+|on\s+|since\s+|between\s+|from\s+|over\s+)?(?:this|last|past|previous|prior|the|yesterday|today|q[1-4]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)/;

/** "More than 5", "at most 1": a comparison with a number, in words. */
function describeComparison(comparator: Comparator, value: number): string {
  const words = {
    gt: 'more than',
    gte: 'at least',
    lt: 'fewer than',
    lte: 'at most',
    eq: 'exactly',
    between: 'about',
  } as const;
  return `${words[comparator]} ${whole(value)}`;
}

/** "Over 5,000", "under 5": the number a question is about, as the user said it. */
export function describeNumber(condition: MoneyCondition): string {
  const words = { gt: 'over', gte: 'at least', lt: 'under', lte: 'at most', eq: '', between: 'between' } as const;
  const upper = condition.comparator === 'between' ? ` and ${whole(condition.upper ?? condition.value)}` : '';
  return `${words[condition.comparator]} ${whole(condition.value)}${upper}`.trim();
}

/** Which amounts an entity has, for the question a bare number asks. */
const MONEY_FIELDS_OF: Readonly<Partial<Record<RecordKind, string>>> = {
  item: 'Do you mean the price (say "priced under 5") or the quantity available (say "under 5 available")?',
  itemLocation: 'Do you mean the quantity available (say "under 5 available") or on hand ("under 5 on hand")?',
  customer:
    'Do you mean the credit limit (say "credit limit over 100k"), or their invoices (say "customers with open invoices", then narrow)?',
};

/**
 * Whether words nothing else read are meant as a name: they follow "for", "from", "of" or
 * "named", are quoted, or were typed with a capital letter ("Kulas Software purchase orders").
 */
function looksLikeName(request: Request, phrase: string): boolean {
  // "Kemmer other than Kemmer Logistics" is two names and an exclusion, not one name to look up.
  if (/\b(?:other than|except|excluding|besides|apart from|but not|not)\b/.test(phrase)) return false;
  if (/^(?:for|from|of|by|to|named|called|customer|vendor|supplier|client|with|at)\b/.test(phrase)) return true;
  if (request.reading.quoted.includes(phrase)) return true;
  return typedCapitalised(request, phrase);
}

/** Whether a word of the phrase (other than a stopword) was typed with a capital letter. */
function typedCapitalised(request: Request, phrase: string): boolean {
  const words = phrase.split(/\s+/).filter((word) => !STOPWORDS.has(word) && /^[a-z]/.test(word));
  return words.some((word) => {
    const capitalised = `${word.charAt(0).toUpperCase()}${word.slice(1)}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[^A-Za-z])${capitalised}(?![a-z])`).test(request.prompt);
  });
}

/**
 * A run typed the way a name is: every word of substance capitalised, and no preposition before it
 * ("in Michagan" is a place mistyped, "does Kling Group have ..." a question).
 */
function typedAsName(request: Request, run: string): boolean {
  if (/^(?:in|at|from|near|around|within|by|for|to|on|of|with|does|do|did|is|are|has|have)\b/.test(run)) return false;
  // "Just the ones in London": a place, said after a preposition, is no part of a name.
  if (/\b(?:in|at|from|near|around|within|outside)\s+[a-z]/.test(run)) return false;
  const words = run.split(/\s+/).filter((word) => !STOPWORDS.has(word) && /^[a-z]/.test(word));
  return (
    words.length > 0 &&
    words.every((word) => {
      const capitalised = `${word.charAt(0).toUpperCase()}${word.slice(1)}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`(?:^|[^A-Za-z])${capitalised}(?![a-z])`).test(request.prompt);
    })
  );
}

function asked(request: Request, text: string, question: NonNullable<PlannerState['question']>): Handled {
  const options =
    question.kind === 'binding'
      ? question.candidates.map((candidate) => ({
          label: `${candidate.name} (${candidate.kind} id ${candidate.id})`,
          value: `${candidate.name} (id ${candidate.id})`,
        }))
      : [];
  // The turn is still the request it was (a query, an update): the question is how it is answered.
  return {
    outcome: { kind: 'question', text, options },
    intent: requestIntent(request),
    state: { ...request.state, question },
  };
}

/** The intent a request was classified as, as a turn reports it. */
export function requestIntent(request: Request): Handled['intent'] {
  const { intent } = request.classified;
  switch (intent) {
    case 'suiteql':
    case 'lines':
      return 'query';
    case 'finance':
      return 'aggregate';
    case 'unsupported':
      return 'out_of_scope';
    default:
      return intent;
  }
}

export { asked };

/**
 * A precise question about words the planner could not place: it names them and says what it
 * can do, instead of answering from the rest. The answer takes the words' place in the request.
 */
export function notUnderstood(request: Request, phrase: string, explanation: string): Handled {
  return {
    outcome: {
      kind: 'question',
      text: `${explanation} Say it another way, or answer "ignore it" to go on without "${phrase}".`,
      options: [],
    },
    intent: requestIntent(request),
    state: { ...request.state, question: { kind: 'rephrase', prompt: request.prompt, phrase } },
  };
}

/**
 * A negation no reader gave a meaning ("not in Texas", "aren't active"): asked about, never
 * dropped, since the rest read alone would answer the opposite.
 */
function unreadNegation(request: Request): Handled | undefined {
  const [phrase] = request.reading.unreadNegations.filter(
    (negation) => !request.ignored.some((ignored) => ignored.toLowerCase() === negation),
  );
  if (!phrase) return undefined;
  return notUnderstood(
    request,
    phrase,
    `I can't tell what "${phrase}" should leave out, and answering without it would show the opposite. I understand "not" with paid, received, shipped, billed and approved ("invoices not yet paid"), "no" or "haven't" with sales, orders and purchases ("customers with no sales this year"), and "without" with email and phone.`,
  );
}

/** Words of the leftover runs that no reader placed and that carry meaning. */
export function unplacedWords(request: Request, placed: ReadonlySet<string>): string[] {
  const { reading } = request;
  const ignored = new Set(request.ignored.flatMap((phrase) => phrase.toLowerCase().split(/\s+/)));
  const functionWords = new Set(reading.words.filter(isFunctionWord).map((word) => word.value));
  return reading.leftovers
    .filter((run) => !placed.has(run))
    .flatMap((run) => run.split(/\s+/))
    .filter(
      (word) =>
        word !== '' &&
        !ignored.has(word) &&
        (SCOPE_WORDS.has(word) || (!STOPWORDS.has(word) && !FILLERS.has(word) && !functionWords.has(word))),
    );
}

/**
 * "Anything Mills - Glover hasn't paid?", "is Beier LLC overdue?": paid, unpaid or late said of
 * a party named with no record word. A customer's are its invoices, a vendor's our bills from
 * it; the name, once found, is bound so the query reads it as that party.
 */
async function owedByParty(
  request: Request,
): Promise<
  | { kind: 'found'; record: RecordKind; request: Request }
  | { kind: 'ask'; text: string; question: PendingQuestion }
  | undefined
> {
  const { reading } = request;
  const aboutPaying = reading.overdue || reading.notDue || statusFor('invoice', reading.statusPhrases) !== undefined;
  // "Has Erdman Group ordered anything from us this year?", "what has Beier LLC billed us?"
  const traded = PARTY_TRADED.find(([pattern]) => pattern.test(reading.text));
  if (!aboutPaying && !traded) return undefined;
  const runs = [...reading.leftovers.filter((run) => looksLikeName(request, run)), ...reading.quoted];
  if (runs.length === 0) return undefined;
  const verbs = new Set(traded ? reading.text.match(traded[0])?.[0].split(' ') : []);
  const resolution = await resolveName(request, ['customer', 'vendor'], runs, verbs);
  if (resolution.kind === 'ambiguous') return { kind: 'ask', text: resolution.text, question: resolution.question };
  if (resolution.kind !== 'found') return undefined;
  const { candidate, phrase } = resolution;
  const vendor = candidate.kind === 'vendor';
  const record = traded && !aboutPaying ? traded[vendor ? 2 : 1] : vendor ? 'vendorBill' : 'invoice';
  return {
    kind: 'found',
    record,
    request: { ...request, bindings: { ...request.bindings, [phrase]: candidate } },
  };
}

/** A party's trading said with a verb, and the records it is: a customer's, then a vendor's. */
const PARTY_TRADED: readonly (readonly [RegExp, RecordKind, RecordKind])[] = [
  [/\b(?:ordered|order(?:s|ing)?|placed (?:an? |any )?orders?)\b/, 'salesOrder', 'purchaseOrder'],
  [/\b(?:bought|buys?|purchased|billed|invoiced)\b/, 'invoice', 'vendorBill'],
];

/** The status words that only say what a record is: an invoice is invoiced, a bill billed. */
const OWN_VERBS: Readonly<Partial<Record<RecordKind, readonly string[]>>> = {
  invoice: ['invoiced', 'billed'],
  vendorBill: ['billed'],
  itemReceipt: ['received'],
  customerPayment: ['paid'],
  vendorPayment: ['paid'],
};

/** "Their invoices" after a list longer than the conversation keeps: some would be left out. */
function tooManyShown(request: Request): Handled {
  return failed(
    intentOf(request),
    request.state,
    'list_too_long',
    `The last list has more rows than I keep for a follow-up (${SHOWN_ROWS_KEPT}), so "their" would leave some out. Narrow the list first, or name them ("invoices of customers in Ontario").`,
  );
}

/** "What ... from customers", "anything ... to vendors": the party side of what is owed. */
const PARTY_SIDE =
  /^(?:what(?:'s| is| are)?|whats|anything|everything|whatever|how much(?: is)?|is there anything)\b.*\b(?:from|to|by|owed by|owed to|with)\s+(?:our\s+|the\s+)?(customers|clients|vendors|suppliers)\b/;

function owedToOrBy(reading: Reading): { party: 'customer' | 'vendor'; record: RecordKind } | undefined {
  const said = PARTY_SIDE.exec(reading.text)?.[1];
  if (!said || reading.records.length !== 1) return undefined;
  const owing =
    reading.overdue ||
    reading.notDue ||
    reading.date?.field === 'due' ||
    statusFor('invoice', reading.statusPhrases) !== undefined;
  if (!owing) return undefined;
  return /^(?:customers|clients)$/.test(said)
    ? { party: 'customer', record: 'invoice' }
    : { party: 'vendor', record: 'vendorBill' };
}

/** Whether a period starts after another ends: "this year" after "last year". */
function after(later: DateRange, earlier: DateRange): boolean {
  return later.from !== undefined && earlier.to !== undefined && later.from > earlier.to;
}

/** Which records to list when the words named none: ask, offering the usual ones. */
function whichRecords(
  request: Request,
  text = 'Which records do you mean? For example invoices, sales orders, purchase orders, vendor bills, customers, vendors or items.',
): Handled {
  const options = ['invoices', 'sales orders', 'purchase orders', 'vendor bills', 'customers', 'vendors', 'items'].map(
    (label) => ({ label, value: label }),
  );
  return {
    outcome: { kind: 'question', text, options },
    intent: requestIntent(request),
    state: { ...request.state, question: { kind: 'append', prompt: request.prompt, template: '{prompt} {answer}' } },
  };
}

/** The query the words ask for, about `forced` when given (a follow-up keeps the last list's record). */
export async function querySpecFromReading(request: Request, forced?: RecordKind): Promise<Built<QuerySpec>> {
  const { reading } = request;
  const last = forced ? undefined : lastQuery(request.state);
  // "Which of those ..." with nothing shown yet: the rows it means are not there to narrow.
  if (!last && !forced && OF_THE_SHOWN.test(reading.text)) {
    return {
      kind: 'stop',
      handled: whichRecords(
        request,
        'There is no list in this conversation yet for "those" to point at. Which records do you mean? For example invoices, sales orders, purchase orders, vendor bills, customers, vendors or items.',
      ),
    };
  }
  // "What's overdue from customers?", "anything due to vendors next week?": what they owe, or we owe them.
  const side = forced ? undefined : owedToOrBy(reading);
  if (side) {
    const records = reading.records.filter((found) => found.kind !== side.party);
    return querySpecFromReading({ ...request, reading: { ...reading, records } }, side.record);
  }
  const { main, other } = narrowsListedEntities(reading, last) ?? mainRecord(request);
  // "Just at the East Coast Warehouse" after stock per location: the place of the same rows.
  const placeOfShown = !forced && main?.kind === 'location' && last?.record === 'itemLocation';
  const explicit = placeOfShown ? undefined : (forced ?? main?.kind ?? documentRecord(reading.documents));
  const implied = impliedRecord(reading);
  // A follow-up that names no records ("how many?", "only those in Texas"), or names the same
  // ones again ("just the invoices over 5,000"), continues the last table.
  const followsUp =
    last !== undefined &&
    (explicit === undefined
      ? implied === undefined ||
        implied === last.record ||
        CONTINUING.test(reading.text) ||
        REFERS_BACK.test(reading.text)
      : explicit === last.record && (CONTINUING.test(reading.text) || REFERS_BACK.test(reading.text)));
  const continued = followsUp ? last : undefined;
  // "What stock do we have at the Toronto warehouse?": the warehouse is where, the items what.
  const named = explicit === 'location' && reading.stock.subject ? 'item' : (explicit ?? continued?.record ?? implied);
  if (!named) {
    const owing = await owedByParty(request);
    if (owing?.kind === 'ask') return { kind: 'stop', handled: asked(request, owing.text, owing.question) };
    if (owing) return querySpecFromReading(owing.request, owing.record);
    return { kind: 'stop', handled: whichRecords(request) };
  }
  const record = await stockRecordAt(request, stockRecord(named, reading));
  const negation = unreadNegation(request);
  if (negation) return { kind: 'stop', handled: negation };
  const placed = new Set<string>();
  const read = await filtersFor(request, record, other, placed);
  if (read.kind === 'stop') return read;
  const earlier = await earlierFilters(request, record, continued, last, placed);
  if (earlier.kind === 'stop') return earlier;
  const filters = { kind: 'built' as const, value: mergeFilters(earlier.value, read.value) };
  const limit = reading.limit ?? continued?.limit;
  const sort = reading.sort ?? continued?.sort;
  const spec = recordSpec(record);
  const usableSort =
    sort &&
    ((sort.field === 'amount' && spec.amountSql) ||
      (sort.field === 'balance' && spec.balanceSql) ||
      ((sort.field === 'date' || sort.field === 'created') && spec.dateSql) ||
      (sort.field === 'due' && spec.dueDateSql) ||
      sort.field === 'name')
      ? sort
      : undefined;
  const query: QuerySpec = {
    record,
    filters: filters.value,
    ...(usableSort ? { sort: usableSort } : {}),
    ...(limit ? { limit } : {}),
  };
  const unplaced = unplacedWords(request, placed);
  if (unplaced.length > 0) {
    const phrase = unplaced.join(' ');
    return {
      kind: 'stop',
      handled: notUnderstood(
        request,
        phrase,
        `I didn't understand "${phrase}" in your request. Without it I would list ${describeQuery(query)}.`,
      ),
    };
  }
  return { kind: 'built', value: query };
}

/**
 * What a follow-up keeps of the last question: all of it when it continues the same records;
 * for "which customers are those?", the last transactions as a condition on their customers;
 * for "what about invoices?", the dates, places and amounts that mean the same for invoices.
 */
async function earlierFilters(
  request: Request,
  record: RecordKind,
  continued: QuerySpec | undefined,
  last: QuerySpec | undefined,
  placed: Set<string>,
): Promise<Built<Filter[]>> {
  if (continued)
    return { kind: 'built', value: beforeThePeriodShown(request.reading, continued.filters) ?? [...continued.filters] };
  const shown = ofTheShown(record, request.reading, request.state);
  if (shown === 'too many') return { kind: 'stop', handled: tooManyShown(request) };
  if (shown) return { kind: 'built', value: [shown] };
  if (!last || last.record === record) return { kind: 'built', value: [] };
  const { text } = request.reading;
  const entity = !recordSpec(record).transactionType;
  const named = request.reading.records.filter((found) => recordSpec(found.kind).transactionType);
  if (entity && named.length === 0 && REFERS_BACK.test(text) && recordSpec(last.record).transactionType) {
    const had = hadThem(last, record);
    if ('unplaced' in had) {
      return {
        kind: 'stop',
        handled: notUnderstood(
          request,
          'those',
          `I can't tell which ${recordSpec(record).plural} "${had.unplaced}" belong to.`,
        ),
      };
    }
    for (const run of request.reading.leftovers) if (REFERS_BACK.test(run)) placed.add(run);
    return { kind: 'built', value: [had.filter] };
  }
  if (CONTINUING.test(text)) return { kind: 'built', value: carriedOver(last.filters, last.record, record) };
  return { kind: 'built', value: [] };
}

/**
 * Items asked about by warehouse or by stock level are read per item and location
 * (`inventoryitemlocations`), where NetSuite keeps quantities and reorder points.
 */
function stockRecord(record: RecordKind, reading: Reading): RecordKind {
  if (record !== 'item') return record;
  const { stock } = reading;
  // "Across all warehouses" adds them up: no one place is meant.
  const atLocation =
    /\b(?:warehouse|location|site)s?\b/.test(reading.text) &&
    !/\b(?:across|in all|at all|in every|at every) (?:all |every )?(?:(?:the|our) )?(?:warehouses|locations|sites)\b/.test(
      reading.text,
    );
  return stock.state !== undefined || stock.byLocation || (atLocation && stock.quantities.length > 0)
    ? 'itemLocation'
    : record;
}

/**
 * Stock asked about at a place named without the word warehouse ("inventory at Manchester",
 * "low stock in Toronto"): per item and location, that location's rows.
 */
async function stockRecordAt(request: Request, record: RecordKind): Promise<RecordKind> {
  const { stock, text } = request.reading;
  if (record !== 'item' || !(stock.subject || stock.state) || stock.byLocation) return record;
  const places = await findMentioned(request.session.tools, 'location', text);
  return places.length > 0 ? 'itemLocation' : record;
}

/** The rows kept for "the second one": each row's id and what it is. */
function shownRows(rows: readonly TypedRow[], record: RecordKind | undefined): ShownRow[] {
  return rows.slice(0, SHOWN_ROWS_KEPT).flatMap((row) => {
    const id = row.id;
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    const label = [row.number, row.name, row.customer, row.vendor, row.item].find((value) => typeof value === 'string');
    return [{ id: String(id), ...(record ? { record } : {}), label: typeof label === 'string' ? label : String(id) }];
  });
}

async function table(
  request: Request,
  built: BuiltQuery,
  caption: (count: number) => string,
  last: LastTable,
  record: RecordKind | undefined,
  download?: 'csv',
): Promise<Handled> {
  const ran = await runSuiteql(request, built.sql);
  if (!ran.ok) return ran.handled;
  const rows = typedRows(ran.output.rows, built.columns);
  const count = Math.max(ran.output.totalResults, rows.length);
  const state: PlannerState = { last, rows: shownRows(rows, record) };
  if (rows.length === 0) {
    return {
      // "Top 10 customers by ...: none found" reads; "No Top 10 customers by ... found" would not.
      outcome: {
        kind: 'answer',
        markdown: /^Top\b/.test(caption(0))
          ? `${caption(0)}: none found.`
          : `No ${caption(0).replace(/^0 /, '')} found.`,
      },
      intent: intentOf(request),
      state,
    };
  }
  const shown = rows.length < count ? ` (showing the first ${whole(rows.length)})` : '';
  return {
    outcome: {
      kind: 'table',
      rows,
      count,
      columns: built.columns,
      caption: `${capitalize(caption(count))}${shown}`,
      ...(download ? { download } : {}),
    },
    intent: intentOf(request),
    state,
  };
}

export async function listRecords(request: Request, query: QuerySpec, download?: 'csv'): Promise<Handled> {
  const handled = await table(
    request,
    buildListQuery(query),
    (count) => describeQuery(query, count),
    { kind: 'query', query },
    recordSpec(query.record).rowRecord ?? query.record,
    download,
  );
  return query.limit === 1 && query.sort?.field === 'amount' ? await stateTheAmount(request, handled) : handled;
}

/**
 * "The smallest invoice this year" asks for one document and its amount: the caption states the
 * amount in the base currency (the ranking's), with the document's own when it differs.
 */
async function stateTheAmount(request: Request, handled: Handled): Promise<Handled> {
  const { outcome } = handled;
  const row = outcome.kind === 'table' && outcome.rows.length === 1 ? outcome.rows[0] : undefined;
  if (outcome.kind !== 'table' || !row || typeof row.amount !== 'number') return handled;
  const { baseCurrency } = await request.session.account();
  const base = typeof row.amount_base === 'number' ? row.amount_base : row.amount;
  const currency = typeof row.currency === 'string' ? row.currency : baseCurrency;
  const own = currency !== baseCurrency ? ` (${currency} ${money(row.amount)})` : '';
  const which = row.number ?? row.name;
  return {
    ...handled,
    outcome: {
      ...outcome,
      caption: `${outcome.caption}: ${which ? `${which}, ` : ''}**${baseCurrency} ${money(base)}**${own}`,
    },
  };
}

export async function handleQuery(request: Request): Promise<Handled> {
  // "What about this month?", "just the top 5" after a total or a ranking: the same figures again.
  const aggregate = lastAggregate(request.state);
  const { reading } = request;
  if (
    aggregate &&
    reading.records.length === 0 &&
    (CONTINUING.test(reading.text) || (reading.limit !== undefined && reading.leftovers.length === 0))
  ) {
    const built = await querySpecFromReading(request);
    if (built.kind === 'stop') return built.handled;
    return runAggregate(request, {
      ...aggregate,
      query: { record: built.value.record, filters: built.value.filters },
      ...(reading.limit !== undefined && aggregate.groupBy ? { top: reading.limit } : {}),
    });
  }
  const built = await querySpecFromReading(request);
  if (built.kind === 'stop') return built.handled;
  return listRecords(request, built.value);
}

/** Words that ask what was bought; once the request is read as lines, they name nothing. */
const BUYING_WORDS = [
  'buy',
  'bought',
  'purchase',
  'purchased',
  'order',
  'ordered',
  'get',
  'got',
  'items',
  'products',
  'goods',
  'lines',
  'line',
];

/**
 * "What did Green and Sons buy last month?": the item lines of the party's invoices (what they
 * bought) or sales orders (what they ordered); for "what did we buy from Kemmer", the vendor's
 * bills or purchase orders.
 */
export async function handleLines(request: Request): Promise<Handled> {
  const { text } = request.reading;
  const { main } = mainRecord(request);
  const leftovers = request.reading.leftovers
    .map((run) =>
      run
        .split(' ')
        .filter((word) => !BUYING_WORDS.includes(word))
        .join(' '),
    )
    .filter((run) => run.trim() !== '');
  const records = request.reading.records.filter((found) => recordSpec(found.kind).transactionType);
  const lines: Request = {
    ...request,
    reading: { ...request.reading, leftovers, records },
    ignored: [...request.ignored, ...BUYING_WORDS],
  };
  const ordered = /\border(?:ed|s)?\b/.test(text);
  const named = main && recordSpec(main.kind).transactionType ? main.kind : undefined;
  if (named) return linesOf(lines, named);
  // Whose lines: a customer's (what they bought from us) or a vendor's (what we bought from them).
  const weBought = /\b(?:we|i|us)\b.{0,30}\b(?:buy|bought|purchase|purchased|order|ordered|get|got)\b/.test(text);
  const resolution = await resolveName(
    lines,
    weBought ? ['vendor'] : ['customer', 'vendor'],
    leftovers.filter((run) => looksLikeName(request, run)),
  );
  if (resolution.kind === 'ambiguous') return asked(request, resolution.text, resolution.question);
  // "What items were on them?": the lines of the transactions just shown.
  const last = lastQuery(request.state);
  if (resolution.kind === 'none' && last && recordSpec(last.record).transactionType && REFERS_BACK.test(text)) {
    const built = await querySpecFromReading(lines);
    if (built.kind === 'stop') return built.handled;
    return listRecords(request, { ...built.value, lines: true });
  }
  const vendor = weBought || (resolution.kind === 'found' && resolution.candidate.kind === 'vendor');
  const record: RecordKind = vendor ? (ordered ? 'purchaseOrder' : 'vendorBill') : ordered ? 'salesOrder' : 'invoice';
  const bound =
    resolution.kind === 'found'
      ? { ...lines, bindings: { ...lines.bindings, [resolution.phrase]: resolution.candidate } }
      : lines;
  return linesOf(bound, record);
}

async function linesOf(request: Request, record: RecordKind): Promise<Handled> {
  const built = await querySpecFromReading(request, record);
  if (built.kind === 'stop') return built.handled;
  return listRecords(request, { ...built.value, lines: true });
}

export async function handleCount(request: Request): Promise<Handled> {
  const built = await querySpecFromReading(request);
  if (built.kind === 'stop') return built.handled;
  const query = built.value;
  // "NW-1010 stock by warehouse", then "how many of those are at West Coast?": units, not rows.
  const item = query.filters.find((filter) => filter.kind === 'item');
  if (query.record === 'itemLocation' && item?.kind === 'item') return countUnits(request, query, item.name);
  const ran = await runSuiteql(request, buildCountQuery(query).sql, 1);
  if (!ran.ok) return ran.handled;
  const count = Number(ran.output.rows[0]?.count ?? 0);
  const { limit: _limit, sort: _sort, ...counted } = query;
  const words = describeQuery(counted, count);
  return {
    outcome: {
      kind: 'answer',
      markdown: `There ${count === 1 ? 'is' : 'are'} **${whole(count)}** ${words.replace(/^[\d,]+ /, '')}.`,
    },
    intent: 'count',
    state: { last: { kind: 'query', query: counted } },
  };
}

/** The units of one item the stock rows hold, on hand unless the words say available or on order. */
async function countUnits(request: Request, query: QuerySpec, itemName: string): Promise<Handled> {
  const handled = await listRecords(request, query);
  const { outcome } = handled;
  if (outcome.kind !== 'table' && outcome.kind !== 'answer') return handled;
  const rows = outcome.kind === 'table' ? outcome.rows : [];
  const { text } = request.reading;
  const [column, label] = /\bavailable\b/.test(text)
    ? ['available', 'available']
    : /\bon order\b/.test(text)
      ? ['on_order', 'on order']
      : ['on_hand', 'on hand'];
  const units = rows.reduce((sum, row) => sum + (typeof row[column] === 'number' ? row[column] : 0), 0);
  const location = query.filters.find((filter) => filter.kind === 'location');
  const where =
    location?.kind === 'location'
      ? `at ${location.name}`
      : `across ${whole(rows.length)} location${rows.length === 1 ? '' : 's'}`;
  return {
    ...handled,
    intent: 'count',
    outcome: {
      kind: 'answer',
      markdown: `There ${units === 1 ? 'is' : 'are'} **${whole(units)}** unit${units === 1 ? '' : 's'} of ${itemName} ${label} ${where}.`,
    },
  };
}

/** "By customer", "per month", "in each status", "for each warehouse", "split by vendor". */
const BY_EACH = '\\b(?:by|per|in each|for each|of each|each|across)';

const GROUP_WORDS: readonly { readonly pattern: RegExp; readonly group: Grouping }[] = [
  { pattern: /\b(?:by|per|each|every) month\b|\bmonthly\b|\bmonth by month\b|\bmonth over month\b/, group: 'month' },
  { pattern: new RegExp(`${BY_EACH} status(?:es)?\\b`), group: 'status' },
  { pattern: new RegExp(`${BY_EACH} (?:location|warehouse)s?\\b`), group: 'location' },
  { pattern: new RegExp(`${BY_EACH} subsidiar(?:y|ies)\\b`), group: 'subsidiary' },
  { pattern: new RegExp(`${BY_EACH} (?:customer|client)s?\\b`), group: 'customer' },
  { pattern: new RegExp(`${BY_EACH} (?:vendor|supplier)s?\\b`), group: 'vendor' },
  { pattern: new RegExp(`${BY_EACH} (?:item|product|sku)s?\\b`), group: 'item' },
  {
    pattern: new RegExp(`${BY_EACH} (?:sales ?(?:rep|person|people)|rep|account manager|employee)s?\\b`),
    group: 'employee',
  },
];

/**
 * What a ranking or a breakdown is about: which transactions, grouped by what, and for a
 * follow-up ("total?", "break it down by month", "total them by vendor") the last table's
 * conditions to start from.
 */
function aggregateShape(
  request: Request,
): { record: RecordKind; groupBy?: Grouping; base?: Filter[] } | 'too many' | undefined {
  const shape = namedShape(request);
  const last = lastQuery(request.state);
  // "Customers in Ontario", then "how much do they owe us?": their transactions.
  const shown = shape ? ofTheShown(shape.record, request.reading, request.state) : undefined;
  if (shown === 'too many') return shown;
  if (shape && shown) return { ...shape, base: [shown] };
  if (!last || !recordSpec(last.record).transactionType) return shape;
  const { text } = request.reading;
  const namesTransactions = request.reading.records.some((found) => recordSpec(found.kind).transactionType);
  const pointsBack = CONTINUING.test(text) || REFERS_BACK.test(text) || request.reading.records.length === 0;
  if (!namesTransactions && pointsBack && (!shape || shape.record === last.record || !impliedRecord(request.reading))) {
    const groupBy = shape?.groupBy ?? GROUP_WORDS.find(({ pattern }) => pattern.test(text))?.group;
    const base = beforeThePeriodShown(request.reading, last.filters) ?? [...last.filters];
    return { record: last.record, ...(groupBy ? { groupBy } : {}), base };
  }
  if (shape && !namesTransactions && ranksPartiesOfShown(shape, last, request.reading))
    return { ...shape, base: [...last.filters] };
  return shape;
}

/**
 * Who a ranking without an entity word ranks, by what the verb says they do: "who bought the
 * most from us" ranks customers, "who did we spend the most with" vendors.
 */
function rankedParty(text: string): 'customer' | 'vendor' | undefined {
  if (/\b(?:from|with|to) us\b|\bbrought in\b|\bgenerated\b|\b(?:sales|revenue|turnover)\b/.test(text))
    return 'customer';
  if (
    /\b(?:we|i)\b.{0,25}\b(?:spend|spent|spending|buy|bought|purchase|purchased|pay|paid|order|ordered|use|used)\b/.test(
      text,
    )
  )
    return 'vendor';
  return undefined;
}

function namedShape(request: Request): { record: RecordKind; groupBy?: Grouping } | undefined {
  const { text } = request.reading;
  const { main, other } = mainRecord(request);
  const explicitGroup = GROUP_WORDS.find(({ pattern }) => pattern.test(text))?.group;
  // "Who owes us the most" ranks customers by what is open; "who do we owe the most", vendors.
  const owedTo =
    /\bwho do (?:we|i) owe\b|\bcreditors\b|\bof (?:them|those|these) do (?:we|i) owe\b|\bhow much (?:we|i) owe\b/.test(
      text,
    )
      ? 'vendor'
      : /\bwho (?:owes?|owe) (?:us|me)\b|\bdebtors\b|\bof (?:them|those|these) (?:owes?|owe) (?:us|me)\b|\bhow much they owe\b/.test(
            text,
          )
        ? 'customer'
        : undefined;
  const ranking = request.classified.intent === 'aggregate' && request.classified.ranking;
  const entity =
    main && !recordSpec(main.kind).transactionType ? main.kind : (owedTo ?? (ranking ? rankedParty(text) : undefined));
  const transaction =
    (other && recordSpec(other.kind).transactionType ? other.kind : undefined) ??
    (main && recordSpec(main.kind).transactionType ? main.kind : undefined);

  if (ranking && (entity === 'customer' || entity === 'vendor' || entity === 'item' || entity === 'employee')) {
    const record =
      transaction ??
      (entity === 'vendor'
        ? /\border/.test(text)
          ? 'purchaseOrder'
          : 'vendorBill'
        : entity === 'item' && SPEND_WORDS.test(text)
          ? 'vendorBill'
          : /\borders?\b/.test(text)
            ? 'salesOrder'
            : 'invoice');
    const groupBy: Grouping = entity === 'employee' ? 'employee' : entity;
    return { record, groupBy: explicitGroup ?? groupBy };
  }
  // "How much have customers not paid us?", "how much is overdue from customers": a total of
  // what the entities trade, their invoices or bills.
  const money = /\bhow much\b|\b(?:money|amount|value|paid|owe[sd]?|overdue|balance|unpaid|outstanding)\b/.test(text);
  const traded = !money
    ? undefined
    : entity === 'customer'
      ? 'invoice'
      : entity === 'vendor'
        ? 'vendorBill'
        : undefined;
  const record = transaction ?? impliedRecord(request.reading) ?? traded;
  if (!record) return undefined;
  return { record, ...(explicitGroup ? { groupBy: explicitGroup } : {}) };
}

export async function handleAggregate(request: Request): Promise<Handled> {
  const classified = request.classified;
  if (classified.intent !== 'aggregate') return handleQuery(request);
  const shape = aggregateShape(request);
  if (shape === 'too many') return tooManyShown(request);
  if (!shape) return whichRecords(request);
  const negation = unreadNegation(request);
  if (negation) return negation;
  const placed = new Set<string>();
  // "Months with sales over 40,000", "only customers over 10k": a condition on the groups.
  const having = shape.groupBy ? groupCondition(request) : undefined;
  const reading = having ? { ...request.reading, money: [] } : request.reading;
  const read = await filtersFor({ ...request, reading }, shape.record, undefined, placed);
  if (read.kind === 'stop') return read.handled;
  const filters = { value: mergeFilters(shape.base ?? [], read.value) };
  const unplaced = unplacedWords(request, placed);
  if (unplaced.length > 0) {
    const phrase = unplaced.join(' ');
    return notUnderstood(request, phrase, `I didn't understand "${phrase}" in your request.`);
  }
  const { text } = request.reading;
  // Receivables and payables are what is still owed: "AR total" is the open balance.
  const balance =
    /\b(?:balance|outstanding|owe[sd]?|owing|unpaid|remaining|due|overdue|debtors|creditors|receivables?|payables?|ar|ap|a\/r|a\/p)\b|\bnot (?:yet )?(?:been )?paid\b|\bn't (?:yet )?(?:been )?paid\b/.test(
      text,
    );
  const spec = recordSpec(shape.record);
  const of = balance && spec.balanceSql ? 'balance' : 'amount';
  // What is owed is what is still open.
  const open: Filter = { kind: 'status', codes: ['A'], label: 'open' };
  const owed = spec.transactionType === 'CustInvc' || spec.transactionType === 'VendBill';
  const filtered =
    of === 'balance' && owed && !filters.value.some((filter) => filter.kind === 'status')
      ? [...filters.value, open]
      : filters.value;
  // "Top customers" are the first ten; "sales by customer", "total them by vendor, biggest first" all of them.
  const ranked =
    /\b(?:top|best|worst|bottom|most|least)\b|\b(?:biggest|largest|highest|smallest|lowest)\b(?!(?: \w+)? first)/.test(
      text,
    );
  // "Who did we spend the most with?" asks for one; "who are our top customers?" for a ranking.
  const one =
    /^who\b(?! (?:are|were)\b)|^(?:which|what) (?:customer|client|vendor|supplier|item|product|employee|sales ?rep)\b(?!s)/.test(
      text,
    );
  const top =
    request.reading.limit ?? (shape.groupBy && shape.groupBy !== 'month' && ranked ? (one ? 1 : 10) : undefined);
  const byQuantity = shape.groupBy === 'item' && /\b(?:units?|quantity|quantities|volume|pieces|pcs)\b/.test(text);
  const aggregate: AggregateSpec = {
    query: { record: shape.record, filters: filtered },
    measure: classified.measure,
    of,
    ...(shape.groupBy ? { groupBy: shape.groupBy } : {}),
    ...(top && shape.groupBy ? { top } : {}),
    ...(having ? { having } : {}),
    ...(byQuantity ? { byQuantity } : {}),
    ...(request.reading.sort?.direction === 'asc' || /\b(?:bottom|worst|smallest|lowest|least)\b/.test(text)
      ? { direction: 'asc' as const }
      : {}),
  };
  return runAggregate(request, aggregate);
}

/** Words naming the groups of a breakdown, before the amount they are compared by. */
const GROUP_NOUNS = '(?:customers?|clients?|vendors?|suppliers?|months?|items?|products?|ones|those|them)';

/**
 * The amount a breakdown's groups are compared by, when the words put it on the groups ("months
 * with sales over 40,000", "only customers over 10k") rather than on the transactions.
 */
function groupCondition(request: Request): AggregateSpec['having'] {
  const { text, money } = request.reading;
  const [condition] = money;
  if (!condition) return undefined;
  const onGroups = new RegExp(
    `\\b${GROUP_NOUNS}\\b(?:\\s+(?:with|that|who|whose|where|having|had|did))?(?:\\s+(?:total\\s+)?(?:sales|revenue|spend|spending|purchases|totals?|bills|billing))?(?:\\s+(?:of|were|was|are|is))?\\s+${COMPARISON_WORDS}\\s+[$£€]?\\d`,
  ).test(text);
  if (!onGroups) return undefined;
  return {
    comparator: condition.comparator,
    value: condition.value,
    ...(condition.upper !== undefined ? { upper: condition.upper } : {}),
  };
}

export async function runAggregate(request: Request, aggregate: AggregateSpec, download?: 'csv'): Promise<Handled> {
  const { baseCurrency } = await request.session.account();
  let built: BuiltQuery;
  try {
    built = buildAggregateQuery(aggregate, baseCurrency);
  } catch (error) {
    return failed(
      'aggregate',
      request.state,
      'unsupported',
      error instanceof Error ? `I can't do that: ${error.message}.` : "I can't do that.",
    );
  }
  if (aggregate.groupBy) {
    const groupKind = aggregate.groupBy;
    const record: RecordKind | undefined =
      groupKind === 'customer' || groupKind === 'vendor' || groupKind === 'employee' || groupKind === 'item'
        ? groupKind
        : undefined;
    return table(
      request,
      built,
      () => describeAggregate(aggregate),
      { kind: 'aggregate', aggregate },
      record,
      download,
    );
  }
  const ran = await runSuiteql(request, built.sql, 50);
  if (!ran.ok) return ran.handled;
  const rows = typedRows(ran.output.rows, built.columns);
  const base = `total_${baseCurrency.toLowerCase()}`;
  const count = rows.reduce((sum, row) => sum + Number(row.count ?? 0), 0);
  const state: PlannerState = { last: { kind: 'aggregate', aggregate } };
  const noun = describeQuery(aggregate.query);
  if (count === 0) {
    // A sum of nothing is zero, and "how much" deserves the number; an average of nothing is not one.
    const zero = aggregate.measure === 'sum' ? `, so the total is **${baseCurrency} ${money(0)}**` : '';
    return { outcome: { kind: 'answer', markdown: `There are no ${noun}${zero}.` }, intent: 'aggregate', state };
  }
  const what = { sum: 'total', avg: 'average', max: 'largest', min: 'smallest', count: 'number' }[aggregate.measure];
  const measured = aggregate.of === 'balance' ? 'balance' : 'amount';
  const converted = (row: TypedRow) => Number(row[base] ?? 0);
  const overall =
    aggregate.measure === 'sum'
      ? rows.reduce((sum, row) => sum + converted(row), 0)
      : aggregate.measure === 'avg'
        ? rows.reduce((sum, row) => sum + converted(row) * Number(row.count ?? 0), 0) / count
        : aggregate.measure === 'max'
          ? Math.max(...rows.map(converted))
          : Math.min(...rows.map(converted));
  const perCurrency = rows.filter((row) => typeof row.currency === 'string');
  // "How much do customers owe us in Canadian dollars?": the figure is in that currency.
  const [only] = perCurrency;
  const inOne =
    aggregate.query.filters.some((filter) => filter.kind === 'currency') &&
    perCurrency.length === 1 &&
    only &&
    only.currency !== baseCurrency;
  if (inOne) {
    return {
      outcome: {
        kind: 'answer',
        markdown: `The ${what} ${measured} of ${describeQuery(aggregate.query, count)} is **${String(only.currency)} ${money(Number(only.total ?? 0))}** (${baseCurrency} ${money(Math.round(overall * 100) / 100)} at current exchange rates).`,
      },
      intent: 'aggregate',
      state,
    };
  }
  const lines = [
    `The ${what} ${measured} of ${describeQuery(aggregate.query, count)} is **${baseCurrency} ${money(Math.round(overall * 100) / 100)}**${perCurrency.length > 1 ? ' at current exchange rates' : ''}.`,
  ];
  if (perCurrency.length > 1 || (perCurrency[0] && perCurrency[0].currency !== baseCurrency)) {
    // A blank line before the list, so Markdown reads it as a list and not as lines of the paragraph.
    lines.push('', 'By currency:', '');
    for (const row of perCurrency) {
      lines.push(`- ${row.currency}: ${money(Number(row.total ?? 0))} (${whole(Number(row.count ?? 0))})`);
    }
  }
  return { outcome: { kind: 'answer', markdown: lines.join('\n') }, intent: 'aggregate', state };
}

/** "Export that": the last table again, with the download offered at once. */
export async function handleExport(request: Request): Promise<Handled> {
  const last = request.state.last;
  if (!last)
    return failed(
      'export',
      request.state,
      'nothing_to_export',
      'There is no table in this conversation to export yet. Ask for some records first.',
    );
  switch (last.kind) {
    case 'query':
      return {
        ...(await listRecords(request, { ...last.query, limit: last.query.limit ?? SUITEQL_ROW_CAP }, 'csv')),
        intent: 'export',
      };
    case 'aggregate':
      // A total is exported as the records it adds up; a breakdown as its rows.
      return last.aggregate.groupBy
        ? { ...(await runAggregate(request, last.aggregate, 'csv')), intent: 'export' }
        : {
            ...(await listRecords(request, { ...last.aggregate.query, limit: SUITEQL_ROW_CAP }, 'csv')),
            intent: 'export',
          };
    default:
      return failed(
        'export',
        request.state,
        'nothing_to_export',
        'Use the "Download as CSV" button under that table to export it.',
      );
  }
}

/** "The second one": the record behind a row of the last table, in full. */
export async function handleRecordDetail(request: Request, position: number | 'last'): Promise<Handled> {
  const rows = request.state.rows ?? [];
  const row = position === 'last' ? rows.at(-1) : rows[position - 1];
  if (!row?.record) {
    return failed(
      'record_detail',
      request.state,
      'no_such_row',
      rows.length === 0
        ? 'There is no list in this conversation to pick from yet.'
        : `The last table has ${rows.length} rows; pick one from 1 to ${rows.length}.`,
    );
  }
  const spec = recordSpec(row.record);
  const query: QuerySpec = { record: row.record, filters: [{ kind: 'id', id: row.id }] };
  if (!spec.restType) {
    const detail = await listRecords(request, query);
    return { ...detail, intent: 'record_detail', state: { ...request.state, last: { kind: 'query', query } } };
  }
  // The whole record, through the record API: every field, not only the list's columns.
  const result = await request.session.tools.call('ns_getRecord', { recordType: spec.restType, id: row.id });
  if (result.status === 'failed') return failed('record_detail', request.state, result.code, result.message);
  if (result.status !== 'ok') throw new Error('ns_getRecord only reads');
  const record = (result.output as { record: Record<string, unknown> }).record;
  const shown: TypedRow = { id: row.id };
  for (const [field, value] of Object.entries(record)) {
    if (field === 'id') continue;
    const cell = detailCell(value);
    if (cell !== undefined) shown[field] = cell;
  }
  return {
    outcome: { kind: 'table', rows: [shown], count: 1, caption: `${spec.label} ${row.label}` },
    intent: 'record_detail',
    state: { ...request.state, last: { kind: 'query', query } },
  };
}

/** A record field as one table cell: a reference by its name; sublists and links left out. */
function detailCell(value: unknown): TypedRow[string] | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (typeof value === 'object' && !Array.isArray(value) && 'refName' in value) {
    const name = (value as { refName: unknown }).refName;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}
