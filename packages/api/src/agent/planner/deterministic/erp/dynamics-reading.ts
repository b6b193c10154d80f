import type { QueryColumn } from '../../../netsuite/query-column.ts';
import { findRegion } from '../text/regions.ts';
import { PLATFORM_PHRASES } from './systems.ts';
import { unplacedWords } from './unplaced-words.ts';

/** Words that add a filter wherever they stand; a rule that matches is taken out of the words. */
interface Rule {
  readonly pattern: RegExp;
  readonly read: (match: RegExpExecArray, table: DynamicsTable, today: string) => { filter?: string; said?: string };
}

/** A rule whose filter and words are fixed: `paid` is `statecode eq 2`. */
const fixed = (pattern: RegExp, filter: string, said: string): Rule => ({ pattern, read: () => ({ filter, said }) });

/** A Dataverse table the planner reads, with the columns a table of it shows and the words only it knows. */
export interface DynamicsTable {
  readonly entitySet: string;
  /** What its rows are called: `accounts`. */
  readonly noun: string;
  readonly words: RegExp;
  readonly columns: readonly QueryColumn[];
  /** The column amounts are compared on and ranked by. */
  readonly amount?: string;
  /** The column a comparison about stock is on ("with less than 50 in stock"). */
  readonly stock?: string;
  /** The lookup to the account, for "contacts at Contoso". */
  readonly accountLookup?: string;
  /** Its rating column (hot, warm, cold). */
  readonly rating?: string;
  /** Whether rows have an address (a state to filter on). */
  readonly address?: boolean;
  /** Its own states (paid, won, qualified): read after the negated states every table has, before "open". */
  readonly states?: readonly Rule[];
  /** Its own values (in stock): read after the ratings. */
  readonly values?: readonly Rule[];
  /** One row asked for by its name; `inQuestion` when the name is read from the whole question, not what is left. */
  readonly rowName?: { readonly pattern: RegExp; readonly inQuestion?: boolean };
}

const column =
  (type: QueryColumn['type']) =>
  (key: string, label: string): QueryColumn => ({ key, type, label });
const text = column('text');
const money = column('money');
const date = column('date');
const number = column('number');
const documentNumber = column('document');

