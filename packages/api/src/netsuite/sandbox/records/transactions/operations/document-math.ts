import type { IsoDate } from '../../../generate/setup-rows.ts';

/** The sums a document's lines are made of, in integer cents as the generator keeps them. */

/** Rate from a currency to a subsidiary's base currency, as `transaction.exchangerate` holds it. */
export function exchangeRateBetween(currencyRate: number, baseRate: number): number {
  return Math.round((currencyRate / baseRate) * 1e6) / 1e6;
}

/** Quantity times unit rate, in cents. */
export function lineCents(quantity: number, rate: number): number {
  return Math.round(quantity * rate * 100);
}

/** A price kept in US dollars (item prices and costs) in another currency, to the cent. */
export function priceIn(dollars: number, currencyRate: number): number {
  return Math.round((dollars / currencyRate) * 100) / 100;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** An amount as messages show it: `1250.00`. */
export function shownAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
