function isReference(value: object): value is { refName: unknown } {
  return 'refName' in value && (typeof value.refName === 'string' || typeof value.refName === 'number');
}

/**
 * The text of one table cell. NetSuite sends references as `{ id, refName }`: the name is what a
 * person reads. Missing values are empty, not "null".
 */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(formatCell).join(', ');
  if (typeof value === 'object') return isReference(value) ? String(value.refName) : JSON.stringify(value);
  return String(value);
}
