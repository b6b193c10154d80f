import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemToken, type ItsFunction, type WinkMethods } from 'wink-nlp';

/**
 * English as wink-nlp reads it (its light English model ships inside its npm package): each
 * word's base form ("bought" is buy, "hasn't" is has + not), its part of speech, and whether
 * the word is English at all. The planner's own readers decide what words mean for NetSuite;
 * this only tells them what the words are.
 */

/** One word of a request, where it stands in the text. */
export interface EnglishWord {
  /** As typed (lower case when the text is). */
  readonly value: string;
  /** The word in full: `n't` is `not`, `'s` is `is`. */
  readonly normal: string;
  /** The base form: `bought` is `buy`, `invoices` is `invoice`. */
  readonly lemma: string;
  /** Universal part of speech: NOUN, VERB, ADJ, ADP, DET, PRON, AUX, PART, NUM... */
  readonly pos: string;
  readonly start: number;
  readonly end: number;
}

/**
 * wink-nlp adds every word outside its vocabulary to the model's cache for good; a long-running
 * server reads a new instance after this many documents so the cache cannot grow without bound.
 */
const DOCUMENTS_PER_INSTANCE = 5000;

let instance: WinkMethods | undefined;
let documents = 0;

function nlp(): WinkMethods {
  if (!instance || documents >= DOCUMENTS_PER_INSTANCE) {
    instance = winkNLP(model, ['sbd', 'pos']);
    documents = 0;
  }
  documents += 1;
  return instance;
}

/** The words of a text with their base forms and parts of speech, punctuation left out. */
export function englishWords(text: string): EnglishWord[] {
  const reader = nlp();
  const { its } = reader;
  const tokens = reader.readDoc(text).tokens();
  // wink-nlp's declarations give `its.lemma` the signature of its internals; at run time it is
  // a token helper like the others.
  const lemma = its.lemma as unknown as ItsFunction<string>;
  const words: EnglishWord[] = [];
  let cursor = 0;
  tokens.each((token: ItemToken) => {
    const value = String(token.out(its.value));
    cursor += String(token.out(its.precedingSpaces)).length;
    // Tokens are the text's own slices, so offsets follow; the search is a guard against any
    // token the tokenizer rewrote.
    const found = text.startsWith(value, cursor) ? cursor : text.indexOf(value, cursor);
    const start = found === -1 ? cursor : found;
    const end = start + value.length;
    cursor = end;
    const type = String(token.out(its.type));
    if (type === 'punctuation') return;
    words.push({
      value,
      normal: String(token.out(its.normal)),
      lemma: String(token.out(lemma)),
      pos: String(token.out(its.pos)),
      start,
      end,
    });
  });
  return words;
}

/**
 * Workplace words the model's vocabulary lacks, right as typed: "checked by ops" is operations,
 * never "POs".
 */
const WORKPLACE_WORDS = new Set(['ops', 'devops', 'finops', 'hr', 'qa', 'eta', 'fyi', 'asap', 'kpi', 'kpis']);

/** Whether a single lower-case word is English: in the model's vocabulary, or a workplace word. */
export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  return WORKPLACE_WORDS.has(lower) || !nlp().readDoc('').isOOV(lower);
}

/** Parts of speech that carry no content of their own: "the", "of", "we", "have", "and". */
const FUNCTION_POS = new Set(['DET', 'PRON', 'AUX', 'ADP', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'SYM', 'INTJ']);

/** Whether a word is a function word: it may be passed over without changing what is asked. */
export function isFunctionWord(word: EnglishWord): boolean {
  return FUNCTION_POS.has(word.pos) && word.normal !== 'not' && word.normal !== 'no';
}
