/**
 * SuiteQL literals for values that came from a user's words. Every value the query builder puts
 * into a query goes through one of these, so no text can end a string or add a clause.
 */

export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** An internal id: digits only, or the builder refuses to go on. */
export function sqlId(value: string): string {
  if (!/^\d{1,18}$/.test(value)) throw new RangeError(`Not an internal id: ${JSON.stringify(value)}`);
  return value;
}

export function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return String(Math.round(value * 100) / 100);
}

export function sqlDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return `TO_DATE('${isoDate}', 'YYYY-MM-DD')`;
}

/** `LIKE` pattern text matching `value` anywhere, its own `%` and `_` escaped. */
export function sqlContains(value: string): string {
  const escaped = value.toLowerCase().replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
  return `${sqlString(`%${escaped}%`)} ESCAPE '\\'`;
}

/**
 * A LIKE pattern for the words of `value` in order, whatever stands between them: "crooks
 * ankunding and cummings" finds "Crooks, Ankunding and Cummings", as people type names without
 * their punctuation.
 */
export function sqlWordsInOrder(value: string): string {
  // Letters and digits only: nothing LIKE reads specially is left in the words.
  const words = value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return sqlString(`%${words.join('%')}%`);
}
