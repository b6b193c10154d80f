import { INTENTS, type Intent } from '../../intents.ts';
import type { QuerySpec } from '../../netsuite/query-spec.ts';
import { typedRows } from '../../netsuite/typed-rows.ts';
import type { Planner, PlannerResult, PlannerSession, PlannerTurn } from '../planner.ts';
import { pickCandidate } from './directory.ts';
import { routeErp } from './erp/route-erp.ts';
import { ERP_VOCABULARY, onlyNetsuiteNamed, withoutPlatformWords } from './erp/systems.ts';
import { handleDocumentLookup } from './handlers/document-lookup-handler.ts';
import { handleFieldLookup } from './handlers/field-lookup-handler.ts';
import { handleFinance } from './handlers/finance-handler.ts';
import { lastQuery, orderAfterList, paymentPeriod } from './handlers/follow-up.ts';
import { answered, type Handled, type Request } from './handlers/handler.ts';
import { handleHelp } from './handlers/help-handler.ts';
import { handleItemStock } from './handlers/item-stock-handler.ts';
import { describeRecordType } from './handlers/metadata-handler.ts';
import { handleProcessStep } from './handlers/process-handler.ts';
import { createProjectFromWords, deployProject } from './handlers/project-handler.ts';
import {
  handleAggregate,
  handleCount,
  handleExport,
  handleLines,
  handleQuery,
  handleRecordDetail,
  querySpecFromReading,
  runSuiteql,
} from './handlers/query-handler.ts';
import { createRecord, deleteRecord, updateRecord } from './handlers/record-writes.ts';
import { handleRefusal, handleUnsupported } from './handlers/refusal-handler.ts';
import { followReport } from './handlers/report-follow-up.ts';
import { listReports, runReport } from './handlers/report-handler.ts';
import { handleSap, namesSap, sapHelp } from './handlers/sap-handler.ts';
import {
  createSavedSearch,
  listSavedSearches,
  runSavedSearch,
  savedSearchNamed,
} from './handlers/saved-search-handler.ts';
import { suiteqlTypo } from './handlers/suiteql-typo.ts';
import { localToday } from './local-today.ts';
import type { Candidate, PendingQuestion, PlannerState } from './planner-state.ts';
import { readPlannerState, storedPlannerState } from './planner-state.ts';
import { withoutContractions } from './text/contractions.ts';
import { withoutCourtesy } from './text/courtesy.ts';
import { isEnglishWord } from './text/english.ts';
import { wordsToDigits } from './text/numbers.ts';
import { withoutShorthand } from './text/shorthand.ts';
import { Speller } from './text/spelling.ts';
import { type Classified, classify, SQL_PREFACE } from './understand/classify.ts';
import { createOfListedKind, createWithKindAfter } from './understand/create-words.ts';
import { readDocumentLookup } from './understand/document-lookup.ts';
import { readFieldLookup } from './understand/field-lookup.ts';
import { readItemStock } from './understand/item-stock.ts';
import { FILLERS, plannerVocabulary, SCOPE_WORDS, STOPWORDS } from './understand/lexicon.ts';
import { type Reading, readRequest } from './understand/read-request.ts';
import { readVerbPhrases } from './understand/verb-phrases.ts';

/** Intents whose unread words make the planner ask: the ones a second spelling pass may rescue. */
const READ_AS_QUESTION: ReadonlySet<Classified['intent']> = new Set(['query', 'count', 'aggregate']);

/** Intents a question about one item's stock, or a follow-up to a report, may be read as: never a write. */
const STOCK_INTENTS: ReadonlySet<Classified['intent']> = new Set(['query', 'count', 'aggregate', 'run_report']);

