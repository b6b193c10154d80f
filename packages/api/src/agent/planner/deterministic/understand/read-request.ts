import type { Comparator, DateField, MoneyMeasure, SortField } from '../../../netsuite/query-spec.ts';
import { type RecordKind, recordSpec } from '../../../netsuite/record-catalog.ts';
import { type StatusWord, statusWordsOf } from '../../../netsuite/transaction-statuses.ts';
import { findCurrency } from '../text/currencies.ts';
import { type DateRange, findDateRange } from '../text/date-ranges.ts';
import { type EnglishWord, englishWords } from '../text/english.ts';
import { numbersIn, parseNumber } from '../text/numbers.ts';
import { findRegion, type Region } from '../text/regions.ts';
import { COMPARISON_WORDS, comparatorAfter, comparatorBefore } from './comparisons.ts';
import { readLastActivity } from './last-activity.ts';
import { RECORD_PHRASES, STOPWORDS } from './lexicon.ts';
import { type Activity, readNegations, unreadNegations } from './negation.ts';
import { type Overdue, readOverdue } from './overdue.ts';
import { type PeriodBefore, readPeriodBefore } from './period-before.ts';
import { MarkedText } from './spans.ts';
import { readStock, type StockReading } from './stock.ts';

/** One amount condition: "over 5,000", "between 1k and 2k", "balance above 100". */
export interface MoneyCondition {
  readonly measure: MoneyMeasure;
  readonly comparator: Comparator;
  readonly value: number;
  readonly upper?: number;
  /**
   * Whether the words say it is money ("$50", "priced over", "worth"), so it is not a quantity
   * or a count said without its unit ("items under 5").
   */
  readonly cued: boolean;
}

/**
 * A number of transactions ("more than 5 invoices", "at least 10 bills"), or of units on their
 * lines ("sold more than 20 units": `quantity`, on the transactions the verb names).
 */
export interface CountCondition {
  readonly record: RecordKind;
  readonly measure: 'count' | 'quantity';
  readonly comparator: Comparator;
  readonly value: number;
}

/** A record word found in the text, and where. */
export interface FoundRecord {
  readonly kind: RecordKind;
  readonly phrase: string;
  readonly start: number;
}

/** Everything a request says that does not depend on the account: the words, read. */
export interface Reading {
  /** The text as read: lower case, typos put right. */
  readonly text: string;
  /** Record words in the order they appear. */
  readonly records: readonly FoundRecord[];
  readonly date: { readonly range: DateRange; readonly field: DateField } | undefined;
  /** "And the month before?": the period of the same length before the one the last answer had. */
  readonly periodBefore?: PeriodBefore['unit'];
  /** A period left out of the dates: "this year except this month". */
  readonly exceptDate?: DateRange;
  readonly money: readonly MoneyCondition[];
  readonly limit: number | undefined;
  readonly sort: { readonly field: SortField; readonly direction: 'asc' | 'desc' } | undefined;
  /** A place, or with `negate` every place but it: "outside the US". */
  readonly region: (Region & { readonly negate?: boolean }) | undefined;
  /** Owing more than the credit limit allows: "customers over their credit limit". */
  readonly overCreditLimit: boolean;
  /** The currency the records are in: "open invoices in euros" (ISO code). */
  readonly currency?: string;
  /** "active" / "inactive". */
  readonly active: boolean | undefined;
  readonly overdue: boolean;
  /** How long past due: "over 30 days overdue". */
  readonly overdueDays: Overdue['days'];
  /** "Not yet due", "aren't overdue": still owed and due today or later. */
  readonly notDue: boolean;
  /** "haven't bought anything", "no orders": what the entities had none of. */
  readonly absences: readonly Activity[];
  /**
   * Whether the absence is a lapse of what they did before ("stopped buying", "whose last
   * order was over 90 days ago"): they had some at some time.
   */
  readonly hadBefore: boolean;
  /** How many transactions an entity has: "more than 5 invoices", "no more than one order". */
  readonly counts: readonly CountCondition[];
  /** Stock states and quantities: "low on stock", "less than 5 available". */
  readonly stock: StockReading;
  readonly fields: readonly { readonly field: 'email' | 'phone' | 'memo' | 'creditlimit'; readonly present: boolean }[];
  /** Document numbers (`INV1044`, `PO 1001`, `#1044`) and internal ids (`id 42`). */
  readonly documents: readonly string[];
  readonly ids: readonly string[];
  /** Text in quotes: a name or a value given exactly. */
  readonly quoted: readonly string[];
  /** The status phrases found, to apply to whichever record they belong to. */
  readonly statusPhrases: readonly string[];
  /** "Receivables", "AR", "payables", "AP" with no status said: what is still owed. */
  readonly owedByName: boolean;
  /** Words nothing else read, in runs: where names are. */
  readonly leftovers: readonly string[];
  /** Negations no reader could give a meaning: "not in Texas". */
  readonly unreadNegations: readonly string[];
  /** The words as English: base forms and parts of speech. */
  readonly words: readonly EnglishWord[];
}

