import type {
  SavedSearchDefinitionInput,
  SavedSearchListItem,
  SearchColumnInput,
  SearchFilterInput,
} from '@erp-agent/core';
import type { Filter, QuerySpec } from '../../../netsuite/query-spec.ts';
import { type RecordKind, recordSpec } from '../../../netsuite/record-catalog.ts';
import type { TypedRow } from '../../../netsuite/typed-rows.ts';
import { capitalize, describeQuery } from '../describe.ts';
import { nameTokens } from '../directory.ts';
import type { Candidate, PlannerState } from '../planner-state.ts';
import { readRequest } from '../understand/read-request.ts';
import { failed, type Handled, type Request } from './handler.ts';
import { asked, describeNumber, notUnderstood } from './query-handler.ts';
import { whichOne } from './resolve-names.ts';

interface RunSearchOutput {
  readonly rows: TypedRow[];
  readonly totalResults: number;
}

function toolFailure(request: Request, intent: Handled['intent'], code: string, message: string): Handled {
  return code === 'forbidden'
    ? { outcome: { kind: 'refusal', code, message }, intent, state: request.state }
    : failed(intent, request.state, code, message);
}

async function savedSearches(
  request: Request,
): Promise<{ ok: true; items: SavedSearchListItem[] } | { ok: false; handled: Handled }> {
  const result = await request.session.tools.call('ns_listSavedSearches', {});
  if (result.status === 'ok') return { ok: true, items: (result.output as { items: SavedSearchListItem[] }).items };
  if (result.status === 'failed')
    return {
      ok: false,
      handled: toolFailure(
        request,
        request.classified.intent === 'run_saved_search' ? 'run_saved_search' : 'list_saved_searches',
        result.code,
        result.message,
      ),
    };
  throw new Error('ns_listSavedSearches only reads');
}

/** A title as words, for finding it inside a sentence: "Eval Open Bills" is `eval open bills`. */
const titleWords = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * A condition said beside a saved search's title ("run Eval Open Bills, only the ones over 1,000"):
 * the search runs as saved, so the condition would be dropped. Undefined when there is none, or
 * the user said to ignore it.
 */
async function conditionsBeside(request: Request, title: string): Promise<string | undefined> {
  const titled = new RegExp(`\\b${titleWords(title).split(' ').join('[^a-z0-9]+')}\\b`);
  // "Not the overdue invoices one": another search set aside, no condition on this one.
  const rest = request.reading.text.toLowerCase().replace(titled, ' ').replace(OTHER_SEARCH, ' ').trim();
  const reading = readRequest(rest, (await request.session.account()).today);
  const said = [
    ...reading.money.map(describeNumber),
    ...(reading.date ? [reading.date.range.label] : []),
    ...(reading.overdue ? ['overdue'] : []),
    ...reading.statusPhrases,
    ...(reading.limit ? [`${reading.limit}`] : []),
    ...(reading.region ? [reading.region.name] : []),
  ];
  const ignored = new Set(request.ignored.map((phrase) => phrase.toLowerCase()));
  return said.find((phrase) => !ignored.has(phrase.toLowerCase()));
}

const OTHER_SEARCH =
  /\b(?:not|but not|rather than|instead of|apart from|except(?: for)?|other than)\s+(?:the\s+|my\s+)?[a-z0-9 ]+?\s+(?:one|search|saved search)\b/;

/** "Apart from Eval Open Bills", "other than the overdue ones": what a list should leave out. */
const EXCLUDING = /\b(?:apart from|except(?: for)?|other than|besides|excluding|but not)\s+(.+)$/;

/** Words that ask to run something: with a saved search's title, the search is meant. */
const RUN_WORDS = /\b(?:run|rerun|re-run|execute|load|launch|search)\b/;

/**
 * The saved search a request names by its title ("can you run my Eval Overdue Invoices
 * search?", "run Eval Open Bills"), the longest title when several fit; only when the words ask
 * to run something, so "overdue vendor bills" stays a question about bills.
 */
export async function savedSearchNamed(request: Request): Promise<string | undefined> {
  const text = ` ${titleWords(request.reading.text)} `;
  if (!RUN_WORDS.test(text) || /^ (?:which|what|how|list|show)\b/.test(text)) return undefined;
  const listed = await savedSearches(request);
  if (!listed.ok) return undefined;
  const named = listed.items
    .filter((item) => titleWords(item.title).split(' ').length >= 2 && text.includes(` ${titleWords(item.title)} `))
    .sort((a, b) => b.title.length - a.title.length);
  return named[0]?.title;
}