const CANCEL_QUESTION = /^(?:cancel|never ?mind|forget it|stop|no|none|neither|none of them)\b/i;
/** "Ignore it", "skip that", "leave that out": go on without the words asked about. */
const IGNORE_IT =
  /^(?:(?:just|please|ok(?:ay)?|yes|yeah|sure)[, ]+)*(?:ignore|skip|drop|leave out|forget|disregard|never ?mind|without)(?: (?:it|that|this|the rest|that part|that word|those words|them))?(?: out)?$|^(?:yes|yeah|yep|sure|ok(?:ay)?|fine|go ahead|that'?s fine|do that)$/i;

/** The request with the phrase asked about replaced by the answer, or the answer added to it. */
function replacePhrase(prompt: string, phrase: string, answer: string): string {
  const at = prompt.toLowerCase().indexOf(phrase.toLowerCase());
  if (at === -1 || phrase === '') return `${prompt} ${answer}`;
  return `${prompt.slice(0, at)}${answer}${prompt.slice(at + phrase.length)}`;
}

const NEW_REQUEST =
  /^(?:show|list|find|get|create|add|delete|remove|update|change|how many|what|which|run|give|display|who)\b/i;

/** The words, read plainly: lower case, one kind of quote, single spaces, no trailing punctuation. */
export function normalize(prompt: string): string {
  return prompt
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '')
    .toLowerCase();
}

/**
 * The default planner: no model, no network. It reads a request with a grammar of intents and
 * slots (records, statuses, amounts, dates, names, sort, limit), resolves names against the
 * account, and calls the same tools the LLM planner would, asking one precise question when the
 * words leave a choice open.
 */
