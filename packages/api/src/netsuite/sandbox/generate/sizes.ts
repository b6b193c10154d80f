/** How many transactions a company has when no scale is asked for: a mid-size business. */
export const DEFAULT_SCALE = 3000;

export interface Sizes {
  transactions: number;
  customers: number;
  vendors: number;
  employees: number;
  items: number;
}

/** Master data grows with the transaction volume, but slower than it: big companies repeat. */
export function sizesFor(scale: number): Sizes {
  if (!Number.isInteger(scale) || scale < 100) {
    throw new RangeError(`scale must be an integer of at least 100, got ${scale}.`);
  }
  return {
    transactions: scale,
    customers: clamp(Math.round(scale / 10), 40, 20_000),
    vendors: clamp(Math.round(scale / 15), 30, 8_000),
    employees: clamp(Math.round(scale / 60), 25, 1_000),
    items: clamp(Math.round(scale / 40), 40, 1_500),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