/** The tables by the words for them; the first that matches wins ("contacts at an account" are contacts). */
export const DYNAMICS_TABLES: readonly DynamicsTable[] = [
  {
    entitySet: 'contacts',
    noun: 'contacts',
    words: /\bcontacts?\b|\bpeople\b/,
    columns: [text('fullname', 'Name'), text('jobtitle', 'Job title'), text('emailaddress1', 'Email')],
    accountLookup: '_parentcustomerid_value',
    address: true,
  },
  {
    entitySet: 'leads',
    noun: 'leads',
    words: /\bleads?\b/,
    columns: [
      text('fullname', 'Name'),
      text('companyname', 'Company'),
      text('subject', 'Topic'),
      money('estimatedamount', 'Est. value'),
    ],
    amount: 'estimatedamount',
    rating: 'leadqualitycode',
    address: true,
    states: [fixed(/\bqualified\b/, 'statecode eq 1', 'qualified')],
  },
  {
    entitySet: 'opportunities',
    noun: 'opportunities',
    words: /\bopportunit(?:y|ies)\b|\bopps?\b|\bdeals?\b|\bpipeline\b/,
    columns: [
      text('name', 'Topic'),
      money('estimatedvalue', 'Est. revenue'),
      date('estimatedclosedate', 'Est. close'),
      number('closeprobability', 'Probability'),
    ],
    amount: 'estimatedvalue',
    accountLookup: '_customerid_value',
    rating: 'opportunityratingcode',
    states: [fixed(/\bwon\b/, 'statecode eq 1', 'won'), fixed(/\blost\b/, 'statecode eq 2', 'lost')],
  },
  {
    entitySet: 'invoices',
    noun: 'invoices',
    words: /\binvoices?\b/,
    columns: [
      documentNumber('invoicenumber', 'Invoice'),
      text('name', 'Name'),
      money('totalamount', 'Total'),
      date('duedate', 'Due'),
    ],
    amount: 'totalamount',
    accountLookup: '_customerid_value',
    states: [
      fixed(
        /\b(?:that |which )?(?:are |is )?(?:not|aren't|haven't been|not yet) paid(?: yet)?\b|\bunpaid\b/,
        'statecode eq 0',
        'unpaid',
      ),
      {
        pattern: /\b(?:overdue|past due|late)\b/,
        read: (_, __, today) => ({ filter: `statecode eq 0 and duedate lt ${today}`, said: 'overdue' }),
      },
      fixed(/\bpaid\b/, 'statecode eq 2', 'paid'),
    ],
  },
  {
    entitySet: 'salesorders',
    noun: 'sales orders',
    words: /\b(?:sales )?orders?\b/,
    columns: [
      documentNumber('ordernumber', 'Order'),
      text('name', 'Name'),
      money('totalamount', 'Total'),
      date('requestdeliveryby', 'Deliver by'),
    ],
    amount: 'totalamount',
    accountLookup: '_customerid_value',
  },
  {
    entitySet: 'products',
    noun: 'products',
    words: /\bproducts?\b|\bitems?\b|\bstock\b/,
    columns: [
      text('productnumber', 'Product ID'),
      text('name', 'Name'),
      money('price', 'List price'),
      number('quantityonhand', 'On hand'),
    ],
    amount: 'price',
    stock: 'quantityonhand',
    values: [
      fixed(
        /\b(?:that are |which are )?not out of stock\b|(?<!\d )\bin stock\b(?! at)/,
        'quantityonhand gt 0',
        'in stock',
      ),
      fixed(/\bout of stock\b|\bnot in stock(?: at all)?\b/, 'quantityonhand eq 0', 'out of stock'),
    ],
    rowName: { pattern: /\b(?:of|for) (?:the )?(?:product )?([a-z0-9][a-z0-9 ,.&'-]*)$/ },
  },
  {
    entitySet: 'accounts',
    noun: 'accounts',
    words: /\baccounts?\b|\bcompan(?:y|ies)\b|\bcustomers?\b/,
    columns: [
      text('name', 'Account'),
      text('accountnumber', 'Number'),
      text('address1_city', 'City'),
      text('address1_stateorprovince', 'State'),
      text('telephone1', 'Phone'),
    ],
    amount: 'revenue',
    address: true,
    rowName: { pattern: /\b(?:the )?account (?:named |called )?([a-z0-9][a-z0-9 ,.&'-]*)$/, inQuestion: true },
  },
];

/** What a question about Dynamics 365 asks for, read from its words. */
export interface DynamicsQuery {
  readonly table: DynamicsTable;
  readonly filters: readonly string[];
  /** What the filters say, for the caption: `open`, `in TX`, `over 100,000`. */
  readonly described: readonly string[];
  readonly orderBy?: string;
  readonly top?: number;
  readonly count: boolean;
  /** An account's name the rows belong to ("contacts at Contoso"), as typed. */
  readonly accountName?: string;
  /** The row asked about by its name: "the account Contoso", "stock of Industrial Pump M". */
  readonly rowName?: string;
}

export type DynamicsReading =
  | { readonly kind: 'query'; readonly query: DynamicsQuery }
  /** Words it could not place: asked about, never dropped. */
  | { readonly kind: 'unplaced'; readonly table: DynamicsTable; readonly words: readonly string[] }
  | { readonly kind: 'none' };

const NUMBER = String.raw`\$?(\d[\d,]*(?:\.\d+)?)\s*(k|m|thousand|million)?\b`;

function amountOf(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  const factor = unit === 'k' || unit === 'thousand' ? 1000 : unit === 'm' || unit === 'million' ? 1_000_000 : 1;
  return value * factor;
}

const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** States every table has: the negated ones first, so "not active" is not read as "active". */
const NEGATED_STATES: readonly Rule[] = [
  fixed(/\b(?:that |which |who )?(?:are |is )?(?:not|aren't|isn't) inactive\b/, 'statecode eq 0', 'active'),
  fixed(
    /\b(?:that |which |who )?(?:are |is )?(?:not|aren't|isn't) (?:won or lost|closed)(?: yet)?\b/,
    'statecode eq 0',
    'open',
  ),
  fixed(
    /\b(?:that |which |who )?(?:are |is )?(?:not|aren't|isn't) active\b|\binactive\b|\bdeactivated\b/,
    'statecode eq 1',
    'inactive',
  ),
];
const OPEN = fixed(/\b(?:still )?(?:open|active|outstanding)\b(?: ones?)?|\bstill\b/, 'statecode eq 0', 'open');

const RATINGS: Readonly<Record<string, number>> = { hot: 1, warm: 2, cold: 3 };

/** Read on a table with a rating column. */
const RATING_RULES: readonly Rule[] = [
  {
    pattern: /\b(?:that |which |who )?(?:are |is )?(?:not|aren't|isn't) (hot|warm|cold)\b/,
    read: (match, table) => ({ filter: `${table.rating} ne ${RATINGS[match[1] ?? '']}`, said: `not ${match[1]}` }),
  },
  {
    pattern: /\b(hot|warm|cold)\b/,
    read: (match, table) => ({ filter: `${table.rating} eq ${RATINGS[match[1] ?? '']}`, said: match[1] ?? '' }),
  },
];

/** The column a comparison is on: the stock column when stock is named on a table that has one, else the amount. */
function comparedColumn(text: string, table: DynamicsTable): string | undefined {
  if (table.stock && /\b(?:on hand|in stock|stock|units)\b/.test(text)) return table.stock;
  return table.amount;
}

const COMPARISONS: readonly (readonly [RegExp, string, string])[] = [
  [
    new RegExp(String.raw`\b(?:worth |valued at |with )?(?:at least|no less than|min(?:imum)?) ${NUMBER}`),
    'ge',
    'at least',
  ],
  [
    new RegExp(String.raw`\b(?:worth |valued at |with )?(?:at most|no more than|up to|max(?:imum)?) ${NUMBER}`),
    'le',
    'at most',
  ],
  [
    new RegExp(
      String.raw`\b(?:worth |valued at |with )?(?:more than|over|above|greater than|bigger than|larger than|exceeding) ${NUMBER}`,
    ),
    'gt',
    'over',
  ],
  [
    new RegExp(String.raw`\b(?:worth |valued at |with )?(?:less than|fewer than|under|below|smaller than) ${NUMBER}`),
    'lt',
    'under',
  ],
];

const STOCK_WORDS = /\b(?:on hand|in stock|units)\b/;
const TOP =
  /\b(?:top|first|largest|biggest|highest) (\d{1,3})\b|\b(?:the )?(\d{1,3}) (?:largest|biggest|highest|top)\b/;
const RANKED =
  /\b(?:by (?:value|amount|size|revenue|estimated revenue|est\.? revenue|total)|largest|biggest|highest)\b/;
const COUNT = /^(?:how many|count(?: of)?|number of|total number of)\b|\bhow many\b/;
const ACCOUNT_NAME =
  /\b(?:at|for|of|from|with) (?:the account )?([a-z0-9][a-z0-9 ,.&'-]*?)(?= who\b| that\b| which\b|$)/;

/**
 * Reads a question about Dynamics 365: the table, its state (open, won, paid, overdue, active),
 * a rating, a state or province, amount and stock comparisons, a ranking, a count, and the
 * account the rows belong to. Words it cannot place make it `unplaced`, so the caller asks.
 */
export function readDynamics(words: string, today: string): DynamicsReading {
  const textWithout = words.replace(PLATFORM_PHRASES, ' ').replace(/\s+/g, ' ').trim();
  const table = DYNAMICS_TABLES.find((candidate) => candidate.words.test(textWithout));
  if (!table) return { kind: 'none' };
  const taken: RegExp[] = [table.words, /\b(?:show|list|find|get|give|display|pull up|what are|what)\b/];
  const filters: string[] = [];
  const described: string[] = [];
  let rest = textWithout;
  const apply = (rules: readonly Rule[], once: boolean) => {
    for (const rule of rules) {
      const match = rule.pattern.exec(rest);
      if (!match) continue;
      const { filter, said } = rule.read(match, table, today);
      if (filter) filters.push(filter);
      if (said) described.push(said);
      rest = rest.replace(match[0], ' ');
      taken.push(rule.pattern);
      if (once) return;
    }
  };
  apply([...NEGATED_STATES, ...(table.states ?? []), OPEN], true);
  apply([...(table.rating ? RATING_RULES : []), ...(table.values ?? [])], false);

  for (const [pattern, operator, said] of COMPARISONS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const column = STOCK_WORDS.test(rest) ? 'quantityonhand' : comparedColumn(rest, table);
    if (!column) continue;
    const value = amountOf(match[1] ?? '0', match[2]);
    filters.push(`${column} ${operator} ${value}`);
    described.push(`${said} ${value.toLocaleString('en-US')}${column === 'quantityonhand' ? ' on hand' : ''}`);
    rest = rest.replace(match[0], ' ');
    taken.push(pattern, STOCK_WORDS, /\bstock\b/);
  }

  if (table.address) {
    const negated = /\b(?:not|outside(?: of)?) (?:in |from )?(?:the )?([a-z ]+)$/.exec(rest);
    const region = findRegion(rest) ?? bareStateCode(rest, table);
    if (region && region.level === 'state') {
      const not = negated !== null && rest.slice(region.start).trim().length > 0 && /\b(?:not|outside)\b/.test(rest);
      filters.push(`address1_stateorprovince ${not ? 'ne' : 'eq'} ${odataString(region.code)}`);
      described.push(`${not ? 'not ' : ''}in ${region.name}`);
      rest = `${rest.slice(0, region.start)} ${rest.slice(region.end)}`;
      if (not) rest = rest.replace(/\b(?:not|outside(?: of)?)\b/, ' ');
    }
  }

  let rowName: string | undefined;
  const named = table.rowName?.pattern.exec(
    table.rowName.inQuestion ? words.replace(PLATFORM_PHRASES, ' ').trim() : rest,
  );
  if (named?.[1]) {
    rowName = named[1].trim();
    rest = rest.replace(named[1], ' ');
    taken.push(/\b(?:of|for|the|account|product|named|called|how much|much)\b/);
  }
  let accountName: string | undefined;
  if (table.accountLookup) {
    const match = ACCOUNT_NAME.exec(rest);
    if (match?.[1] && !/^(?:them|it|us|me|this|that|those)$/.test(match[1].trim())) {
      accountName = match[1].trim();
      rest = rest.replace(match[0], ' ');
    }
  }

  const top = TOP.exec(rest);
  const limit = top ? Number(top[1] ?? top[2]) : undefined;
  const ranked = limit !== undefined || RANKED.test(rest);
  const count = COUNT.test(rest);
  taken.push(TOP, RANKED, COUNT, /\b(?:by|right now|yet|so far|at all|in all|ones?|please|our|we have|do we have)\b/);
  const unplaced = unplacedWords(rest, taken);
  if (unplaced.length > 0) return { kind: 'unplaced', table, words: unplaced };
  return {
    kind: 'query',
    query: {
      table,
      filters,
      described,
      ...(ranked && table.amount ? { orderBy: `${comparedColumn(words, table) ?? table.amount} desc` } : {}),
      ...(limit !== undefined ? { top: Math.min(limit, 500) } : {}),
      count,
      ...(accountName !== undefined ? { accountName } : {}),
      ...(rowName !== undefined ? { rowName } : {}),
    },
  };
}

/** "TX accounts": a state's postal code right before the table's name. */
function bareStateCode(
  text: string,
  table: DynamicsTable,
): { level: 'state'; code: string; name: string; start: number; end: number } | undefined {
  const match = /\b([a-z]{2}) (\w+)/.exec(text);
  if (!match?.[1] || !table.words.test(match[2] ?? '')) return undefined;
  const region = findRegion(`in ${match[1]}`);
  if (region?.level !== 'state') return undefined;
  return { level: 'state', code: region.code, name: region.name, start: match.index, end: match.index + 2 };
}
