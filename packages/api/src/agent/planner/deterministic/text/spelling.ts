/**
 * Typos in the domain's words ("invocies", "custmers", "vendros", "purchse order") put right
 * before anything else reads the text. Only words near a domain word are touched, and never a
 * word that is English already: "greater" stays greater though "created" is one edit away... of
 * two. Names and numbers pass as typed.
 */

/** Optimal string alignment distance: edits, with a swap of two neighbours counting as one. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] ?? 0;
}

/** How many edits a word of this length may be away from the word meant. */
function tolerance(length: number): number {
  if (length < 3) return 0;
  if (length < 7) return 1;
  return 2;
}

/**
 * Whether a three-letter typo could be `candidate` with one letter dropped ("ovr", "mor") or two
 * neighbours swapped ("teh"). A changed letter is not: so many short words are a letter apart
 * ("our", "or", "over") that one changed letter says nothing about which was meant.
 */
function shortSlip(typo: string, candidate: string): boolean {
  if (candidate.length === typo.length + 1) {
    for (let i = 0; i < candidate.length; i++) {
      if (`${candidate.slice(0, i)}${candidate.slice(i + 1)}` === typo) return true;
    }
    return false;
  }
  return (
    candidate.length === typo.length &&
    editDistance(typo, candidate) === 1 &&
    [...typo].sort().join('') === [...candidate].sort().join('')
  );
}

/** Words after which a word is a name as typed: "customers named mills", "bills from crate". */
const NAME_BEFORE =
  /\b(?:named|called|titled|for|from|to|by|at|of|customer|client|vendor|supplier|employee|item|product)\s+$/i;

export class Speller {
  readonly #words: ReadonlySet<string>;
  readonly #byLength = new Map<number, string[]>();
  readonly #isEnglish: (word: string) => boolean;
  readonly #isLittle: (word: string) => boolean;

  /**
   * `isEnglish` tells words that are right as typed, though they are not the domain's;
   * `isLittle` the vocabulary's function words ("needs", "lets"), which a typo is taken for only
   * when no word of substance is as near.
   */
  constructor(
    vocabulary: Iterable<string>,
    isEnglish: (word: string) => boolean = () => false,
    isLittle: (word: string) => boolean = () => false,
  ) {
    this.#isEnglish = isEnglish;
    this.#isLittle = isLittle;
    const words = new Set<string>();
    for (const phrase of vocabulary)
      for (const word of phrase.toLowerCase().split(/[^a-z]+/)) if (word) words.add(word);
    this.#words = words;
    for (const word of words) {
      const list = this.#byLength.get(word.length) ?? [];
      list.push(word);
      this.#byLength.set(word.length, list);
    }
  }

  /**
   * The known word a typo stands for, when exactly one is closest; the word itself otherwise.
   * `accepts` says which known words it may become.
   */
  correct(word: string, accepts: (candidate: string) => boolean = () => true): string {
    const lower = word.toLowerCase();
    if (this.#isEnglish(lower)) return word;
    return this.#nearest(word, tolerance(lower.length), accepts);
  }

  #nearest(word: string, allowed: number, accepts: (candidate: string) => boolean): string {
    const lower = word.toLowerCase();
    if (allowed === 0 || this.#words.has(lower) || !/^[a-z]+$/.test(lower)) return word;
    const short = lower.length === 3;
    let best: string[] = [];
    let bestDistance = allowed + 1;
    for (let length = lower.length - allowed; length <= lower.length + allowed; length++) {
      for (const candidate of this.#byLength.get(length) ?? []) {
        if ((short && !shortSlip(lower, candidate)) || !accepts(candidate)) continue;
        const distance = editDistance(lower, candidate);
        if (distance < bestDistance && distance <= allowed) {
          best = [candidate];
          bestDistance = distance;
        } else if (distance === bestDistance && distance <= allowed) {
          best.push(candidate);
        }
      }
    }
    // Between equally near words, a typo most likely only left letters out ("limt" is "limit",
    // not "list"), else kept the length ("opne" is "open", not "one"), then its first letter,
    // which typists rarely miss ("leeds" is "leads", not "needs"), and meant a word of substance
    // rather than a little one ("les" is "less", not "lets").
    const preferences: readonly ((candidate: string) => boolean)[] = [
      (candidate) => candidate.length > lower.length && isSubsequence(lower, candidate),
      (candidate) => candidate.length === lower.length,
      (candidate) => candidate[0] === lower[0],
      (candidate) => !this.#isLittle(candidate),
    ];
    let pool = best;
    for (const prefers of preferences) {
      if (pool.length <= 1) break;
      const narrowed = pool.filter(prefers);
      if (narrowed.length > 0) pool = narrowed;
    }
    return pool.length === 1 && pool[0] ? pool[0] : word;
  }

  /**
   * The text with English words put right too, but only those in `unplaced` (words no reader
   * of the request could give a meaning, and not introduced as a name), one edit from exactly
   * one word `accepts` (words of substance by default): "items bellow reorder point" meant below, "crate item" create. An
   * English word that means something in its place is read by a reader, or is a name, and stays.
   */
  correctUnplaced(
    text: string,
    unplaced: ReadonlySet<string>,
    accepts: (candidate: string) => boolean = (candidate) => !this.#isLittle(candidate),
  ): string {
    return text.replace(/(?<![\w@./-])[a-z]+(?![\w@/-]|\.\w)/gi, (word, offset: number) => {
      const lower = word.toLowerCase();
      if (!unplaced.has(lower) || !this.#isEnglish(lower) || (offset > 0 && /^[A-Z]/.test(word))) return word;
      if (lower.length < 4 || NAME_BEFORE.test(text.slice(0, offset))) return word;
      // Never another form of the same word ("set" is not "sets", "save" not "saved"): that
      // is English said another way, not a slip.
      const inflection = (candidate: string) => candidate.startsWith(lower) || lower.startsWith(candidate);
      return this.#nearest(word, 1, (candidate) => accepts(candidate) && !inflection(candidate));
    });
  }

  /**
   * The text with every word put right that can be, except words capitalised after the first:
   * those are names ("Paris", "Kemmer"), typed as their owners spell them. The first word may be
   * a name too ("Moore orders over 1000"), so it only becomes a word of substance, never a
   * little word such as "more" (`isLittle`).
   */
  correctText(text: string, isLittle: (word: string) => boolean = () => false): string {
    // Contractions ("aren't", "haven't", "what's") are English as written. A word inside an
    // address, a code or a number ("ap@acme.test", "NW-1005", "EVAL-ITEM-3") is a value, kept.
    return text.replace(/(?<![\w@./-])[a-z]+(?:['’][a-z]+)?(?![\w@/-]|\.\w)/gi, (word, offset: number) => {
      if ((offset > 0 && /^[A-Z]/.test(word)) || /['’]/.test(word)) return word;
      return /^[A-Z]/.test(word) ? this.correct(word, (candidate) => !isLittle(candidate)) : this.correct(word);
    });
  }
}

/** Whether every letter of `short` appears in `long`, in order: `long` with letters left out. */
function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at += 1;
  return at === short.length;
}
