import { RECORD_KINDS, RECORDS, type RecordKind } from '../../../netsuite/record-catalog.ts';
import { STATUS_WORDS } from '../../../netsuite/transaction-statuses.ts';
import { NUMBER_WORDS } from '../text/numbers.ts';
import { REGION_WORDS } from '../text/regions.ts';

/** Every phrase naming a record, longest first, so "purchase orders" wins over "orders". */
export const RECORD_PHRASES: readonly { readonly phrase: string; readonly kind: RecordKind }[] = RECORD_KINDS.flatMap(
  (kind) => RECORDS[kind].words.map((phrase) => ({ phrase, kind })),
).sort((a, b) => b.phrase.length - a.phrase.length);

/**
 * Words that carry no name: requests are read, the words understood are taken, and what is left
 * after these is what may be the name of a customer, vendor or item.
 */
export const STOPWORDS = new Set(
  `a about above after again against all also am an and any anything are as at be been before being below between
  both but by can could did do does doing done during each either else ever every few find for from get gets give
  go going got had has have having he her here hers him his how i if in into is it its itself just let lets like
  list me mine more most my need needs no nor not now of off on once one only or other our ours out over own
  please pull put same see she should show so some such than that the their them then there these they this those
  through to too under until up us very want wanted was we were what when where which while who whom whose why
  will with within would yet you your yours display fetch bring lookup look search find give tell thanks thank
  hi hello hey ok okay kindly quick quickly currently current right now exist exists existing total records record
  entries entry data info information details detail report rows row results result everything anyone someone
  them those ones one they're there's what's whats who's let's i'd i'm we're we've it's that's got see view named called
  names name many much created pending new recent recently latest newest oldest biggest largest highest lowest
  smallest top bottom rank ranked ranking order sorted sort number count total sum average mean amount value
  values money us sales revenue spend spending spent purchases worth sold bought buy buys buying dollars`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words of asking that add nothing to what is asked: "can you *tell* me", "I *need* to *see*".
 * A word outside these, the stopwords and the readers' words makes the planner ask about it.
 */
export const FILLERS = new Set(
  `tell know see check want need needs like looking look find get pull bring fetch give show list display
  can could would will please pls plz kindly just me us our my we i you currently right now today's all
  every each them those these ones some any there here is are was were be been do does did have has had
  happen happened happening exist exists existing got get getting have having also again
  actually really still yet already ok okay so well hey hi hello thanks thank quick quickly real fast
  go ahead run pull up bring up whole entire full complete everything anything something stuff things
  right away asap immediately currently presently at the moment moment based located sitting
  roughly approximately approx ballpark
  gimme lemme wanna gotta grab u ya altogether together overall anywhere everywhere narrow
  send sent issue issued raise raised sell carry make made enter entered book booked take took place placed
  get got`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words the readers and the classifier read, beyond record and status words: comparisons,
 * fields, figures, reports and the verbs of writes. A typo of one of them ("graeter", "credt",
 * "montly", "chnage") is put right so the reader sees it.
 */
const READER_WORDS = `greater less fewer more higher lower larger bigger smaller above below exceeding least most than
  running short rank ranked ranking backordered backorder backorders
  credit limit limits cost costs costing priced prices price selling sold seller sellers best worst status statuses
  monthly month weekly yearly quarterly cash bank banks position reorder point points warehouse warehouses location
  locations committed available availability older newer oldest newest aged aging ageing average mean maximum minimum
  compare compared comparison versus revenue profit loss gross net income expenses statement balance balances
  receivables payables outstanding unpaid overdue delinquent create update delete change remove rename register
  transfer transfers credit memo memos journal entry entries refund approve void invoice invoiced invoices billing
  shipped shipping received receiving ordered ordering purchased purchasing payment payments collected report
  reports saved search searches inventory stock quantity quantities hand units customers vendors suppliers employees
  items products orders bills each every group breakdown split total totals count how many much what which`.split(
  /\s+/,
);

/** The words the speller may put a typo right to: every domain word the planner reads. */
export function plannerVocabulary(): string[] {
  const statusPhrases = Object.values(STATUS_WORDS).flatMap((words) => words?.flatMap((word) => word.phrases) ?? []);
  return [
    ...RECORD_PHRASES.map(({ phrase }) => phrase),
    ...NUMBER_WORDS,
    // Known words are never 'corrected' into domain words: "help" stays help.
    ...STOPWORDS,
    ...statusPhrases,
    ...`show list display find give fetch get pull create add make new update change modify edit rename delete remove
      deactivate reactivate activate count many number total sum average biggest largest highest smallest lowest
      top bottom most least sorted sort order ordered amount value balance outstanding overdue due date created
      month quarter year week today yesterday since before after between last this next previous past days weeks
      months years saved search searches report reports aging receivable payable income statement profit loss
      inventory stock hand available script workflow field custom deploy receive fulfill ship invoice bill pay
      payment payments purchase sales vendor customer supplier employee item product email phone named called with
      without inactive active please unpaid paid pending approval fulfillment billing received receipt quantity units
      price describe metadata fields schema export download details second third first dollars
      help tell joke over under priced pay paid receive ship fulfill thanks weather what could would should
      approver approvers notify notifies alert emails sets memo checkbox dropdown list suitelet restlet scheduled
      client event user loyalty tier`.split(/\s+/),
    ...READER_WORDS,
    ...REGION_WORDS,
  ].filter(Boolean);
}

/**
 * Words that bound or exclude ("outside the US", "other than Kemmer", "due after today", "more
 * than 3"). Little words by their part of speech, they change what is asked: left unplaced, they
 * are asked about, never passed over.
 */
export const SCOPE_WORDS = new Set(
  `outside except excluding exclude besides apart without other after before since until beyond instead
  over under above below between more less fewer`.split(/\s+/),
);
