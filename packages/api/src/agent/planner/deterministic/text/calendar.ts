/** Calendar days as plain year, month, day, so no time zone can shift them. */
export interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function parseDay(iso: string): Day {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

export function formatDay({ year, month, day }: Day): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromUtc(time: number): Day {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const utc = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day);

export function addDays(day: Day, days: number): Day {
  return fromUtc(utc(day) + days * 86_400_000);
}

/** Months added, the day clamped to the last of the month (Jan 31 + 1 month = Feb 28). */
export function addMonths({ year, month, day }: Day, months: number): Day {
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return { ...target, day: Math.min(day, daysInMonth(target.year, target.month)) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const startOfMonth = (day: Day): Day => ({ ...day, day: 1 });
export const endOfMonth = (day: Day): Day => ({ ...day, day: daysInMonth(day.year, day.month) });
export const startOfQuarter = (day: Day): Day => ({
  year: day.year,
  month: Math.floor((day.month - 1) / 3) * 3 + 1,
  day: 1,
});
export const endOfQuarter = (day: Day): Day => endOfMonth(addMonths(startOfQuarter(day), 2));
export const startOfYear = (day: Day): Day => ({ year: day.year, month: 1, day: 1 });
export const endOfYear = (day: Day): Day => ({ year: day.year, month: 12, day: 31 });

/** Weeks start on Sunday, as NetSuite's do by default. */
export function startOfWeek(day: Day): Day {
  return addDays(day, -new Date(utc(day)).getUTCDay());
}

export function compareDays(a: Day, b: Day): number {
  return utc(a) - utc(b);
}
