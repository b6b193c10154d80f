/**
 * Money is simulated in integer cents so that totals equal the sum of their lines and debits
 * equal credits exactly; rows get decimal numbers only when written.
 */

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A foreign amount in base-currency cents at the given exchange rate. */
export function toBaseCents(foreignCents: number, exchangeRate: number): number {
  return Math.round(foreignCents * exchangeRate);
}
