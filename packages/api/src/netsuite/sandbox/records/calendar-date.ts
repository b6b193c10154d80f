/**
 * A calendar date as a NetSuite user writes one in a filter, `1/31/2026` (the US date format
 * preference, two-digit years in this century) or ISO `2026-01-31`, as ISO; undefined when it
 * is not a real day.
 */
export function parseCalendarDate(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : us
      ? { year: fullYear(us[3] ?? ''), month: Number(us[1]), day: Number(us[2]) }
      : undefined;
  if (!parts) return undefined;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const real =
    date.getUTCFullYear() === parts.year && date.getUTCMonth() === parts.month - 1 && date.getUTCDate() === parts.day;
  return real ? date.toISOString().slice(0, 10) : undefined;
}

function fullYear(written: string): number {
  return written.length === 2 ? 2000 + Number(written) : Number(written);
}

/** Today as an ISO date in UTC, the day the sandbox stamps on records it creates or changes. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