export async function listSavedSearches(request: Request): Promise<Handled> {
  const all = await savedSearches(request);
  if (!all.ok) return all.handled;
  const excluded = EXCLUDING.exec(request.reading.text)?.[1];
  const listed = excluded
    ? { items: all.items.filter((item) => !` ${titleWords(excluded)} `.includes(` ${titleWords(item.title)} `)) }
    : all;
  if (listed.items.length === 0) {
    return {
      outcome: {
        kind: 'answer',
        markdown:
          'There are no saved searches in this account yet. Ask me to create one, for example "create a saved search of open invoices".',
      },
      intent: 'list_saved_searches',
      state: request.state,
    };
  }
  const rows: TypedRow[] = listed.items.map((item) => ({
    id: item.searchId,
    title: item.title,
    script_id: item.scriptId,
    record_type: item.recordType,
    owner: item.owner ?? null,
    created: item.dateCreated?.slice(0, 10) ?? null,
  }));
  return {
    outcome: {
      kind: 'table',
      rows,
      count: rows.length,
      caption: `${rows.length} saved search${rows.length === 1 ? '' : 'es'}`,
    },
    intent: 'list_saved_searches',
    state: { rows: rows.map((row) => ({ id: String(row.id), label: String(row.title) })) },
  };
}

function matchSearches(name: string, items: readonly SavedSearchListItem[]): SavedSearchListItem[] {
  const wanted = name.toLowerCase().trim();
  const byId = items.filter((item) => item.searchId === wanted || item.scriptId.toLowerCase() === wanted);
  if (byId.length > 0) return byId;
  const exact = items.filter((item) => item.title.toLowerCase() === wanted);
  if (exact.length > 0) return exact;
  const tokens = nameTokens(wanted).filter((token) => !['search', 'saved'].includes(token));
  if (tokens.length === 0) return [];
  return items.filter((item) =>
    tokens.every((token) => `${item.title} ${item.scriptId}`.toLowerCase().includes(token)),
  );
}

export async function runSavedSearch(request: Request, name: string): Promise<Handled> {
  const listed = await savedSearches(request);
  if (!listed.ok) return listed.handled;
  const bound = request.bindings[name];
  const matches = bound ? listed.items.filter((item) => item.searchId === bound.id) : matchSearches(name, listed.items);
  if (matches.length === 0) {
    return failed(
      'run_saved_search',
      request.state,
      'not_found',
      `I couldn't find a saved search called "${name}". Ask me to list your saved searches.`,
    );
  }
  if (matches.length > 1) {
    const candidates: Candidate[] = matches.map((item) => ({
      id: item.searchId,
      name: item.title,
      kind: 'saved search',
    }));
    const resolution = whichOne(request, name, candidates);
    if (resolution.kind === 'ambiguous') return asked(request, resolution.text, resolution.question);
  }
  const search = matches[0] as SavedSearchListItem;
  const added = await conditionsBeside(request, search.title);
  if (added) {
    return notUnderstood(
      request,
      added,
      `I run a saved search as it was saved, so I can't add "${added}" to ${search.title}. I can list the records themselves with it instead, for example "open vendor bills over 1,000".`,
    );
  }
  const result = await request.session.tools.call('ns_runSavedSearch', { searchId: search.searchId });
  if (result.status === 'failed') return toolFailure(request, 'run_saved_search', result.code, result.message);
  if (result.status !== 'ok') throw new Error('ns_runSavedSearch only reads');
  const output = result.output as RunSearchOutput;
  const state: PlannerState = { last: { kind: 'search', searchId: search.searchId, title: search.title } };
  if (output.rows.length === 0) {
    return {
      outcome: { kind: 'answer', markdown: `The saved search **${search.title}** has no results right now.` },
      intent: 'run_saved_search',
      state,
    };
  }
  return {
    outcome: {
      kind: 'table',
      rows: output.rows,
      count: Math.max(output.totalResults, output.rows.length),
      caption: `Saved search ${search.title}: ${output.totalResults} result${output.totalResults === 1 ? '' : 's'}`,
    },
    intent: 'run_saved_search',
    state,
  };
}

const SEARCH_TYPES: Readonly<Partial<Record<RecordKind, SavedSearchDefinitionInput['recordType']>>> = {
  customer: 'customer',
  vendor: 'vendor',
  employee: 'employee',
  item: 'item',
};

const COLUMNS: Readonly<Record<SavedSearchDefinitionInput['recordType'], readonly SearchColumnInput[]>> = {
  transaction: [
    { name: 'tranid' },
    { name: 'trandate', sort: 'desc' },
    { name: 'entity' },
    { name: 'status' },
    { name: 'amount' },
  ],
  customer: [{ name: 'entityid', sort: 'asc' }, { name: 'email' }, { name: 'phone' }, { name: 'balance' }],
  vendor: [{ name: 'entityid', sort: 'asc' }, { name: 'email' }, { name: 'phone' }, { name: 'balance' }],
  item: [{ name: 'itemid', sort: 'asc' }, { name: 'displayname' }, { name: 'baseprice' }, { name: 'quantityonhand' }],
  employee: [{ name: 'entityid', sort: 'asc' }, { name: 'title' }, { name: 'email' }, { name: 'department' }],
};

const OPERATORS = {
  gt: 'greaterthan',
  gte: 'greaterthanorequalto',
  lt: 'lessthan',
  lte: 'lessthanorequalto',
  eq: 'equalto',
} as const;

