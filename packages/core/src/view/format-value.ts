import type { ColumnKind } from '../protocol/index.ts';
import { formatCell } from './format-cell.ts';

/** How a value is to be read: its kind and, for an amount, its ISO 4217 currency code. */
export interface ValueFormat {
  readonly kind: ColumnKind;
  readonly currency?: string | null | undefined;
}

export interface FormatOptions {
  /** The reader's locale; the runtime's default when left out. */
  readonly locale?: Intl.LocalesArgument;
  /** Where an instant is read; the runtime's time zone when left out. Plain dates have none. */
  readonly timeZone?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PLAIN_NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Intl formatters are costly to build and a table formats hundreds of cells with a few of them. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: Intl.LocalesArgument, options: object, make: () => T): T {
  const key = `${String(locale ?? '')}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function numberFormat(locale: Intl.LocalesArgument, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

function dateFormat(locale: Intl.LocalesArgument, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A number, from a number or from the plain decimal text NetSuite's SuiteQL answers with. */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && PLAIN_NUMBER.test(value.trim())) return Number(value.trim());
  return undefined;
}

function formatAmount(amount: number, currency: string | null | undefined, locale: Intl.LocalesArgument): string {
  const code = currency?.trim().toUpperCase();
  if (code && CURRENCY_CODE.test(code))
    return numberFormat(locale, { style: 'currency', currency: code }).format(amount);
  // An amount whose currency is not known is still money: two decimals, no symbol.
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** The UTC midnight of a calendar day, or `undefined` for one that does not exist (`2026-02-30`). */
function calendarDay(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

function formatDate(value: unknown, options: FormatOptions): string | undefined {
  const { locale } = options;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return dateFormat(locale, { dateStyle: 'medium', timeZone: options.timeZone }).format(value);
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const day = ISO_DATE.exec(text);
  if (day) {
    // A calendar date, not an instant: read in UTC so no time zone moves it to the day before.
    const date = calendarDay(Number(day[1]), Number(day[2]), Number(day[3]));
    return date && dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
  if (ISO_INSTANT.test(text)) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return undefined;
    return dateFormat(locale, { dateStyle: 'medium', timeZone: options.timeZone }).format(instant);
  }
  return undefined;
}

function formatMonth(value: unknown, locale: Intl.LocalesArgument): string | undefined {
  const month = typeof value === 'string' ? ISO_MONTH.exec(value.trim()) : null;
  const date = month ? calendarDay(Number(month[1]), Number(month[2]), 1) : undefined;
  return date && dateFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * A value as people read it, by its kind: amounts in their currency (`£3,812.84`), counts grouped
 * (`1,315`), dates in one format (`Nov 23, 2026`), months (`Mar 2026`), all through `Intl` in the
 * reader's locale. A value that is not what its kind says is shown as {@link formatCell} shows it,
 * never hidden.
 */
export function formatValue(value: unknown, format: ValueFormat, options: FormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const { locale } = options;
  let text: string | undefined;
  switch (format.kind) {
    case 'currency': {
      const amount = numeric(value);
      text = amount === undefined ? undefined : formatAmount(amount, format.currency, locale);
      break;
    }
    case 'number': {
      const amount = numeric(value);
      text = amount === undefined ? undefined : numberFormat(locale, { maximumFractionDigits: 6 }).format(amount);
      break;
    }
    case 'date':
      text = formatDate(value, options);
      break;
    case 'month':
      text = formatMonth(value, locale);
      break;
    case 'text':
    case 'document':
    case 'id':
      break;
  }
  return text ?? formatCell(value);
}
