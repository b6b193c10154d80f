/**
 * A `Retry-After` header (RFC 9110 section 10.2.3) in milliseconds from `now`: delay-seconds or
 * an HTTP date; a date in the past is 0. Undefined when absent or unreadable, so the caller falls
 * back to its own back-off rather than trusting a garbled value.
 */
export function retryAfterMs(header: string | null | undefined, now: Date): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Only the RFC's date forms, all of which name a weekday; Date.parse alone would also take "5s".
  if (!/^[A-Za-z]{3,9},/.test(value)) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now.getTime());
}
