import { RELATIVE_DATES, type RelativeDate } from '../../bridge/index.ts';
import type { IsoDate } from '../generate/setup-rows.ts';

/** The days a date filter value stands for, both ends included. */
export interface DayRange {
  readonly first: IsoDate;
  readonly last: IsoDate;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toDay(time: number): IsoDate {
  return new Date(time).toISOString().slice(0, 10);
}

function dayTime(year: number, monthIndex: number, day: number): number {
  return Date.UTC(year, monthIndex, day);
}

/** Today where the server runs, as a NetSuite user there would name it. */
export function localDay(now: Date): IsoDate {
  return toDay(dayTime(now.getFullYear(), now.getMonth(), now.getDate()));
}

function isRelativeDate(value: string): value is RelativeDate {
  return (RELATIVE_DATES as readonly string[]).includes(value);
}

function relativeRange(value: RelativeDate, today: IsoDate): DayRange {
  const todayTime = Date.parse(today);
  const date = new Date(todayTime);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  // NetSuite's weeks start on Sunday unless a user changes the preference.
  const weekStart = todayTime - date.getUTCDay() * DAY_MS;
  const range = (first: number, last: number): DayRange => ({ first: toDay(first), last: toDay(last) });
  switch (value) {
    case 'today':
      return range(todayTime, todayTime);
    case 'yesterday':
      return range(todayTime - DAY_MS, todayTime - DAY_MS);
    case 'thisweek':
      return range(weekStart, weekStart + 6 * DAY_MS);
    case 'lastweek':
      return range(weekStart - 7 * DAY_MS, weekStart - DAY_MS);
    case 'thismonth':
      return range(dayTime(year, month, 1), dayTime(year, month + 1, 0));
    case 'lastmonth':
      return range(dayTime(year, month - 1, 1), dayTime(year, month, 0));
    case 'thisyear':
      return range(dayTime(year, 0, 1), dayTime(year, 11, 31));
    case 'lastyear':
      return range(dayTime(year - 1, 0, 1), dayTime(year - 1, 11, 31));
  }
}

/**
 * A date filter value, `YYYY-MM-DD` or a relative date id, as the days it covers; undefined when
 * it is neither (or names a day no calendar has, such as 2026-02-30).
 */
export function dateFilterRange(value: string, today: IsoDate): DayRange | undefined {
  if (isRelativeDate(value)) return relativeRange(value, today);
  const parts = ISO_DATE.exec(value);
  if (parts === null) return undefined;
  const time = dayTime(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  if (toDay(time) !== value) return undefined;
  return { first: value, last: value };
}
