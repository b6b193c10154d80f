import * as chrono from 'chrono-node';
import {
  addDays,
  addMonths,
  compareDays,
  type Day,
  endOfMonth,
  endOfQuarter,
  endOfYear,
  formatDay,
  parseDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from './calendar.ts';
import { parseNumber } from './numbers.ts';

/**
 * Date ranges as operators say them, resolved against the account's today: named periods
 * ("last month", "this quarter", "year to date", "Q3 2025", "in March"), rolling ones ("last 30
 * days", "next 2 weeks"), open ones ("since March", "before Oct 3") and explicit dates through
 * chrono-node ("from Jan 5 to Feb 15"). A date written without a year is taken as the latest one
 * not after today: people ask about the past.
 */

export interface DateRange {
  /** First day, inclusive, `YYYY-MM-DD`. */
  readonly from?: string;
  /** Last day, inclusive. */
  readonly to?: string;
  /** The words, as a caption repeats them: `last month`. */
  readonly label: string;
}

export interface FoundDateRange extends DateRange {
  /** Where in the text the words are, so the rest of the text can be read without them. */
  readonly start: number;
  readonly end: number;
}

type Unit = 'day' | 'week' | 'month' | 'quarter' | 'year';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
const MONTH_PATTERN =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)';

function monthNumber(word: string): number {
  return MONTHS.findIndex((month) => month.startsWith(word.toLowerCase().slice(0, 3))) + 1;
}

function unitOf(word: string): Unit {
  const singular = word.toLowerCase().replace(/s$/, '');
  return singular === 'day' || singular === 'week' || singular === 'month' || singular === 'quarter'
    ? singular
    : 'year';
}

function periodOf(unit: Unit, day: Day): { from: Day; to: Day } {
  switch (unit) {
    case 'day':
      return { from: day, to: day };
    case 'week':
      return { from: startOfWeek(day), to: addDays(startOfWeek(day), 6) };
    case 'month':
      return { from: startOfMonth(day), to: endOfMonth(day) };
    case 'quarter':
      return { from: startOfQuarter(day), to: endOfQuarter(day) };
    case 'year':
      return { from: startOfYear(day), to: endOfYear(day) };
  }
}

function shift(day: Day, unit: Unit, count: number): Day {
  switch (unit) {
    case 'day':
      return addDays(day, count);
    case 'week':
      return addDays(day, count * 7);
    case 'month':
      return addMonths(day, count);
    case 'quarter':
      return addMonths(day, count * 3);
    case 'year':
      return addMonths(day, count * 12);
  }
}

const range = (from: Day | undefined, to: Day | undefined, label: string): DateRange => ({
  ...(from ? { from: formatDay(from) } : {}),
  ...(to ? { to: formatDay(to) } : {}),
  label,
});

/** The latest `year-month` whose first day is not after today. */
function latestMonth(month: number, today: Day): Day {
  const thisYear = { year: today.year, month, day: 1 };
  return compareDays(thisYear, today) <= 0 ? thisYear : { ...thisYear, year: today.year - 1 };
}

/**
 * One date written out (`Jan 5`, `2026-03-01`, `3/5/2026`, `last friday`), through chrono-node.
 * With `whole`, the date must be all of the text: "from Kemmer Logistics this year" is a name
 * and a period, not a date.
 */
function explicitDay(text: string, today: Day, whole = false): Day | undefined {
  const reference = new Date(today.year, today.month - 1, today.day, 12);
  const [result] = chrono.parse(text, reference);
  if (!result) return undefined;
  if (whole && (result.index !== 0 || result.text.trim().length < text.trim().length)) return undefined;
  const date = result.start.date();
  let day: Day = { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  if (!result.start.isCertain('year') && compareDays(day, today) > 0) day = { ...day, year: day.year - 1 };
  return day;
}

/** A point in time a "since" or "before" names: a month, a period, or a date. */
function pointOf(text: string, today: Day): { day: Day; label: string } | undefined {
  const trimmed = text.trim();
  const named = resolveNamed(trimmed, today);
  if (named && named.start === 0 && named.from) return { day: parseDay(named.from), label: named.label };
  const month = new RegExp(`^${MONTH_PATTERN}(?:\\s+(\\d{4}))?$`, 'i').exec(trimmed);
  if (month?.[1]) {
    const number = monthNumber(month[1]);
    const day = month[2] ? { year: Number(month[2]), month: number, day: 1 } : latestMonth(number, today);
    return { day, label: trimmed };
  }
  const explicit = explicitDay(trimmed, today, true);
  return explicit && { day: explicit, label: trimmed };
}

const NUMBER =
  '(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety)';
const UNIT = '(days?|weeks?|months?|quarters?|years?)';

const QUARTER_ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
};

interface Rule {
  readonly pattern: RegExp;
  readonly resolve: (match: RegExpExecArray, today: Day) => DateRange | undefined;
}

