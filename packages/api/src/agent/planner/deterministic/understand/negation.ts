import type { EnglishWord } from '../text/english.ts';
import type { MarkedText } from './spans.ts';

/**
 * Negation, read for what it means to the ledger. "Haven't been paid" is a status (open), "not
 * yet received" another (pending receipt), and "haven't bought anything in 6 months" or "no
 * orders" the absence of transactions (an anti-join). A negation whose meaning this cannot tell
 * ("not in Texas", "aren't overdue") is left in the text, for the planner to ask about instead of
 * answering the rest.
 */

/**
 * What the entity has had none of: sales, orders, purchases, payments, anything owed ("customers
 * who owe us nothing"), or any transaction.
 */
export type Activity = 'sale' | 'order' | 'purchase' | 'payment' | 'owed' | 'any';

export interface Negations {
  /** Status phrases the negations stand for: "haven't been paid" is `not paid`. */
  readonly statusPhrases: readonly string[];
  readonly absences: readonly Activity[];
  /**
   * Activities said to have stopped ("stopped buying"): absences only over a period, which the
   * planner asks for when none is said, since without one they would read as never.
   */
  readonly ceased: readonly string[];
}

/** Words that negate what follows. `n't` reads as `not`; "zero" is a digit by now. */
const CUES = new Set(['not', 'no', 'never', 'without', 'zero', '0', 'none', 'nothing']);

/** Parts of speech passed over when quoting what a negation negates: "not in *the*". */
const FUNCTION_POS = new Set(['DET', 'ADP', 'PRON', 'AUX', 'PART', 'CCONJ', 'SCONJ', 'PUNCT']);

/** Verbs that end an activity: "stopped buying", "quit ordering", "ceased trading". */
const CESSATION = new Set(['stop', 'quit', 'cease']);

/** Words passed over between a negation and what it negates: "not *yet been fully* paid". */
const PASSED_OVER = new Set([
  'yet',
  'been',
  'be',
  'being',
  'is',
  'are',
  'was',
  'were',
  'ever',
  'even',
  'fully',
  'completely',
  'entirely',
  'all',
  'any',
  'anything',
  'single',
  'a',
  'an',
  'the',
  'one',
  'got',
  'gotten',
  'yet',
  'recent',
  'new',
  'with',
  'us',
  'we',
  'made',
  'placed',
  'had',
  'have',
  'has',
  'done',
  'really',
]);

/** A negated verb, by its base form, as the status it leaves the document in. */
const NEGATED_VERBS: Readonly<Record<string, readonly string[]>> = {
  pay: ['not paid'],
  settle: ['not paid'],
  collect: ['not paid'],
  clear: ['not paid'],
  receive: ['not received'],
  arrive: ['not received'],
  deliver: ['not received', 'not shipped'],
  ship: ['not shipped'],
  fulfill: ['not fulfilled'],
  fulfil: ['not fulfilled'],
  dispatch: ['not shipped'],
  send: ['not shipped'],
  bill: ['not billed'],
  invoice: ['not invoiced'],
  approve: ['not approved'],
  close: ['open'],
  complete: ['open'],
  finish: ['open'],
};

/** Verbs of trading: "haven't bought anything", "never ordered". Their negation is an absence. */
const TRADING_VERBS: Readonly<Record<string, Activity>> = {
  buy: 'sale',
  purchase: 'purchase',
  order: 'order',
  sell: 'sale',
  spend: 'purchase',
  trade: 'any',
  transact: 'any',
  use: 'purchase',
  do: 'any',
  owe: 'owed',
};

/** Nouns of trading: "no sales", "without orders", "zero activity". */
const TRADING_NOUNS: Readonly<Record<string, Activity>> = {
  sale: 'sale',
  revenue: 'sale',
  invoice: 'sale',
  purchase: 'purchase',
  bill: 'purchase',
  spend: 'purchase',
  order: 'order',
  payment: 'payment',
  activity: 'any',
  transaction: 'any',
  business: 'any',
  balance: 'owed',
  debt: 'owed',
};

/**
 * Reads the negations of `marked` whose meaning is known, taking their words. `words` are the
 * text's words as wink-nlp reads them (base forms, with "haven't" as "have not").
 */
