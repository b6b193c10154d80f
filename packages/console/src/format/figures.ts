const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 -> "1.5 KB": powers of 1024, one decimal below 10. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 && unit > 0 ? value.toFixed(1) : Math.round(value).toString();
  return `${shown} ${BYTE_UNITS[unit]}`;
}

/** 1234 -> "1.2 s", 87 -> "87 ms". */
export function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** 79.45 -> "79.5%". */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/**
 * How a figure moved from the period before, in the seed's words ("+12% from last month"): a
 * percentage when the previous figure was not zero, otherwise the difference.
 */
export function changeFrom(current: number, previous: number, period: string): string {
  if (current === previous) return `No change from ${period}`;
  if (previous === 0) return `+${current} from ${period}`;
  const change = ((current - previous) / previous) * 100;
  return `${change > 0 ? '+' : ''}${formatPercent(Math.round(change * 10) / 10)} from ${period}`;
}

/** The difference itself, signed ("-2 from last week"). */
export function differenceFrom(current: number, previous: number, period: string): string {
  const difference = current - previous;
  if (difference === 0) return `No change from ${period}`;
  return `${difference > 0 ? '+' : ''}${difference} from ${period}`;
}