/** The saved search filters a query's filters become; those a search cannot express are named. */
function searchFilters(
  query: QuerySpec,
  type: SavedSearchDefinitionInput['recordType'],
): { filters: SearchFilterInput[]; dropped: string[] } {
  const spec = recordSpec(query.record);
  const filters: SearchFilterInput[] = [];
  const dropped: string[] = [];
  if (type === 'transaction' && spec.transactionType) {
    filters.push(
      { field: 'type', operator: 'anyof', values: [spec.transactionType] },
      { field: 'mainline', operator: 'is', values: ['T'] },
    );
  }
  const dateRange = (field: string, filter: Extract<Filter, { kind: 'date' }>) => {
    if (filter.from && filter.to) filters.push({ field, operator: 'within', values: [filter.from, filter.to] });
    else if (filter.from) filters.push({ field, operator: 'onorafter', values: [filter.from] });
    else if (filter.to) filters.push({ field, operator: 'onorbefore', values: [filter.to] });
  };
  for (const filter of query.filters) {
    switch (filter.kind) {
      case 'status':
        if (spec.transactionType)
          filters.push({
            field: 'status',
            operator: 'anyof',
            values: filter.codes.map((code) => `${spec.transactionType}:${code}`),
          });
        break;
      case 'money': {
        if (filter.measure === 'cost' && type !== 'item') {
          dropped.push('cost');
          break;
        }
        const field =
          filter.measure === 'cost'
            ? 'cost'
            : type === 'transaction'
              ? filter.measure === 'balance'
                ? 'fxamountremaining'
                : 'fxamount'
              : type === 'item'
                ? 'baseprice'
                : 'creditlimit';
        if (filter.comparator === 'between')
          filters.push({ field, operator: 'between', values: [filter.value, filter.upper ?? filter.value] });
        else filters.push({ field, operator: OPERATORS[filter.comparator], values: [filter.value] });
        break;
      }
      case 'date':
        if (filter.negate) dropped.push(`except ${filter.label}`);
        else
          dateRange(type === 'transaction' ? (filter.field === 'due' ? 'duedate' : 'trandate') : 'datecreated', filter);
        break;
      case 'overdue':
        filters.push(
          { field: 'duedate', operator: 'before', values: ['today'] },
          { field: 'amountremaining', operator: 'greaterthan', values: [0] },
        );
        break;
      case 'party':
        filters.push({ field: 'entity', operator: filter.negate ? 'noneof' : 'anyof', values: [filter.id] });
        break;
      case 'item':
        filters.push({ field: 'item', operator: 'anyof', values: [filter.id] });
        break;
      case 'parties':
        filters.push({
          field: filter.party === 'item' ? 'item' : 'entity',
          operator: 'anyof',
          values: [...filter.ids],
        });
        break;
      case 'rep':
        filters.push({ field: 'salesrep', operator: 'anyof', values: [filter.id] });
        break;
      case 'active':
        filters.push({ field: 'isinactive', operator: 'is', values: [filter.active ? 'F' : 'T'] });
        break;
      case 'field':
        filters.push({ field: filter.field, operator: filter.present ? 'isnotempty' : 'isempty' });
        break;
      case 'has':
        if ((type === 'customer' || type === 'vendor') && !filter.overdue)
          filters.push({ field: 'balance', operator: 'greaterthan', values: [0] });
        else dropped.push(`with ${filter.label}`);
        break;
      case 'subsidiary':
        filters.push({ field: 'subsidiary', operator: 'anyof', values: [filter.id] });
        break;
      default:
        dropped.push(filter.kind);
    }
  }
  return { filters, dropped };
}

/** "Create a saved search of vendors with open bills": the definition from the words, then a preview. */
export async function createSavedSearch(
  request: Request,
  query: QuerySpec | undefined,
  named: string | undefined,
): Promise<Handled> {
  if (!query) {
    return failed(
      'create_saved_search',
      request.state,
      'unclear',
      'Tell me what the saved search should find, for example "create a saved search of open invoices over 5,000".',
    );
  }
  const type = SEARCH_TYPES[query.record] ?? (recordSpec(query.record).transactionType ? 'transaction' : undefined);
  if (!type) {
    return failed(
      'create_saved_search',
      request.state,
      'unsupported',
      `I can make saved searches of transactions, customers, vendors, items and employees, not ${recordSpec(query.record).plural}.`,
    );
  }
  const { filters, dropped } = searchFilters(query, type);
  const title = (named ?? capitalize(describeQuery(query))).slice(0, 200);
  const definition: SavedSearchDefinitionInput = { title, recordType: type, filters, columns: [...COLUMNS[type]] };
  const result = await request.session.tools.call('ns_createSavedSearch', { definition });
  if (result.status === 'failed') return toolFailure(request, 'create_saved_search', result.code, result.message);
  if (result.status !== 'proposed') throw new Error('ns_createSavedSearch writes: it always waits for a confirmation');
  const lead =
    dropped.length > 0
      ? `A saved search cannot filter ${dropped.join(', ')}, so those conditions are left out.`
      : undefined;
  return {
    outcome: { kind: 'confirmation', confirmation: result.confirmation, ...(lead ? { lead } : {}) },
    intent: 'create_saved_search',
    state: request.state,
  };
}
