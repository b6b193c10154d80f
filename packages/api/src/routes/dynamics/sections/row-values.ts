import type { DataverseRow } from '../../../dynamics/connector/index.ts';

const FORMATTED = '@OData.Community.Display.V1.FormattedValue';

/** A row's text column, or null. */
export function text(row: DataverseRow, name: string): string | null {
  const value = row[name];
  return typeof value === 'string' ? value : null;
}

export function number(row: DataverseRow, name: string): number | null {
  const value = row[name];
  return typeof value === 'number' ? value : null;
}

/** The label Dataverse gives a column's value (a choice's label, a lookup's name), asked for with annotations. */
export function formatted(row: DataverseRow, name: string): string | null {
  const value = row[`${name}${FORMATTED}`];
  return typeof value === 'string' ? value : null;
}

/** A metadata Label's text in the user's language. */
export function label(value: unknown): string {
  const localized = (value as { UserLocalizedLabel?: { Label?: unknown } } | null)?.UserLocalizedLabel?.Label;
  return typeof localized === 'string' ? localized : '';
}

/** An instant `days` before `now`, as a `$filter` literal (`2026-11-24T10:00:00Z`). */
export function since(now: Date, days: number): string {
  return `${new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 19)}Z`;
}

/** A share in percent with one decimal, or null when there is nothing to divide. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** Runs `task` over `items` with at most `limit` at once, keeping their order. */
export async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(task))));
  }
  return results;
}