export class DeterministicPlanner implements Planner {
  readonly kind = 'deterministic' as const;
  readonly #speller = new Speller([...plannerVocabulary(), ...ERP_VOCABULARY], isEnglishWord, (word) =>
    STOPWORDS.has(word),
  );

  /**
   * The request with its typos put right: first every word that is not English; then, if the
   * words still leave some English word unread ("items bellow reorder point", "crate item"), that
   * word too, when it is one edit from a word the planner reads.
   */
  #corrected(prompt: string, today: string): string {
    const corrected = this.#speller.correctText(prompt, (word) => STOPWORDS.has(word));
    const first = readRequest(readVerbPhrases(wordsToDigits(normalize(corrected))), today);
    // Only a question the words would leave unanswered: a write, a refusal or an action no tool
    // takes reads its own words ("move 10 units ...", "post a journal entry"), and English there
    // stays English.
    if (!READ_AS_QUESTION.has(classify(first, false).intent)) return corrected;
    // "What do we charge for X?" reads as one field of one record: its words are not to be
    // turned into others ("charge" is no typo of "change").
    if (readFieldLookup(first.text)) return corrected;
    const leftovers = first.leftovers;
    const unread = new Set(
      leftovers.flatMap((run) => run.split(/\s+/)).filter((word) => !STOPWORDS.has(word) && !FILLERS.has(word)),
    );
    // Into a word of substance, or a word that bounds ("bellow" is below), never another little word.
    const accepts = (candidate: string) => !STOPWORDS.has(candidate) || SCOPE_WORDS.has(candidate);
    return unread.size > 0 ? this.#speller.correctUnplaced(corrected, unread, accepts) : corrected;
  }

  async respond(turn: PlannerTurn, session: PlannerSession): Promise<PlannerResult> {
    const state = readPlannerState(turn.state);
    const { question, ...rest } = state;
    let handled: Handled;
    // Courtesy and contractions first: "morning! who've we not billed? thanks" asks what
    // "who have we not billed" asks, and a question's answer is read the same way.
    const said = withoutCourtesy(withoutShorthand(withoutContractions(turn.prompt)));
    const answer = question && this.#answer(said, question);
    if (answer === 'cancel') {
      handled = answered('clarification', rest, 'All right, never mind. What would you like to do instead?');
    } else if (answer) {
      handled = await this.#plan(answer.prompt, answer.bindings, rest, turn, session, answer.ignored);
      if (handled.intent !== 'clarification') handled = { ...handled, intent: 'clarification' };
    } else {
      handled = await this.#plan(said, {}, rest, turn, session);
    }
    return { outcome: handled.outcome, intent: handled.intent, state: storedPlannerState(handled.state) };
  }

  /**
   * How a reply answers a pending question: the original request, completed by the answer, to
   * plan again; undefined when the reply is a new request instead.
   */
  #answer(
    reply: string,
    question: PendingQuestion,
  ): { prompt: string; bindings: Record<string, Candidate>; ignored: string[] } | 'cancel' | undefined {
    const text = reply.trim().replace(/[?!.]+$/, '');
    if (CANCEL_QUESTION.test(text)) return 'cancel';
    if (question.kind === 'binding') {
      const picked = pickCandidate(text, question.candidates);
      if (!picked) return undefined;
      return { prompt: question.prompt, bindings: { ...question.bindings, [question.phrase]: picked }, ignored: [] };
    }
    if (NEW_REQUEST.test(text) && text.split(/\s+/).length > 3) return undefined;
    if (question.kind === 'append') {
      return {
        prompt: question.template.replace('{prompt}', question.prompt).replace('{answer}', text),
        bindings: {},
        ignored: [],
      };
    }
    if (IGNORE_IT.test(text)) return { prompt: question.prompt, bindings: {}, ignored: [question.phrase] };
    // An answer that names records is a request of its own ("invoices over 5,000"), not the missing word.
    if (readRequest(wordsToDigits(normalize(text)), localToday()).records.length > 0) return undefined;
    return { prompt: replacePhrase(question.prompt, question.phrase, text), bindings: {}, ignored: [] };
  }

  async #today(session: PlannerSession): Promise<string> {
    try {
      return (await session.account()).today;
    } catch {
      // Not connected: the words can still be read; any tool call will then say so.
      return localToday();
    }
  }

  /**
   * SAP Business One answers when the words name it, or when the user has no NetSuite account to
   * ask and SAP answers the words; otherwise NetSuite does, as before.
   */
  async #sap(text: string, prompt: string, session: PlannerSession, state: PlannerState): Promise<Handled | undefined> {
    if (namesSap(text)) return (await handleSap(text, prompt, session, state)) ?? sapHelp(state);
    if (await this.#netsuiteConnected(session)) return undefined;
    const handled = await handleSap(text, prompt, session, state);
    // Connected to neither: NetSuite's path says so, as it always has.
    return handled?.outcome.kind === 'failure' && handled.outcome.code === 'not_connected' ? undefined : handled;
  }

  async #netsuiteConnected(session: PlannerSession): Promise<boolean> {
    try {
      await session.account();
      return true;
    } catch {
      return false;
    }
  }

  async #plan(
    prompt: string,
    bindings: Record<string, Candidate>,
    state: PlannerState,
    turn: PlannerTurn,
    session: PlannerSession,
    ignored: readonly string[] = [],
  ): Promise<Handled> {
    const today = await this.#today(session);
    const corrected = this.#corrected(prompt, today);
    const spelled = wordsToDigits(normalize(corrected));
    // "In NetSuite, open sales orders": the name says where to look, and NetSuite's reader has no use for it.
    const netsuiteNamed = onlyNetsuiteNamed(spelled);
    const platformless = netsuiteNamed ? withoutPlatformWords(spelled) : spelled;
    const read = readVerbPhrases(platformless);
    // The list shown last, so a follow-up may count its entities' transactions ("only those with more than 3 invoices").
    const listed = lastQuery(state)?.record;
    const context = listed ? { listed } : {};
    const first = readRequest(read, today, context);
    // "Which invoices did they pay?" after payments of a period: paid in that period.
    const period = /\bpaid\b/.test(read) && !first.date ? paymentPeriod(state) : undefined;
    const text = period ? `${read} ${period}` : read;
    const reading = period ? readRequest(text, today, context) : first;
    const classified = classify(reading, Boolean(state.last));
    const request: Request = { reading, classified, turn, session, state, bindings, prompt, ignored };

    if (!turn.asker.role) {
      return classified.intent === 'help' ? handleHelp(turn.asker, state, true) : handleRefusal('anonymous', state);
    }
    const connected = netsuiteNamed ? undefined : await session.connections?.();
    const erp = connected
      ? await routeErp({
          text,
          prompt,
          session,
          state,
          today,
          connected,
          netsuiteReads: reading.records.length > 0,
          intent: (INTENTS as readonly string[]).includes(classified.intent) ? (classified.intent as Intent) : 'query',
        })
      : netsuiteNamed
        ? undefined
        : await this.#sap(text, prompt, session, state);
    if (erp) return erp;
    const creation = newRecordWords(corrected, classified, reading, state);
    if (creation) return createRecord({ ...request, classified: { intent: 'create_record' }, prompt: creation });
    const another = classified.intent === 'query' ? orderAfterList(text, state) : undefined;
    if (another) {
      const step = { intent: 'process_step', step: another.step } as const;
      return handleProcessStep({ ...request, classified: step, prompt: corrected }, another.step, another.party);
    }
    if (STOCK_INTENTS.has(classified.intent) && !(classified.intent === 'run_report' && classified.report === 'list')) {
      const followed = await followReport(request);
      if (followed) return followed;
    }
    // A report asked for by name is that report: no saved search is looked up (a role without
    // saved searches would see a refused call it never made).
    if (
      (STOCK_INTENTS.has(classified.intent) && classified.intent !== 'run_report') ||
      classified.intent === 'run_saved_search'
    ) {
      const search = await savedSearchNamed(request);
      if (search)
        return runSavedSearch({ ...request, classified: { intent: 'run_saved_search', name: search } }, search);
    }
    // "Cash position", then "and how much of that is in the money market account?": one of the accounts shown.
    if (STOCK_INTENTS.has(classified.intent) && cashFollowUp(text, state))
      return handleFinance(request, 'cash_balance');
    const documentLookup = STOCK_INTENTS.has(classified.intent) ? readDocumentLookup(text) : undefined;
    if (documentLookup) return handleDocumentLookup(request, documentLookup);
    const lookup = STOCK_INTENTS.has(classified.intent) ? readFieldLookup(text) : undefined;
    if (lookup) {
      const handled = await handleFieldLookup(request, lookup);
      if (handled) return handled;
    }
    const stock = STOCK_INTENTS.has(classified.intent) ? readItemStock(text, stockShown(state)) : undefined;
    if (stock) {
      const handled = await handleItemStock(request, stock, readRequest(stock.rest, today));
      if (handled) return handled;
    }
    switch (classified.intent) {
      case 'out_of_scope':
        return handleRefusal(classified.reason, state);
      case 'help':
        return handleHelp(turn.asker, state, /^(?:hi|hello|hey|good)/.test(text));
      case 'suiteql': {
        const statement = prompt
          .replace(SQL_PREFACE, '')
          .trim()
          .replace(/[;?]\s*$/, '');
        const ran = await runSuiteql(request, statement);
        if (!ran.ok) return suiteqlTypo(statement, ran.handled, state) ?? ran.handled;
        const columns = Object.keys(ran.output.rows[0] ?? {}).map((key) => ({ key, type: 'text' as const }));
        const rows = typedRows(ran.output.rows, columns);
        if (rows.length === 0)
          return answered('query', { last: { kind: 'suiteql', query: prompt } }, 'The query returned no rows.');
        return {
          outcome: {
            kind: 'table',
            rows,
            count: Math.max(ran.output.totalResults, rows.length),
            caption: 'SuiteQL query results',
          },
          intent: 'query',
          state: { last: { kind: 'suiteql', query: prompt } },
        };
      }
      case 'count':
        return handleCount(request);
      case 'aggregate':
        return handleAggregate(request);
      case 'query':
        return handleQuery(request);
      case 'export':
        return handleExport(request);
      case 'record_detail':
        return handleRecordDetail(request, classified.position);
      case 'run_report':
        return classified.report === 'list' ? listReports(request) : runReport(request, classified.report);
      case 'list_saved_searches':
        return listSavedSearches(request);
      case 'run_saved_search':
        return runSavedSearch(request, classified.name);
      case 'create_saved_search': {
        const { query, title } = await querySpecForSearch({ ...request, prompt: corrected }, today);
        // "Save that as a search called Past Due": the list just shown.
        const shown = query ?? (/\b(?:that|this|it|these|those|them)\b/.test(text) ? lastQuery(state) : undefined);
        return createSavedSearch(request, shown, title);
      }
      case 'record_metadata':
        return describeRecordType(request);
      // Writes read the words again, as typed but for typos ("craete a custmer named ..."):
      // names and values keep their case, which the lower-cased reading has lost.
      case 'create_record':
        return createRecord({ ...request, prompt: corrected });
      case 'update_record':
        return updateRecord({ ...request, prompt: corrected });
      case 'delete_record':
        return deleteRecord({ ...request, prompt: corrected });
      case 'process_step':
        return handleProcessStep({ ...request, prompt: corrected }, classified.step);
      case 'create_script':
      case 'create_field':
      case 'create_workflow':
        return createProjectFromWords(request, classified.intent);
      case 'deploy':
        return deployProject(request);
      case 'unsupported':
        return handleUnsupported(classified.unsupported, state, text);
      case 'finance':
        return handleFinance(request, classified.metric);
      case 'lines':
        return handleLines(request);
    }
  }
}