const RULES: readonly Rule[] = [
  {
    pattern: /\b(?:year to date|ytd|so far this year|this year so far|year-to-date)\b/,
    resolve: (_match, today) => range(startOfYear(today), today, 'year to date'),
  },
  {
    pattern: /\b(?:month to date|mtd|so far this month|month-to-date)\b/,
    resolve: (_match, today) => range(startOfMonth(today), today, 'month to date'),
  },
  {
    pattern: /\b(?:quarter to date|qtd|so far this quarter|quarter-to-date)\b/,
    resolve: (_match, today) => range(startOfQuarter(today), today, 'quarter to date'),
  },
  {
    pattern: new RegExp(
      `\\b(?:in |over |during |within |for )?(?:the )?(?:last|past|previous|prior|trailing)\\s+${NUMBER}\\s+${UNIT}\\b`,
    ),
    resolve: (match, today) => {
      const count = parseNumber(match[1] ?? '');
      if (count === undefined) return undefined;
      const unit = unitOf(match[2] ?? 'days');
      return range(shift(today, unit, -count), today, `last ${count} ${unit}${count === 1 ? '' : 's'}`);
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:in |over |during |within |for )?(?:the )?(?:next|coming|upcoming)\\s+${NUMBER}\\s+${UNIT}\\b`,
    ),
    resolve: (match, today) => {
      const count = parseNumber(match[1] ?? '');
      if (count === undefined) return undefined;
      const unit = unitOf(match[2] ?? 'days');
      return range(today, shift(today, unit, count), `next ${count} ${unit}${count === 1 ? '' : 's'}`);
    },
  },
  {
    pattern: /\b(?:in |over |during )?the past (week|month|quarter|year)\b/,
    resolve: (match, today) => {
      const unit = unitOf(match[1] ?? 'month');
      return range(shift(today, unit, -1), today, `past ${unit}`);
    },
  },
  {
    pattern: /\b(this|current|last|previous|prior|next|coming) (?:fiscal |calendar )?(week|month|quarter|year)\b/,
    resolve: (match, today) => {
      const unit = unitOf(match[2] ?? 'month');
      const which = match[1] ?? 'this';
      const offset = which === 'this' || which === 'current' ? 0 : which === 'next' || which === 'coming' ? 1 : -1;
      const { from, to } = periodOf(unit, shift(today, unit, offset));
      const word = offset === 0 ? 'this' : offset > 0 ? 'next' : 'last';
      return range(from, to, `${word} ${unit}`);
    },
  },
  {
    // "At least 90 days ago", "more than 3 months old": everything up to that day, not the day itself.
    pattern: /\b(older than|more than|over|at least|no less than) (\d+) (days?|weeks?|months?|years?) (?:old|ago)\b/,
    resolve: (match, today) => {
      const count = Number(match[2]);
      const unit = unitOf(match[3] ?? 'days');
      const cutoff = shift(today, unit, -count);
      const inclusive = /least|no less/.test(match[1] ?? '');
      const words = `${inclusive ? 'at least' : 'older than'} ${count} ${match[3]}`;
      return range(undefined, inclusive ? cutoff : addDays(cutoff, -1), words);
    },
  },
  {
    pattern: /\b(?:older than|more than|over) (\d+) days?(?: (?:old|overdue|past due|ago))?/,
    resolve: (match, today) => {
      const count = Number(match[1]);
      return range(undefined, addDays(today, -count - 1), `older than ${count} days`);
    },
  },
  {
    pattern: new RegExp(`\\b${NUMBER} ${UNIT} ago\\b`),
    resolve: (match, today) => {
      const count = parseNumber(match[1] ?? '');
      if (count === undefined) return undefined;
      const unit = unitOf(match[2] ?? 'days');
      const { from, to } = periodOf(unit, shift(today, unit, -count));
      return range(from, to, match[0]);
    },
  },
  { pattern: /\btoday\b/, resolve: (_match, today) => range(today, today, 'today') },
  { pattern: /\byesterday\b/, resolve: (_match, today) => range(addDays(today, -1), addDays(today, -1), 'yesterday') },
  { pattern: /\btomorrow\b/, resolve: (_match, today) => range(addDays(today, 1), addDays(today, 1), 'tomorrow') },
  {
    pattern:
      /\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter)(?: (?:of |in )?(\d{4})| (?:fy|fiscal year) ?(\d{4}))?\b/,
    resolve: (match, today) => {
      const quarter = match[1] ? Number(match[1]) : (QUARTER_ORDINALS[match[2] ?? ''] ?? 1);
      const year = Number(match[3] ?? match[4]) || undefined;
      let from: Day = { year: year ?? today.year, month: (quarter - 1) * 3 + 1, day: 1 };
      if (year === undefined && compareDays(from, today) > 0) from = { ...from, year: from.year - 1 };
      return range(from, endOfQuarter(from), `Q${quarter} ${from.year}`);
    },
  },
  {
    pattern: /\b(?:in|during|for|of|fy|fiscal year|calendar year|year) ?((?:19|20)\d{2})\b/,
    resolve: (match) => {
      const year = Number(match[1]);
      return range({ year, month: 1, day: 1 }, { year, month: 12, day: 31 }, String(year));
    },
  },
];

/** A named or rolling period, the first found in the text. */
function resolveNamed(text: string, today: Day): FoundDateRange | undefined {
  let best: FoundDateRange | undefined;
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const resolved = rule.resolve(match, today);
    if (!resolved) continue;
    const found = { ...resolved, start: match.index, end: match.index + match[0].length };
    if (!best || found.start < best.start) best = found;
  }
  return best;
}

const BOUNDED =
  /\b(?:from|between)\s+(.+?)\s+(?:to|and|until|till|through|thru|-)\s+(.+?)(?=\s+(?:with|where|that|which|over|under|above|below|sorted|order|for|by)\b|[?.,;]|$)/;
const SINCE =
  /\b(?:since|starting|beginning|after|on or after)\s+(?:the start of\s+)?(.+?)(?=\s+(?:with|where|that|which|over|under|above|below|sorted|order|for|by|and)\b|[?.,;]|$)/;
const FROM = /\bfrom\s+(.+?)(?=\s+(?:with|where|that|which|over|under|above|below|sorted|order|for|by|and)\b|[?.,;]|$)/;
const BEFORE =
  /\b(?:before|prior to|until|till|up to|on or before)\s+(.+?)(?=\s+(?:with|where|that|which|over|under|above|below|sorted|order|for|by|and)\b|[?.,;]|$)/;
const ON =
  /\b(?:on|dated)\s+(.+?)(?=\s+(?:with|where|that|which|over|under|above|below|sorted|order|for|by|and)\b|[?.,;]|$)/;
const MONTH_ALONE = new RegExp(
  `\\b(?:in |during |for |of )?${MONTH_PATTERN}(?:\\s+(?:of\\s+)?(\\d{4}))?\\b(?!\\s*\\d)`,
);

/**
 * The date range the text speaks of, if any, with where its words are. Open ranges have only
 * `from` (since) or only `to` (before).
 */
export function findDateRange(text: string, todayIso: string): FoundDateRange | undefined {
  const today = parseDay(todayIso);
  const lower = text.toLowerCase();

  const bounded = BOUNDED.exec(lower);
  if (bounded?.[1] && bounded[2]) {
    const from = pointOf(bounded[1], today);
    const to = pointOf(bounded[2], today);
    if (from && to) {
      const named = resolveNamed(bounded[2], today);
      const end = named?.to ? parseDay(named.to) : to.day;
      const first = compareDays(from.day, end) > 0 ? { ...from.day, year: from.day.year - 1 } : from.day;
      return {
        ...range(first, end, `${from.label} to ${to.label}`),
        start: bounded.index,
        end: bounded.index + bounded[0].length,
      };
    }
  }

  const since = SINCE.exec(lower);
  if (since?.[1]) {
    const point = pointOf(since[1], today);
    if (point) {
      const after = /\bafter\b/.test(since[0]) && !/on or after/.test(since[0]);
      const first = after ? addDays(point.day, 1) : point.day;
      // "Due after today" starts in the future: it runs on from there, not back to today.
      const future = compareDays(first, today) > 0;
      return {
        ...(future
          ? range(first, undefined, `after ${point.label}`)
          : range(first, today, `${after ? 'after' : 'since'} ${point.label}`)),
        start: since.index,
        end: since.index + since[0].length,
      };
    }
  }

  const from = FROM.exec(lower);
  if (from?.[1]) {
    // "from last month" is during it; "from March 3" is since that day.
    const named = resolveNamed(from[1], today);
    if (named && named.start === 0) return { ...named, start: from.index, end: from.index + 5 + named.end };
    const point = pointOf(from[1], today);
    if (point) {
      return {
        ...range(point.day, today, `since ${point.label}`),
        start: from.index,
        end: from.index + from[0].length,
      };
    }
  }

  const before = BEFORE.exec(lower);
  if (before?.[1]) {
    const point = pointOf(before[1], today);
    if (point) {
      const inclusive = /\b(?:until|till|up to|on or before)\b/.test(before[0]);
      return {
        ...range(undefined, inclusive ? point.day : addDays(point.day, -1), `before ${point.label}`),
        start: before.index,
        end: before.index + before[0].length,
      };
    }
  }

  const named = resolveNamed(lower, today);
  if (named) return named;

  const month = MONTH_ALONE.exec(lower);
  if (month?.[1]) {
    const number = monthNumber(month[1]);
    const first = month[2] ? { year: Number(month[2]), month: number, day: 1 } : latestMonth(number, today);
    return {
      ...range(first, endOfMonth(first), `${MONTHS[number - 1]} ${first.year}`),
      start: month.index,
      end: month.index + month[0].length,
    };
  }

  const on = ON.exec(lower);
  if (on?.[1]) {
    const day = explicitDay(on[1], today);
    if (day) return { ...range(day, day, on[1]), start: on.index, end: on.index + on[0].length };
  }
  return undefined;
}