const DOCUMENT = /\b(inv|so|po|bill|vb|je|pymt|ir|if)[-\s#]?(\d{3,})\b/g;
/** "Over their credit limit", "exceeded its credit limit", "past the credit limit", "maxed out their credit". */
const OVER_CREDIT_LIMIT =
  /\b(?:(?:are|is|went|gone|going|run|ran|that are|who are)\s+)?(?:over|above|beyond|past|exceed(?:s|ed|ing)?|breach(?:es|ed|ing)?|blown|blew|maxed out|more than)\s+(?:on\s+)?(?:their|its|his|her|the|our|a)?\s*credit(?:\s+limits?)?\b|\bcredit limits?\s+(?:is\s+|are\s+|has been\s+|have been\s+)?(?:exceeded|breached|blown)\b/;
/** Words of a state that holds now: what is owed, late, open or in stock. */
const PRESENT_STATE =
  /\b(?:overdue|past due|late|outstanding|open|unpaid|owe[sd]?|owing|receivables?|payables?|balances?|in stock|on hand|available|cash)\b/;
/** "As of today", "right now", a bare "today": not after a word that dates ("due today", "paid today"). */
const NOW =
  /\bas (?:of|at) (?:today|now|right now|the moment)\b|(?<!\b(?:due|dated|created|issued|posted|from|since|entered|made|raised|placed|received|shipped|paid|on|for|until|by|before|after|through|to)\s+)\btoday\b(?![''’]s)/;
const HASH_NUMBER = /(?:#|\bno\.?\s*|\bnumber\s+)(\d{2,})\b/g;
const INTERNAL_ID = /\b(?:internal id|id)\s*#?\s*(\d+)\b/g;
/** Text in quotes; an apostrophe inside a word ("this year's ... this month's") opens no quote. */
const QUOTED = /["“”]([^"“”]{1,200})["“”]|(?<![a-z0-9])'([^']{1,200})'(?![a-z0-9])/g;

const DUE_BEFORE = /\b(?:due|due date|maturing|payable)\s*(?:date\s*)?(?:is\s*|in\s*|on\s*|by\s*|within\s*)?$/;
const CREATED_BEFORE =
  /\b(?:created|added|new|joined|onboarded|signed up|set up|registered|opened)\s*(?:in|on|during|since|from)?\s*$/;

/** "Dated", "issued", "raised on": the document's own date, said. */
const DATED_BEFORE =
  /\b(?:dated|issued|raised|written|entered|posted|with a date)\s*(?:in|on|during|since|from|at)?\s*$/;

/** Which date the words before a range name, and where those words start (to take them). */
function dateField(before: string): { field: DateField; start?: number } {
  const due = DUE_BEFORE.exec(before);
  if (due) return { field: 'due', start: due.index };
  const created = CREATED_BEFORE.exec(before);
  if (created) return { field: 'created', start: created.index };
  const dated = DATED_BEFORE.exec(before);
  if (dated) return { field: 'date', start: dated.index };
  return { field: 'date' };
}

/**
 * "Whatever their due date", "regardless of the due date": another date set aside, which only
 * restates that the one read is the date meant.
 */
const OTHER_DATE_ASIDE =
  /,?\s*\b(?:whatever|regardless of|irrespective of|no matter|ignoring)\s+(?:what\s+)?(?:their|its|the)\s+(?:due date|due dates|date|dates|created date|creation date)(?:\s+(?:is|are|was|were))?\b/;

const EXCEPT_PERIOD =
  /\b(?:except(?: for)?|excluding|but not|not counting|other than|apart from|leaving out)\s+(?:for\s+|in\s+|during\s+)?/g;

/** "Except this month", "excluding last week's": a period left out; read and taken. */
function readExceptedPeriod(marked: MarkedText, today: string): DateRange | undefined {
  for (const match of marked.text.matchAll(EXCEPT_PERIOD)) {
    const start = match.index ?? 0;
    const after = start + match[0].length;
    const found = findDateRange(marked.rest().slice(after), today);
    if (found?.start !== 0 || !marked.isFree(start, after)) continue;
    const possessive = /^['’]s\b/.exec(marked.text.slice(after + found.end));
    marked.take(start, after + found.end + (possessive?.[0].length ?? 0));
    return { ...(found.from ? { from: found.from } : {}), ...(found.to ? { to: found.to } : {}), label: found.label };
  }
  return undefined;
}

/** Sorting words: the field and the direction people mean by them. */
const SORT_FIELDS: readonly { readonly words: RegExp; readonly field: SortField }[] = [
  // A customer's amount is its credit limit, an item's its price.
  { words: /amount|total|value|size|price|sales|revenue|spend|dollars?|credit limit|credit line/, field: 'amount' },
  { words: /balance|outstanding|amount due|owed|owes?|owing|remaining/, field: 'balance' },
  { words: /due date|due/, field: 'due' },
  { words: /date|time|age|recent|newest|oldest|latest|earliest/, field: 'date' },
  { words: /name|alphabet/, field: 'name' },
];

function sortFieldOf(words: string): SortField | undefined {
  return SORT_FIELDS.find(({ words: pattern }) => pattern.test(words))?.field;
}

/** How a sort runs, as said after its field: "oldest at the top", "from high to low", "descending order". */
const EXTREME =
  '(?:highest|lowest|largest|smallest|biggest|newest|oldest|latest|earliest|most recent|cheapest|high|low)';
const SORT_DIRECTION = `asc|ascending(?: order)?|desc|descending(?: order)?|a-z|z-a|${EXTREME}(?: ones?)? (?:first|at the top|on top|at top)|(?:from )?${EXTREME} to ${EXTREME}`;

function directionOf(said: string, field: SortField): 'asc' | 'desc' {
  // "From newest to oldest": the end the list starts at.
  const words = said.replace(new RegExp(`\\b(${EXTREME}) to \\w+\\b`), '$1');
  if (/\b(?:asc|ascending|lowest|low|smallest|oldest|earliest|a-z|a to z|least|cheapest)\b/.test(words)) return 'asc';
  if (/\b(?:desc|descending|highest|high|largest|biggest|newest|latest|most|z-a|z to a|recent)\b/.test(words))
    return 'desc';
  return field === 'name' ? 'asc' : 'desc';
}

const NUMBER_WORD =
  '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty five|thirty|fifty|hundred|a hundred)';

function readLimitAndSort(marked: MarkedText): Pick<Reading, 'limit' | 'sort'> {
  let limit: number | undefined;
  let sort: Reading['sort'];

  const explicit = marked.find(
    new RegExp(
      `\\b(?:sorted|sort|order(?:ed)?|rank(?:ed)?|arranged)\\s+(?:them\\s+|it\\s+)?by\\s+(?:the\\s+)?([a-z ]+?)(?:,?\\s+(?:in\\s+|with\\s+)?(?:the\\s+)?(${SORT_DIRECTION}))?(?=\\s+(?:and|with|for|from|in|over|under)\\b|[?.,;]|$)`,
    ),
    false,
  );
  if (explicit?.[1]) {
    const field = sortFieldOf(explicit[1]);
    // A field no sort knows stays unread, to be asked about rather than dropped.
    if (field) {
      sort = { field, direction: directionOf(`${explicit[1]} ${explicit[2] ?? ''}`, field) };
      marked.take(explicit.index, explicit.index + explicit[0].length);
    }
  }
  // "Which one is the biggest?", "the largest one": one record, at that end.
  const theOne = marked.find(
    /\b(?:which|what)\s+(?:one|1)\s+is\s+(?:the\s+)?(biggest|largest|highest|smallest|lowest|oldest|newest|latest|earliest|most recent)\b|\bthe\s+(biggest|largest|highest|smallest|lowest|oldest|newest|latest|earliest)\s+one\b/,
  );
  if (theOne && !sort) {
    const word = theOne[1] ?? theOne[2] ?? '';
    const field: SortField = /new|late|recent|old|earl/.test(word) ? 'date' : 'amount';
    sort = { field, direction: directionOf(word, field) };
    limit = 1;
  }
  const firstWords = marked.find(
    /\b(largest|biggest|highest|smallest|lowest|newest|latest|most recent|oldest|earliest)(?: (amount|total|value|balance|amount due|due date|date))? first\b|\balphabetically\b|\bin alphabetical order\b/,
  );
  if (firstWords && !sort) {
    const words = firstWords[0];
    const field: SortField = firstWords[2]
      ? (sortFieldOf(firstWords[2]) ?? 'amount')
      : /alphabet/.test(words)
        ? 'name'
        : /new|late|recent|old|earl/.test(words)
          ? 'date'
          : 'amount';
    sort = { field, direction: directionOf(words, field) };
  }

  const ranked = marked.find(
    new RegExp(
      `\\b(top|first|bottom|last|latest|newest|most recent|oldest|earliest|biggest|largest|highest|smallest|lowest)\\s+${NUMBER_WORD}\\b(?!\\s*(?:days?|weeks?|months?|quarters?|years?)\\b)`,
    ),
  );
  const counted = ranked
    ? undefined
    : marked.find(
        new RegExp(
          `\\b${NUMBER_WORD}\\s+(biggest|largest|highest|smallest|lowest|newest|latest|most recent|oldest|earliest|top)\\b`,
        ),
      );
  // "Which 3 customers brought in the most", "the 5 vendors we owe most": how many to show.
  const whichN =
    ranked || counted
      ? undefined
      : marked.find(
          new RegExp(
            `\\b(?:which|what|the)\\s+${NUMBER_WORD}\\s+(?=(?:[a-z]+\\s+){0,2}(?:customers|clients|vendors|suppliers|items|products|skus|employees|reps|invoices|bills|orders)\\b)`,
          ),
        );
  const onlyN =
    ranked || counted || whichN
      ? undefined
      : marked.find(
          new RegExp(
            `\\b(?:limit(?: to)?|only|just|show me|give me)\\s+${NUMBER_WORD}\\b(?!\\s*(?:days?|weeks?|months?|years?)\\b)`,
          ),
        );
  const rankWord = ranked?.[1] ?? counted?.[2];
  const numberText = ranked?.[2] ?? counted?.[1] ?? whichN?.[1] ?? onlyN?.[1];
  if (numberText !== undefined) {
    const value = parseNumber(numberText);
    if (value !== undefined && value >= 1 && value <= 1000) limit = Math.round(value);
  }
  if (rankWord && !sort) {
    if (/top|biggest|largest|highest/.test(rankWord)) sort = { field: 'amount', direction: 'desc' };
    else if (/smallest|lowest|bottom/.test(rankWord)) sort = { field: 'amount', direction: 'asc' };
    else if (/last|latest|newest|recent/.test(rankWord)) sort = { field: 'date', direction: 'desc' };
    else if (/oldest|earliest/.test(rankWord)) sort = { field: 'date', direction: 'asc' };
  }

  if (!sort && limit === undefined) {
    // "the largest invoice", "my most recent order": one record, the extreme one. "Customers whose
    // last order" is each customer's own, no ranking of the request.
    const superlative = marked.find(
      /(?<!\b(?:whose|their|its|his|her)\s+)\b(?:the\s+)?(largest|biggest|highest|smallest|lowest|newest|latest|most recent|last|oldest|earliest|first)\s+(?=(?:open\s+|unpaid\s+|overdue\s+|paid\s+)?([a-z]+)(?:\s+([a-z]+))?\s*(?:$|[?.,;]|\s+(?:from|for|this|last|in|of|with|over|under|by|since|due|that|which|where|not|still|yet|we|i|you|they|is|are|was|were|to|on|at|and|but)\b))/,
    );
    if (superlative?.[1]) {
      const word = superlative[1];
      const field: SortField = /new|late|recent|last|old|earl|first/.test(word) ? 'date' : 'amount';
      const direction = /small|low|old|earl|first/.test(word) ? 'asc' : 'desc';
      sort = { field, direction };
      // "the largest invoice" is one; "the biggest vendors" are a ranking.
      const second = superlative[3];
      const noun = (second && !FOLLOWING_WORDS.test(second) ? second : superlative[2]) ?? '';
      if (!/s$/.test(noun) || /(?:ss|us)$/.test(noun)) limit = 1;
    }
  }
  return { limit, sort };
}

/** Words that follow a noun phrase rather than end it: "the largest invoice *that* isn't paid". */
const FOLLOWING_WORDS =
  /^(?:from|for|this|last|in|of|with|over|under|by|since|due|that|which|where|not|still|yet|we|i|you|they|is|are|was|were|to|on|at|and|but)$/;

const EXACTLY = /\b(?:exactly|equal to|equals|of|worth|for|=)\s*$/;
/** What something costs us: an item's purchase price, not its selling price. */
const COST_WORDS =
  /\b(?:cost|costs|costing|costed|purchase price|purchase cost|unit cost|cost price|buy price|buying price)\b|\bcost us\b/;
const BALANCE_WORDS = /\b(?:balance|outstanding|owed|owing|remaining|amount due|still due|unpaid amount|open amount)\b/;
const MONEY_WORDS =
  /\b(?:sells? for|selling for|sold for|retails? for|price|priced|prices|pricing|cost|costs|costing|amount|amounts|total|totals|totaling|totalling|value|valued|worth|dollars?|usd|cad|gbp|eur|euros?|pounds?|balance|owed|owing|outstanding|credit limit|limit|revenue|sales|spend|spent|paid|billed|invoiced|big|large|small)\b/;

const MEASURE_WORDS =
  /(?<=\b(?:invoice|order|bill|deal|ticket|transaction|payment|po|so)s?\s)sizes?\b|\b(?:h(?:o)?w many|number of|count of|count|total number of|total|totals|sum of|sum|summed|add up|combined|aggregate|overall|in total|average|avg|mean|typical|maximum|minimum|max|min|balance|balances|outstanding|best[- ]selling|best sellers?|top[- ]selling|top sellers?|worst[- ]selling|selling|sellers?|best|worst|performing|most valuable|biggest|largest|highest|smallest|lowest|most|least|brought in|brings? in|bringing in|generated|generates?)\b/;

const MONEY_FIELD_BEFORE =
  /\b(?:priced|price|prices|pricing|costing|costs?|cost us|purchase price|sells? for|selling for|sold for|retails? for|credit limits?|limits?|balances?|amounts?|totals?|totaling|totalling|valued|value|worth|revenue|sales|spend|spending)(?:\s+(?:of|is|at|are))?\s*$/;

function readMoney(marked: MarkedText): MoneyCondition[] {
  const conditions: MoneyCondition[] = [];
  const rest = marked.rest();
  const measure: MoneyMeasure = BALANCE_WORDS.test(marked.text)
    ? 'balance'
    : COST_WORDS.test(marked.text)
      ? 'cost'
      : 'amount';
  const worded = MONEY_WORDS.test(marked.text);

  const between = /\bbetween\s+([$£€]?[\d.,]+\s?[km]?)\s+(?:and|to|-)\s+([$£€]?[\d.,]+\s?[km]?)/.exec(rest);
  if (between?.[1] && between[2]) {
    const low = parseNumber(between[1].replace(/[$£€]/, ''));
    const high = parseNumber(between[2].replace(/[$£€]/, ''));
    if (low !== undefined && high !== undefined) {
      // "A credit limit (is) between 50k and 75k": the field said before is read with it.
      const field = MONEY_FIELD_BEFORE.exec(rest.slice(Math.max(0, between.index - 30), between.index));
      marked.take(between.index - (field?.[0].length ?? 0), between.index + between[0].length);
      conditions.push({
        measure,
        comparator: 'between',
        value: Math.min(low, high),
        upper: Math.max(low, high),
        cued: worded || /[$£€]/.test(between[0]),
      });
    }
  }

  for (const found of numbersIn(marked.rest())) {
    if (!marked.isFree(found.start, found.end)) continue;
    const windowStart = Math.max(0, found.start - 40);
    const before = marked.rest().slice(windowStart, found.start).trimEnd();
    const after = marked.rest().slice(found.end, found.end + 16);
    const said = comparatorBefore(before);
    const trailing = said ? undefined : comparatorAfter(after);
    let comparator: Comparator | undefined = said?.comparator ?? trailing?.comparator;
    if (!comparator && found.money && EXACTLY.test(before)) comparator = 'eq';
    if (!comparator) continue;
    const from = said ? windowStart + before.length - said.length : found.start;
    // The field the amount is of, said just before: "priced over", "a credit limit of at least".
    const field = MONEY_FIELD_BEFORE.exec(marked.rest().slice(Math.max(0, from - 30), from));
    marked.take(field ? from - field[0].length : from, found.end + (trailing?.length ?? 0));
    conditions.push({ measure, comparator, value: found.value, cued: worded || found.money });
  }
  // "Cost at least 300 to buy": the purpose only restates the cost.
  if (measure === 'cost' && conditions.length > 0) marked.find(/\bto (?:buy|purchase|make|replace|restock)\b/);
  return conditions;
}

function readRecords(marked: MarkedText): FoundRecord[] {
  const found: FoundRecord[] = [];
  for (const { phrase, kind } of RECORD_PHRASES) {
    const pattern = new RegExp(`\\b${phrase.replace(/ /g, '\\s+')}\\b`, 'g');
    for (const match of marked.text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (!marked.isFree(start, end)) continue;
      // "order" after "sort" or "in" is not a sales order; "bill" and "invoice" as verbs are left to the intent.
      const before = marked.text.slice(Math.max(0, start - 12), start);
      if (/^orders?$/.test(phrase) && /\b(?:sort|sorted|in|by|alphabetical|descending|ascending)\s*$/.test(before))
        continue;
      // "Purchase price" and "purchase cost" are what an item costs us, not a purchase order.
      if (/^purchases?$/.test(phrase) && /^\s*(?:price|cost)\b/.test(marked.text.slice(end))) continue;
      marked.take(start, end);
      found.push({ kind, phrase, start });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Counts said before a transaction word: "more than 5 invoices", "no more than 1 order". The
 * comparison and the number are taken, so they are not read as an amount.
 */
function readCounts(marked: MarkedText, records: readonly FoundRecord[], listed?: RecordKind): CountCondition[] {
  const counts: CountCondition[] = [];
  // Only customers, vendors and items are counted by their transactions: "invoices over 5000" is
  // an amount. The entities may be the ones listed just before: "only those with more than 3 invoices".
  const entity = [...records.map((found) => found.kind), ...(listed ? [listed] : [])].some(
    (kind) => kind === 'customer' || kind === 'vendor' || kind === 'item',
  );
  for (const found of entity ? records : []) {
    if (!recordSpec(found.kind).transactionType) continue;
    const before = marked.rest().slice(Math.max(0, found.start - 50), found.start);
    const number = /(\d+)\s*$/.exec(before);
    if (!number?.[1]) continue;
    const prefix = before.slice(0, number.index).trimEnd();
    const said = comparatorBefore(prefix);
    if (!said) continue;
    const base = found.start - before.length;
    marked.take(base + prefix.length - said.length, base + number.index + number[0].length);
    counts.push({ record: found.kind, measure: 'count', comparator: said.comparator, value: Number(number[1]) });
  }
  for (;;) {
    const traded = marked.find(TRADED_UNITS);
    if (!traded?.groups?.verb || !traded.groups.number || !traded.groups.comparison) break;
    const said = comparatorBefore(traded.groups.comparison);
    const record = TRADED_RECORDS[traded.groups.verb];
    if (!said || !record) break;
    counts.push({ record, measure: 'quantity', comparator: said.comparator, value: Number(traded.groups.number) });
  }
  return counts;
}

/** "Sold more than 20 units", "bought at least 5": units on the lines of what the verb names. */
const TRADED_UNITS = new RegExp(
  `\\b(?<verb>sold|sell|sells|bought|purchased|ordered)\\s+(?:(?:in\\s+)?total\\s+)?(?<comparison>${COMPARISON_WORDS})\\s+(?<number>\\d+)(?:\\s+(?:units?|pcs|pieces|of (?:them|it)))?\\b`,
);
const TRADED_RECORDS: Readonly<Record<string, RecordKind>> = {
  sold: 'invoice',
  sell: 'invoice',
  sells: 'invoice',
  bought: 'invoice',
  purchased: 'vendorBill',
  ordered: 'salesOrder',
};

/** Words before a place that exclude it: "outside (of) the", "not in", "except for", "other than". */
const EXCLUDING_PLACE =
  /\b(?:outside(?: of)?|(?:not|isn't|aren't|is not|are not|wasn't|weren't)(?: (?:based|located))?|except(?: (?:for|those))?|excluding(?: those)?|other than|besides|apart from|beyond)\s+(?:(?:in|from)\s+)?(?:the\s+)?$/;

/** Status phrases of every transaction type, longest first: which record they belong to is decided later. */
const ALL_STATUS_PHRASES = [
  ...new Set(
    (['SalesOrd', 'PurchOrd', 'CustInvc', 'VendBill', 'ItemShip', 'Journal'] as const).flatMap((type) =>
      statusWordsOf(type).flatMap((word) => word.phrases),
    ),
  ),
].sort((a, b) => b.length - a.length);

function readStatusPhrases(marked: MarkedText): string[] {
  const found: string[] = [];
  for (const phrase of ALL_STATUS_PHRASES) {
    const match = marked.find(new RegExp(`\\b${phrase}\\b`));
    if (match) found.push(phrase);
  }
  return found;
}

/** The status a phrase means for one record, if that record has statuses. */
export function statusFor(record: RecordKind, phrases: readonly string[]): StatusWord | undefined {
  const type = recordSpec(record).transactionType;
  if (!type) return undefined;
  const words = statusWordsOf(type);
  // "Shipped but not invoiced": the narrowest status said, which the others then only restate.
  let narrowest: StatusWord | undefined;
  for (const phrase of phrases) {
    const word = words.find((candidate) => candidate.phrases.includes(phrase));
    if (word && (!narrowest || word.codes.length < narrowest.codes.length)) narrowest = word;
  }
  return narrowest;
}

/**
 * Status phrases that say something else than the status `statusFor` chose, rather than restate
 * it: "fully billed or not closed" is two conditions, and one status would answer only one.
 */
export function otherStatuses(record: RecordKind, phrases: readonly string[]): string[] {
  const chosen = statusFor(record, phrases);
  const type = recordSpec(record).transactionType;
  if (!chosen || !type) return [];
  const words = statusWordsOf(type);
  return phrases.filter((phrase) => {
    const word = words.find((candidate) => candidate.phrases.includes(phrase));
    return !word || !chosen.codes.every((code) => word.codes.includes(code));
  });
}

function readFieldPresence(marked: MarkedText): Reading['fields'] {
  const fields: { field: 'email' | 'phone' | 'memo' | 'creditlimit'; present: boolean }[] = [];
  const FIELD = '(email|e-mail|email address|phone|phone number|memo|credit limit)';
  const fieldOf = (said: string) =>
    said.startsWith('e') ? 'email' : said.startsWith('p') ? 'phone' : said.startsWith('c') ? 'creditlimit' : 'memo';
  const missing = new RegExp(
    `\\b(?:without|with no|missing|lacking|no|having no|that have no|that don't have|that do not have)\\s+(?:an?\\s+|any\\s+)?${FIELD}\\b`,
  );
  // "With a credit limit over 100k" is an amount, not a field that is filled in.
  const present = new RegExp(
    `\\b(?:with|having|that have)\\s+(?:an?\\s+)?${FIELD}\\b(?!\\s+(?:of|to|is|=|over|under|above|below|more|less|greater|fewer|at|between|exceeding|higher|lower|from|\\$?\\d))`,
  );
  for (;;) {
    const match = marked.find(missing);
    if (!match?.[1]) break;
    fields.push({ field: fieldOf(match[1]), present: false });
  }
  const match = marked.find(present);
  if (match?.[1]) fields.push({ field: fieldOf(match[1]), present: true });
  return fields;
}

function readLeftovers(marked: MarkedText): string[] {
  const runs: string[] = [];
  for (const run of marked.rest().split(/[?.;:!()]+|\s{2,}|\b(?:and also|as well as)\b/)) {
    const words = run
      .split(/\s+/)
      .map((word) => word.replace(/^[^a-z0-9&]+|[^a-z0-9&.]+$/g, ''))
      .filter((word) => word !== '');
    const meaningful = words.filter((word) => !STOPWORDS.has(word));
    if (meaningful.length > 0) runs.push(words.join(' '));
  }
  return runs;
}

/** Record words that mean what is still owed: the ledger's receivables and payables. */
const OWED_BY_NAME = new Set(['receivables', 'ar', 'payables', 'ap']);

/** What the conversation adds to the words: the record kind of the list shown last. */
export interface ReadingContext {
  readonly listed?: RecordKind;
}

const withoutPosition = (found: DateRange): DateRange => ({
  ...(found.from ? { from: found.from } : {}),
  ...(found.to ? { to: found.to } : {}),
  label: found.label,
});

/** Reads a request's words into the facets the planner builds queries and writes from. */
export function readRequest(text: string, today: string, context: ReadingContext = {}): Reading {
  const marked = new MarkedText(text);

  const quoted: string[] = [];
  for (;;) {
    const match = marked.find(QUOTED);
    const inside = match?.[1] ?? match?.[2];
    if (!inside) break;
    quoted.push(inside.trim());
  }
  const documents: string[] = [];
  for (const match of marked.text.matchAll(DOCUMENT)) {
    const start = match.index ?? 0;
    if (!marked.isFree(start, start + match[0].length)) continue;
    marked.take(start, start + match[0].length);
    documents.push(`${(match[1] ?? '').toUpperCase()}${match[2] ?? ''}`);
  }
  const ids: string[] = [];
  for (;;) {
    const match = marked.find(INTERNAL_ID);
    if (!match?.[1]) break;
    ids.push(match[1]);
  }
  for (;;) {
    const match = marked.find(HASH_NUMBER);
    if (!match?.[1]) break;
    documents.push(match[1]);
  }

  // Days past due before dates: "overdue over 30 days" is not a document older than 30 days.
  // "Not yet due", "aren't overdue": still owed, due today or later. Read before the overdue
  // reader, which would take "overdue" alone.
  const notDue =
    marked.find(
      /\b(?:not|aren't|isn't|wasn't|weren't|never)\s+(?:yet\s+)?(?:due|overdue|past due|late)(?:\s+yet)?\b(?!\s+(?:until|till|before|by|on|in|next|this|for)\b)/,
    ) !== undefined;
  // Read before amounts, which would take "over" with "credit limit" as a limit of no number.
  const overCreditLimit = marked.find(OVER_CREDIT_LIMIT) !== undefined;
  const overdueReading = readOverdue(marked);
  const exceptDate = readExceptedPeriod(marked, today);
  let date: Reading['date'];
  const lastActivity = readLastActivity(marked);
  const lastSpan = lastActivity ? findDateRange(lastActivity.span, today) : undefined;
  if (lastSpan) date = { range: withoutPosition(lastSpan), field: 'date' };
  // "Overdue as of today", "where are we on receivables today?": the state now, which every answer
  // is, not the documents dated today.
  if (!date && PRESENT_STATE.test(text)) marked.find(NOW);
  const found = date ? undefined : findDateRange(marked.rest(), today);
  if (found) {
    const said = dateField(marked.text.slice(0, found.start));
    // "Bills we need to pay in the next 10 days": nothing is dated in the future, so a period
    // still to come is when they fall due (records without a due date keep their own date).
    const named: { field: DateField; start?: number } =
      said.field === 'date' &&
      said.start === undefined &&
      found.from !== undefined &&
      found.from >= today &&
      found.to !== undefined &&
      found.to > today
        ? { field: 'due' }
        : said;
    // "Last month's sales": the possessive belongs to the period.
    const possessive = /^['’]s\b/.exec(marked.text.slice(found.end));
    marked.take(named.start ?? found.start, found.end + (possessive?.[0].length ?? 0));
    // "Anything due to vendors in the next 7 days": the due said apart from its period.
    if (named.field === 'due' && said.field !== 'due') marked.find(/\b(?:due|payable|falling due)\b/);
    date = {
      range: { ...(found.from ? { from: found.from } : {}), ...(found.to ? { to: found.to } : {}), label: found.label },
      field: named.field,
    };
    marked.find(OTHER_DATE_ASIDE);
  }

  // "And the month before?": no date of its own, the one before the last answer's.
  // Said against the last one ("and against the quarter before that?"), it is a comparison instead.
  const comparing = /\b(?:against|vs\.?|versus|compare[sd]?|comparison|than)\b/.test(text);
  const before = date || comparing ? undefined : readPeriodBefore(marked.rest());
  if (before) marked.find(new RegExp(`\\b${before.phrase.replace(/\s+/g, '\\s+')}\\b`));
  // Stock before negation ("not in stock"), field presence before negation ("without email"),
  // negation before statuses ("haven't been paid" is not "paid"), statuses before record words
  // ("pending fulfillment" is a status, not an item fulfillment).
  const overdue = overdueReading !== undefined;
  const stock = readStock(marked);
  const fields = readFieldPresence(marked);
  const words = englishWords(text);
  const read = readNegations(marked, words);
  const negations = lastActivity ? { ...read, absences: [...read.absences, lastActivity.activity] } : read;
  // "Lapsed customers with no orders in 12 months": the adjective restates the absence.
  // It says no more than the absence: whether they ever had any is left as the absence says.
  if (negations.absences.length > 0) marked.find(/\b(?:lapsed|dormant|churned|former|lost)\b/);
  const hadBefore = lastActivity !== undefined || negations.ceased.length > 0;
  // "No sales in 6 months", "haven't ordered in a year": with an absence, "in N months" is the
  // last N months.
  if (negations.absences.length > 0 && !date) {
    const span = marked.find(/\bin\s+(?:the\s+)?(?:(?:last|past)\s+)?(\d+|a|an)\s+(days?|weeks?|months?|years?)\b/);
    const counted =
      span?.[1] && span[2] ? findDateRange(`last ${/^an?$/.test(span[1]) ? 1 : span[1]} ${span[2]}`, today) : undefined;
    if (counted) {
      date = {
        range: {
          ...(counted.from ? { from: counted.from } : {}),
          ...(counted.to ? { to: counted.to } : {}),
          label: counted.label,
        },
        field: 'date',
      };
    }
  }
  const statusPhrases = [...negations.statusPhrases, ...readStatusPhrases(marked)];
  // "By month", "per customer", "group them by vendor": how a breakdown groups, read by the
  // aggregate planner; the group's word is no record to list.
  for (;;) {
    const grouping = marked.find(
      /\b(?:(?:group|grouped|split|break|broken|divide|divided|total|sum|age|aged|rank|ranked)(?:\s+(?:it|them|those|these|that|this|up|down|out))*\s+)?(?:by|per|in each|for each|of each|each|across)\s+(?:months?|status(?:es)?|locations?|warehouses?|subsidiar(?:y|ies)|customers?|clients?|vendors?|suppliers?|items?|products?|skus?|(?:sales ?)?reps?|sales ?(?:person|people)|account managers?|employees?)\b|\bmonthly\b|\bmonth by month\b/,
    );
    if (!grouping) break;
    // "A breakdown of sales orders by status": the noun says the same as the grouping.
    marked.find(/\b(?:a |the )?break-?downs?(?: of)?\b/);
  }
  // "More than 40 on hand across all warehouses": added up over them, no place to list.
  marked.find(
    /\bacross (?:all |every )?(?:(?:the|our) )?(?:warehouses|locations|sites)\b|\b(?:in|at) (?:all|every) (?:(?:the|our) )?(?:warehouses|locations|sites)\b/,
  );
  const records = readRecords(marked);
  const counts = readCounts(marked, records, context.listed);
  const { limit, sort } = readLimitAndSort(marked);
  // "by sales", "in terms of revenue": what a ranking measures, read by the aggregate planner.
  marked.find(
    /\b(?:by|in terms of|ranked by|based on|on)\s+(?:total\s+|their\s+)?(?:sales|revenue|turnover|spend|spending|purchases|purchase volume|amount|value|volume|quantity|units(?: sold)?|count|number of (?:orders|invoices|bills|transactions))\b/,
  );
  const inactive = marked.find(/\b(?:inactive|deactivated|disabled|archived)\b/) !== undefined;
  const active = inactive ? false : marked.find(/\bactive\b/) !== undefined ? true : undefined;
  const region = (() => {
    const rest = marked.rest();
    const place = findRegion(rest);
    if (!place) return undefined;
    marked.take(place.start, place.end);
    // "Outside the US", "not in Texas", "except California": every place but this one.
    const excluded = EXCLUDING_PLACE.exec(rest.slice(0, place.start));
    if (excluded) marked.take(excluded.index, place.start);
    return { level: place.level, code: place.code, name: place.name, ...(excluded ? { negate: true } : {}) };
  })();
  const currency = (() => {
    const found = findCurrency(marked.rest());
    if (!found || !marked.isFree(found.start, found.end)) return undefined;
    marked.take(found.start, found.end);
    return found.code;
  })();
  const money = readMoney(marked);
  // What is counted, summed or ranked: read by the classifier from the whole text, taken here so
  // the words count as understood.
  for (;;) {
    if (!marked.find(MEASURE_WORDS)) break;
  }

  // "Receivables", "AR", "payables", "AP" name what is owed: the invoices or bills still unpaid,
  // unless a status says which ("paid receivables").
  const owedByName = statusPhrases.length === 0 && records.some((found) => OWED_BY_NAME.has(found.phrase));

  return {
    text,
    records,
    date,
    ...(exceptDate ? { exceptDate } : {}),
    ...(before ? { periodBefore: before.unit } : {}),
    money,
    limit,
    sort,
    region,
    ...(currency ? { currency } : {}),
    active,
    overdue,
    overdueDays: overdueReading?.days,
    notDue,
    overCreditLimit,
    absences: negations.absences,
    hadBefore,
    counts,
    stock,
    fields,
    documents,
    ids,
    quoted,
    statusPhrases,
    owedByName,
    leftovers: readLeftovers(marked),
    // "Stopped buying" with no period to stop in would read as never: asked about instead.
    unreadNegations: [...unreadNegations(marked, words), ...(date ? [] : negations.ceased)],
    words,
  };
}