/** A question about the bank accounts the last answer listed: their balances, asked again of one. */
function cashFollowUp(text: string, state: PlannerState): boolean {
  const rows = state.rows ?? [];
  return (
    rows.length > 1 &&
    rows.every((row) => row.record === 'account') &&
    /\b(?:how much|balance|accounts?|holds?|in it|cash)\b/.test(text) &&
    /^(?:and|what about|how about|how much|which|what)\b|\b(?:of that|of it|of those)\b/.test(text)
  );
}

/** The one item whose stock per location the last answer showed, for "and how many are on order?". */
function stockShown(state: PlannerState): { code: string } | undefined {
  const last = lastQuery(state);
  if (last?.record !== 'itemLocation') return undefined;
  const items = last.filters.filter((filter) => filter.kind === 'item');
  const [item] = items;
  return items.length === 1 && item?.kind === 'item' ? { code: item.name } : undefined;
}

/**
 * A new customer, vendor, employee or item said with the kind after the name ("set up Acme as a
 * vendor"), or after a list of them without the kind ("add one called Acme"): the request in
 * the words the write handler reads; undefined for anything else.
 */
function newRecordWords(
  corrected: string,
  classified: Classified,
  reading: Reading,
  state: PlannerState,
): string | undefined {
  if (!['query', 'create_record', 'update_record', 'count'].includes(classified.intent)) return undefined;
  const kindAfter = createWithKindAfter(corrected);
  if (kindAfter) return kindAfter;
  const last = lastQuery(state);
  const namesNone = reading.records.every((found) => found.kind === last?.record);
  return last && namesNone ? createOfListedKind(corrected, last.record) : undefined;
}

