/** Instants relative to the environment's "now", as Dataverse writes them: ISO 8601 in UTC, to the second. */
export class Clock {
  readonly now: Date;

  constructor(now: Date) {
    this.now = now;
  }

  /** `days` (fractional allowed) before now. */
  daysAgo(days: number): string {
    return iso(new Date(this.now.getTime() - days * 86_400_000));
  }

  /** `days` after now. */
  daysAhead(days: number): string {
    return iso(new Date(this.now.getTime() + days * 86_400_000));
  }

  /** A date-only column (estimated close, due date) at midnight UTC, `days` from now. */
  dayFromNow(days: number): string {
    const day = new Date(this.now.getTime() + days * 86_400_000);
    return `${day.toISOString().slice(0, 10)}T00:00:00Z`;
  }
}

export function iso(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
