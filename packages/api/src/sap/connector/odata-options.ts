/** The OData query options a Service Layer read takes. */
export interface ODataOptions {
  /** Properties to return, as Service Layer names them (`CardCode`, `DocTotal`). */
  readonly select?: readonly string[];
  /** An OData filter expression: `DocumentStatus eq 'bost_Open' and DocTotal gt 1000`. */
  readonly filter?: string;
  /** `DocTotal desc`, or several: `['CardName asc', 'DocDate desc']`. */
  readonly orderBy?: string | readonly string[];
  readonly top?: number;
  readonly skip?: number;
}

/**
 * The query string of a read, each value percent-encoded (spaces as %20: Service Layer does not
 * read `+` as a space). Options come in a fixed order, so the same read has the same URL.
 */
export function queryString(options: ODataOptions): string {
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${name}=${encodeURIComponent(value)}`);
  if (options.select && options.select.length > 0) add('$select', options.select.join(','));
  if (options.filter) add('$filter', options.filter);
  if (options.orderBy !== undefined) {
    const order = typeof options.orderBy === 'string' ? options.orderBy : options.orderBy.join(',');
    if (order !== '') add('$orderby', order);
  }
  if (options.top !== undefined) add('$top', String(options.top));
  if (options.skip !== undefined && options.skip > 0) add('$skip', String(options.skip));
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** A key as a Service Layer path writes it: `('C20000')` for text, `(12)` for numbers. */
export function keySegment(key: string | number): string {
  return typeof key === 'number' ? `(${key})` : `('${key.replace(/'/g, "''")}')`;
}

/** An OData string literal, quotes doubled: `'O''Brien'`. */
export function stringLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