/** Words that ask for a saved search; read by the classifier, they say nothing of what it finds. */
const SEARCH_WORDS = [
  'create',
  'make',
  'build',
  'new',
  'set',
  'up',
  'save',
  'saved',
  'search',
  'searches',
  'define',
  'add',
  'generate',
  // "... named X showing overdue invoices": what it finds follows these.
  'showing',
  'listing',
  'shows',
  'lists',
  'finds',
];

/** A saved search's title as the words give it: quoted, or after "called" up to what it finds. */
const SEARCH_TITLE =
  /\b(?:called|named|titled|call it|name it)\s+(?:"([^"]+)"|'([^']+)'|(.+?))(?=\s+(?:of|for|showing|listing|with|that|which|to find)\s|\s*:\s|\s*[?!.]*\s*$)|^\s*(?:(?:a|new|a new)\s+)?saved ?search\s+(?:"([^"]+)"|'([^']+)'|([^:]+?))(?=\s*:\s)/i;

/** "Make a saved search HC Unpaid Invoices for invoices that aren't paid yet": a title in capitals after the words. */
const TITLE_CASED =
  /\bsaved ?search\s+((?:[A-Z0-9][\w&'-]*\s+){0,6}[A-Z0-9][\w&'-]*)(?=\s+(?:for|of|showing|listing|with|that|which|to find)\s)/;

/**
 * What a new saved search should find: the words read again without its title, which would
 * otherwise be taken for names ("called Eval Open Bills of open vendor bills").
 */
async function querySpecForSearch(request: Request, today: string): Promise<{ query?: QuerySpec; title?: string }> {
  const titled = SEARCH_TITLE.exec(request.prompt) ?? TITLE_CASED.exec(request.prompt);
  const title = titled
    ? titled
        .slice(1)
        .find((part) => part !== undefined)
        ?.trim()
    : undefined;
  const rest = titled
    ? `${request.prompt.slice(0, titled.index)} ${request.prompt.slice(titled.index + titled[0].length)}`
    : request.prompt;
  const reading = readRequest(wordsToDigits(normalize(rest)), today);
  const built = await querySpecFromReading(
    { ...request, reading, ignored: [...request.ignored, ...SEARCH_WORDS] },
    undefined,
  );
  return { ...(built.kind === 'built' ? { query: built.value } : {}), ...(title ? { title } : {}) };
}