export function readNegations(marked: MarkedText, words: readonly EnglishWord[]): Negations {
  const statusPhrases: string[] = [];
  const absences: Activity[] = [];
  const ceased: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const cue = words[i];
    if (!cue || !marked.isFree(cue.start, cue.end)) continue;
    // "Stopped buying from us", "quit ordering": an end of trading, so none of it since.
    if (CESSATION.has(cue.lemma)) {
      const verb = words[i + 1];
      const activity = verb && (TRADING_VERBS[verb.lemma] ?? (verb.lemma === 'pay' ? 'payment' : undefined));
      if (verb && activity && marked.isFree(verb.start, verb.end)) {
        const next = words[i + 2];
        const end =
          next && /^(?:from|with)$/.test(next.value) && marked.isFree(next.start, next.end) ? next.end : verb.end;
        marked.take(cue.start, end);
        absences.push(activity);
        ceased.push(marked.text.slice(cue.start, end));
      }
      continue;
    }
    if (!CUES.has(cue.normal)) continue;
    // "have bought nothing": the verb comes before its negation.
    if (cue.normal === 'nothing' || cue.normal === 'none') {
      // "owe us nothing": the object between the verb and its negation is passed over.
      const object = words[i - 1] && /^(?:us|me|them|you|him|her)$/.test(words[i - 1]?.normal ?? '');
      const verb = words[i - (object ? 2 : 1)];
      const activity = verb && TRADING_VERBS[verb.lemma];
      if (verb && activity && marked.isFree(verb.start, verb.end)) {
        marked.take(verb.start, cue.end);
        absences.push(activity);
      }
      continue;
    }
    // "Not yet fully billed" is short of billed in full: partly billed is still not fully billed.
    let fully = false;
    for (let j = i + 1; j < Math.min(words.length, i + 6); j++) {
      const word = words[j];
      if (!word || !marked.isFree(word.start, word.end)) break;
      const lemma = word.lemma;
      const status = NEGATED_VERBS[lemma];
      if (status && (word.pos === 'VERB' || word.pos === 'ADJ' || /(?:ed|en|id)$/.test(word.value))) {
        marked.take(cue.start, word.end);
        statusPhrases.push(...(fully ? status.map((phrase) => phrase.replace(/^not /, 'not fully ')) : status));
        // "Aren't fully billed or closed": the negation reaches over "or" to the next word too.
        const or = words[j + 1];
        const next = words[j + 2];
        if (or && next && /^(?:or|nor)$/.test(or.normal) && marked.isFree(or.start, next.end)) {
          marked.take(or.start, next.end);
          statusPhrases.push(`not ${next.normal}`);
        }
        break;
      }
      if (/^(?:fully|completely|entirely)$/.test(word.normal)) fully = true;
      const trading = TRADING_VERBS[lemma] ?? TRADING_NOUNS[lemma];
      if (trading && (cue.normal !== 'not' || TRADING_VERBS[lemma])) {
        // "bought from us": the preposition belongs to the verb, not to a name.
        const next = words[j + 1];
        const end =
          next && /^(?:from|with)$/.test(next.value) && marked.isFree(next.start, next.end) ? next.end : word.end;
        marked.take(cue.start, end);
        absences.push(trading);
        break;
      }
      if (!PASSED_OVER.has(word.normal) && !PASSED_OVER.has(word.value)) break;
    }
  }
  return { statusPhrases, absences, ceased };
}

/**
 * Negations still in the text, each with the few words after it ("not in texas"): what the
 * readers could not give a meaning, to ask about.
 */
export function unreadNegations(marked: MarkedText, words: readonly EnglishWord[]): string[] {
  const phrases: string[] = [];
  words.forEach((word, index) => {
    if (!(CUES.has(word.normal) || word.normal === 'neither' || word.normal === 'nor')) return;
    if (!marked.isFree(word.start, word.end)) return;
    // The words it negates, read or not, so the question quotes them: "not in texas", "not in
    // the vip segment" (up to two words that carry content).
    let last = index;
    let content = 0;
    for (let next = index + 1; next < words.length && next <= index + 5 && content < 2; next++) {
      last = next;
      if (!FUNCTION_POS.has(words[next]?.pos ?? '')) content += 1;
    }
    const end = words[Math.max(last, Math.min(words.length - 1, index + 2))]?.end ?? word.end;
    // "n't" is read with its verb: "aren't active".
    const start =
      word.value.startsWith('n') && word.value.endsWith("'t") ? (words[index - 1]?.start ?? word.start) : word.start;
    phrases.push(marked.text.slice(start, end));
  });
  return phrases;
}
