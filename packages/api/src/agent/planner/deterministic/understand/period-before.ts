import { addMonths, endOfMonth, formatDay, parseDay } from '../text/calendar.ts';

/**
 * "And for the month before?", "the previous quarter", "same for the prior year": the period of
 * the same length just before the one shown. Months, quarters and years are calendar periods, so
 * October's month before is September whole, whatever its length.
 */
const PERIOD_BEFORE =
  /\b(?:the\s+)?(month|quarter|year|period)\s+before(?:\s+(?:that|it|this))?\b|\b(?:the\s+)?(?:previous|prior|preceding)\s+(month|quarter|year|period)\b/;

const MONTHS = { month: 1, quarter: 3, year: 12 } as const;

export interface PeriodBefore {
  /** The words read, to take out of what is left to place. */
  readonly phrase: string;
  readonly unit: 'month' | 'quarter' | 'year' | 'period';
}

export function readPeriodBefore(text: string): PeriodBefore | undefined {
  const match = PERIOD_BEFORE.exec(text);
  const unit = match?.[1] ?? match?.[2];
  return match && unit ? { phrase: match[0], unit: unit as PeriodBefore['unit'] } : undefined;
}

/** The period before `from`..`to`: by the unit said, or ("the period before") by the period's own months. */
export function periodBefore(from: string, to: string, unit: PeriodBefore['unit']): { from: string; to: string } {
  const start = parseDay(from);
  const end = parseDay(to);
  const spanned = (end.year - start.year) * 12 + (end.month - start.month) + 1;
  const months = unit === 'period' ? spanned : MONTHS[unit];
  const wholeMonths = start.day === 1 && end.day === endOfMonth(end).day;
  const newStart = addMonths(start, -months);
  const newEnd = wholeMonths ? endOfMonth(addMonths({ ...end, day: 1 }, -months)) : addMonths(end, -months);
  return { from: formatDay(newStart), to: formatDay(newEnd) };
}
