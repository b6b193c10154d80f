import type { Period } from '../../../netsuite/query-spec.ts';
import { addDays, addMonths, compareDays, daysInMonth, formatDay, parseDay } from '../text/calendar.ts';
import { findDateRange } from '../text/date-ranges.ts';
import { readPeriodBefore } from './period-before.ts';

/**
 * The two periods a comparison is between, read from its words: both named ("this year against
 * last year"), one named and the other said relative to it ("last quarter with the quarter
 * before", "last month than the same month last year", "YTD vs prior year YTD"), or one left to
 * the conversation (`shown`, the period of the last table).
 */
export interface ComparedPeriods {
  /** The later period first. */
  readonly periods: readonly [Period, Period];
  /** The words that said them, to leave out of what is left to read. */
  readonly phrases: readonly string[];
}

type Unit = 'month' | 'quarter' | 'year';

/**
 * The same period a year earlier: "the same month last year", "same quarter a year ago", "prior
 * year YTD", "last year's year to date", "YTD for the previous year".
 */
const A_YEAR_EARLIER =
  /\b(?:the\s+)?same\s+(?:month|quarter|week|period|days?|time|stretch)\s+(?:of\s+|in\s+)?(?:last year|a year (?:ago|earlier|before)|(?:the\s+)?(?:previous|prior) year|the year before)\b|\b(?:prior|previous|last) year(?:'s)? (?:ytd|year to date|to date|same period)\b|\b(?:ytd|year to date) (?:of |for |in )?(?:the\s+)?(?:prior|previous|last) year\b/;

/** The period's words with the possessive that belongs to them: "last month's". */
/** "Prior YTD", "last QTD", "previous MTD": the same stretch to date, one year, quarter or month earlier. */
const TO_DATE_EARLIER = /\b(?:prior|previous|last)\s+(ytd|qtd|mtd)\b/;
const TO_DATE_UNIT: Readonly<Record<string, Unit>> = { ytd: 'year', qtd: 'quarter', mtd: 'month' };

const withPossessive = (text: string, start: number, end: number) =>
  text.slice(start, end + (/^['’]s\b/.exec(text.slice(end))?.[0].length ?? 0));

const blank = (text: string, start: number, end: number) =>
  `${text.slice(0, start)}${' '.repeat(end - start)}${text.slice(end)}`;

/** "Ahead of last year", "behind last month": the period named is the baseline the current one is measured against. */
const BASELINE =
  /\b(?:ahead of|behind|up on|down on)\s+(?:last|the previous|the prior|previous|prior)\s+(year|month|quarter)\b/;

export function readComparedPeriods(text: string, todayIso: string, shown?: Period): ComparedPeriods | undefined {
  const baseline = BASELINE.exec(text);
  if (baseline?.[1]) return againstBaseline(text, todayIso, baseline, baseline[1] as Unit);
  const phrases: string[] = [];
  let rest = text;
  let unit: Unit | undefined;
  let yearEarlier = false;
  const earlier = A_YEAR_EARLIER.exec(rest);
  if (earlier) {
    phrases.push(earlier[0]);
    rest = blank(rest, earlier.index, earlier.index + earlier[0].length);
    unit = 'year';
    yearEarlier = true;
  }
  const toDate = earlier ? undefined : TO_DATE_EARLIER.exec(rest);
  if (toDate?.[1]) {
    phrases.push(toDate[0]);
    rest = blank(rest, toDate.index, toDate.index + toDate[0].length);
    unit = TO_DATE_UNIT[toDate[1]];
    yearEarlier = unit === 'year';
  }
  const before = yearEarlier ? undefined : readPeriodBefore(rest);
  if (before) {
    phrases.push(before.phrase);
    const at = rest.indexOf(before.phrase);
    rest = blank(rest, at, at + before.phrase.length);
    if (before.unit !== 'period') unit = before.unit;
  }
  const found = findDateRange(rest, todayIso);
  if (found) {
    phrases.push(withPossessive(text, found.start, found.end));
    rest = blank(rest, found.start, found.end);
  }
  const second = found ? findDateRange(rest, todayIso) : undefined;
  if (second) phrases.push(withPossessive(text, second.start, second.end));
  const one = asPeriod(found) ?? shown;
  const two = asPeriod(second);
  // "Last quarter against the previous quarter" names one period twice: the second is the one before.
  const same = one && two && one.from === two.from && one.to === two.to;
  if (one && two && !same) {
    const periods = compareDays(parseDay(one.from), parseDay(two.from)) >= 0 ? [one, two] : [two, one];
    return { periods: periods as [Period, Period], phrases };
  }
  unit ??= /\b(?:month over month|mom)\b/.test(text)
    ? 'month'
    : /\bquarter over quarter\b/.test(text)
      ? 'quarter'
      : /\b(?:year over year|yoy)\b/.test(text)
        ? 'year'
        : undefined;
  if (one) return { periods: [one, yearEarlier ? aYearEarlier(one) : periodBefore(one, unit)], phrases };
  if (!unit) return undefined;
  const now = parseDay(todayIso);
  const months = unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1;
  const startMonth = unit === 'year' ? 1 : unit === 'quarter' ? Math.floor((now.month - 1) / 3) * 3 + 1 : now.month;
  const start = { year: now.year, month: startMonth, day: 1 };
  const end = addDays(addMonths(start, months), -1);
  const current = { from: formatDay(start), to: formatDay(end), label: `this ${unit}` };
  return { periods: [current, periodBefore(current, unit)], phrases };
}

/**
 * "Are we ahead of last year on sales, year to date?": the current period so far (or the one
 * named) against the same days one unit earlier, so a part of this year is never set against
 * the whole of last year.
 */
function againstBaseline(text: string, todayIso: string, baseline: RegExpExecArray, unit: Unit): ComparedPeriods {
  const rest = blank(text, baseline.index, baseline.index + baseline[0].length);
  const found = findDateRange(rest, todayIso);
  const named = asPeriod(found);
  const now = parseDay(todayIso);
  const startMonth = unit === 'year' ? 1 : unit === 'quarter' ? Math.floor((now.month - 1) / 3) * 3 + 1 : now.month;
  const current = named ?? {
    from: formatDay({ year: now.year, month: startMonth, day: 1 }),
    to: todayIso,
    label: `this ${unit} to date`,
  };
  const phrases = [baseline[0], ...(found && named ? [withPossessive(text, found.start, found.end)] : [])];
  const to = compareDays(parseDay(current.to), now) > 0 ? { ...current, to: todayIso } : current;
  return { periods: [to, unit === 'year' ? aYearEarlier(to) : periodBefore(to, unit)], phrases };
}

function asPeriod(range: { from?: string; to?: string; label: string } | undefined): Period | undefined {
  return range?.from && range.to ? { from: range.from, to: range.to, label: range.label } : undefined;
}

/** The same days a year earlier: last month's October is the October before. */
function aYearEarlier(period: Period): Period {
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  const wholeMonths = from.day === 1 && to.day === daysInMonth(to.year, to.month);
  const end = wholeMonths ? addDays(addMonths({ ...to, day: 1 }, -11), -1) : addMonths(to, -12);
  return { from: formatDay(addMonths(from, -12)), to: formatDay(end), label: `the same period a year earlier` };
}

/** The period just before, as long: a month, quarter or year before when it is whole ones. */
function periodBefore(period: Period, unit: Unit | undefined): Period {
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  const wholeMonths = from.day === 1 && to.day === daysInMonth(to.year, to.month);
  const months = (to.year - from.year) * 12 + (to.month - from.month) + 1;
  // "Year to date against the prior year": the same stretch of days, a year earlier.
  if (!wholeMonths && unit) {
    const shift = unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1;
    return {
      from: formatDay(addMonths(from, -shift)),
      to: formatDay(addMonths(to, -shift)),
      label: `the same days a ${unit} before`,
    };
  }
  if (wholeMonths) {
    const shift = unit === 'year' || months === 12 ? 12 : months;
    const start = addMonths(from, -shift);
    const end = addDays(addMonths({ ...to, day: 1 }, -shift + 1), -1);
    return {
      from: formatDay(start),
      to: formatDay(end),
      label: `the ${shift === 12 ? 'year' : shift === 3 ? 'quarter' : shift === 1 ? 'month' : `${shift} months`} before`,
    };
  }
  const days = Math.round(compareDays(to, from) / 86_400_000) + 1;
  return {
    from: formatDay(addDays(from, -days)),
    to: formatDay(addDays(from, -1)),
    label: `the ${days} days before`,
  };
}
