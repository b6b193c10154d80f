import type { IsoDate } from './setup-rows.ts';

const DAY_MS = 86_400_000;

/**
 * The 24 months that end on `today`, as day numbers 0..length-1. Simulating on integers keeps
 * the loop cheap; dates become strings only when rows are written.
 */
export class Calendar {
  readonly length: number;
  private readonly startMs: number;
  private readonly cache: string[] = [];

  constructor(today: IsoDate) {
    const end = parseIsoDate(today);
    const start = new Date(end);
    start.setUTCMonth(start.getUTCMonth() - 24);
    start.setUTCDate(start.getUTCDate() + 1);
    this.startMs = start.getTime();
    this.length = Math.round((end.getTime() - this.startMs) / DAY_MS) + 1;
  }

  get lastDay(): number {
    return this.length - 1;
  }

  /** Any day number, also before the window (master data) or after it (due dates). */
  iso(day: number): IsoDate {
    if (day >= 0 && day < this.length) {
      const cached = this.cache[day];
      if (cached !== undefined) return cached;
      const value = this.format(day);
      this.cache[day] = value;
      return value;
    }
    return this.format(day);
  }

  /** 0 = Sunday, as Date.getUTCDay. */
  weekday(day: number): number {
    return new Date(this.startMs + day * DAY_MS).getUTCDay();
  }

  private format(day: number): IsoDate {
    return new Date(this.startMs + day * DAY_MS).toISOString().slice(0, 10);
  }
}

export function parseIsoDate(value: IsoDate): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw new RangeError(`Expected a date as YYYY-MM-DD, got '${value}'.`);
  }
  return date;
}
