/**
 * Numbers as operators type or say them: `5000`, `5,000`, `$2,500.50`, `10k`, `2.5m`,
 * `1 million`, `five`, `twenty five`, `a hundred`.
 */

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
};

const SCALES: Readonly<Record<string, number>> = {
  hundred: 100,
  thousand: 1_000,
  k: 1_000,
  grand: 1_000,
  million: 1_000_000,
  mil: 1_000_000,
  m: 1_000_000,
  mm: 1_000_000,
  billion: 1_000_000_000,
  bn: 1_000_000_000,
  b: 1_000_000_000,
};

export const NUMBER_WORDS = new Set([
  ...Object.keys(UNITS).filter((word) => word !== 'a' && word !== 'an'),
  'hundred',
  'thousand',
  'million',
  'billion',
]);

/** A number found in text, with where it was. */
export interface FoundNumber {
  readonly value: number;
  readonly start: number;
  readonly end: number;
  /** A currency symbol or code was written with it. */
  readonly money: boolean;
}

const DIGITS =
  /(?<currency>[$£€]|\b(?:usd|cad|gbp|eur)\s?)?(?<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(?<scale>k|m|mm|bn|b|thousand|million|billion|grand|mil)\b)?(?<trailing>\s?(?:dollars|usd|cad|gbp|eur|bucks))?/gi;

/** Every number written in digits, with its scale (`10k`) and currency marks. */
export function numbersIn(text: string): FoundNumber[] {
  const found: FoundNumber[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const groups = match.groups ?? {};
    const base = Number((groups.number ?? '').replaceAll(',', ''));
    if (!Number.isFinite(base)) continue;
    const scale = groups.scale ? (SCALES[groups.scale.toLowerCase()] ?? 1) : 1;
    found.push({
      value: Math.round(base * scale * 100) / 100,
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
      money: Boolean(groups.currency || groups.trailing),
    });
  }
  return found;
}

/**
 * A number written in words (`twenty five`, `two thousand`, `a hundred`), or undefined. Only the
 * whole phrase counts: `five customers` is not a number, `five` is.
 */
export function numberFromWords(phrase: string): number | undefined {
  const words = phrase
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'and');
  if (words.length === 0) return undefined;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    const unit = UNITS[word];
    const scale = SCALES[word];
    if (unit !== undefined) {
      current += unit;
      seen = true;
    } else if (scale !== undefined && scale >= 100 && seen) {
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
    } else {
      return undefined;
    }
  }
  return seen ? total + current : undefined;
}

/** The number a single token or short phrase stands for, in digits or words. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  const digits = numbersIn(trimmed);
  if (digits.length === 1 && digits[0]?.start === 0 && digits[0].end === trimmed.length) return digits[0].value;
  return numberFromWords(trimmed);
}

const NUMBER_WORD =
  '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen)';
const NUMBER_RUN = new RegExp(
  `\\b(?:an?\\s+(?=(?:hundred|thousand|million|billion)\\b))?${NUMBER_WORD}(?:(?:\\s+|-|\\s+and\\s+)${NUMBER_WORD})*\\b`,
  'gi',
);
const SCALED = /\b(?:hundred|thousand|million|billion)\b/i;
/** Words after which a number in words is a number, not a word ("the second one"). */
const NUMERIC_CONTEXT =
  /\b(?:top|first|last|latest|newest|oldest|bottom|over|under|above|below|than|least|most|limit|only|just|exactly|between|and|to|of|for|at|with|give me|show me|past|next)\s*$/i;

/**
 * Numbers written in words turned into digits where they are numbers: "over five thousand" ->
 * "over 5000", "top five" -> "top 5". Words that are only words stay: "the second one".
 */
export function wordsToDigits(text: string): string {
  return text.replace(NUMBER_RUN, (run, offset: number) => {
    const before = text.slice(Math.max(0, offset - 20), offset);
    if (!SCALED.test(run) && !NUMERIC_CONTEXT.test(before)) return run;
    const value = numberFromWords(run);
    return value === undefined ? run : String(value);
  });
}
