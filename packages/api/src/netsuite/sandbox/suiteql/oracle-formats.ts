/**
 * Oracle's format models (TO_CHAR, TO_DATE, TO_NUMBER, TRUNC and ROUND units) translated to
 * PostgreSQL's, which copied most of them from Oracle. The few places they part are handled
 * here: Oracle's FM switches fill mode on and off for the rest of the format where
 * PostgreSQL's applies to one element, and PostgreSQL copies unknown letters to the output
 * where Oracle refuses the format. Anything not listed is refused rather than guessed.
 */

/** Longest first, so DDD wins over DD and D. */
const DATETIME_ELEMENTS = [
  'SSSSS',
  'MONTH',
  'A.M.',
  'P.M.',
  'YYYY',
  'IYYY',
  'HH24',
  'HH12',
  'YYY',
  'IYY',
  'MON',
  'DDD',
  'DAY',
  'YY',
  'IY',
  'MM',
  'RM',
  'WW',
  'IW',
  'DD',
  'DY',
  'HH',
  'MI',
  'SS',
  'AM',
  'PM',
  'FM',
  'TH',
  'Y',
  'I',
  'Q',
  'W',
  'D',
  'J',
] as const;

/** Elements whose output follows the case they are written in: Month, MONTH, month. */
const CASED_ELEMENTS = new Set(['MONTH', 'MON', 'DAY', 'DY', 'RM', 'AM', 'PM', 'A.M.', 'P.M.']);

const PUNCTUATION = new Set(['-', '/', ',', '.', ';', ':', ' ']);

function casedAs(written: string, element: string): string {
  const first = written[0] ?? '';
  const second = written[1] ?? '';
  if (first === first.toLowerCase()) return element.toLowerCase();
  if (second !== '' && second === second.toLowerCase() && second !== second.toUpperCase()) {
    return element[0] + element.slice(1).toLowerCase();
  }
  return element;
}

/** An Oracle datetime format as a PostgreSQL pattern, or undefined when Oracle would refuse it. */
export function datetimePattern(format: string): string | undefined {
  let pattern = '';
  let fillMode = false;
  let at = 0;
  while (at < format.length) {
    const rest = format.slice(at);
    const char = rest[0] ?? '';
    if (PUNCTUATION.has(char)) {
      pattern += char;
      at += 1;
      continue;
    }
    if (char === '"') {
      const end = rest.indexOf('"', 1);
      if (end < 0 || rest.slice(0, end).includes('\\')) return undefined;
      pattern += rest.slice(0, end + 1);
      at += end + 1;
      continue;
    }
    const element = DATETIME_ELEMENTS.find((candidate) => rest.toUpperCase().startsWith(candidate));
    if (element === undefined) return undefined;
    const written = rest.slice(0, element.length);
    at += element.length;
    if (element === 'FM') {
      fillMode = !fillMode;
      continue;
    }
    const text = CASED_ELEMENTS.has(element) ? casedAs(written, element) : element;
    pattern += fillMode && element !== 'TH' ? `FM${text}` : text;
  }
  return pattern === '' ? undefined : pattern;
}

/** Digits, group and decimal separators, a sign, and FM: the number formats both engines read alike. */
const NUMBER_FORMAT = /^(FM)?S?[09,GD.]*[09][09,GD.]*(S|MI|PR)?$/i;

/** An Oracle number format as a PostgreSQL pattern, or undefined when not one of the supported ones. */
export function numberPattern(format: string): string | undefined {
  if (!NUMBER_FORMAT.test(format)) return undefined;
  const decimals = [...format.toUpperCase()].filter((char) => char === '.' || char === 'D').length;
  return decimals > 1 ? undefined : format.toUpperCase();
}

/** The units TRUNC and ROUND of a DATE take, under the names the support functions use. */
export type DateUnit = 'year' | 'quarter' | 'month' | 'ww' | 'iw' | 'w' | 'day' | 'dd' | 'hour' | 'minute';

const DATE_UNITS: Readonly<Record<string, DateUnit>> = {
  SYYYY: 'year',
  YYYY: 'year',
  YEAR: 'year',
  SYEAR: 'year',
  YYY: 'year',
  YY: 'year',
  Y: 'year',
  Q: 'quarter',
  MONTH: 'month',
  MON: 'month',
  MM: 'month',
  RM: 'month',
  WW: 'ww',
  IW: 'iw',
  W: 'w',
  DDD: 'dd',
  DD: 'dd',
  J: 'dd',
  DAY: 'day',
  DY: 'day',
  D: 'day',
  HH: 'hour',
  HH12: 'hour',
  HH24: 'hour',
  MI: 'minute',
};

/** Weeks round by rules the support functions do not implement; TRUNC takes them all. */
const ROUNDABLE: ReadonlySet<DateUnit> = new Set(['year', 'quarter', 'month', 'dd', 'hour', 'minute']);

export function dateUnit(format: string, operation: 'trunc' | 'round'): DateUnit | undefined {
  const unit = DATE_UNITS[format.trim().toUpperCase()];
  if (unit === undefined) return undefined;
  return operation === 'round' && !ROUNDABLE.has(unit) ? undefined : unit;
}
