/** The OData system query options a read may carry, as Dataverse takes them. */
export interface QueryOptions {
  readonly select?: readonly string[];
  /** An OData `$filter` expression, written for the table's Web API property names. */
  readonly filter?: string;
  /** `revenue desc`, `name`. */
  readonly orderBy?: readonly string[];
  readonly top?: number;
  /** Navigation properties, each with its own options: `primarycontactid($select=fullname)`. */
  readonly expand?: readonly string[];
  readonly count?: boolean;
}

/**
 * The query string for the options, encoded once: spaces as `%20` (Dataverse, like every OData
 * service, does not read `+` as a space), the `$` of option names left as it is.
 */
export function queryString(options: QueryOptions): string {
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${name}=${encodeURIComponent(value)}`);
  if (options.select && options.select.length > 0) add('$select', options.select.join(','));
  if (options.filter) add('$filter', options.filter);
  if (options.orderBy && options.orderBy.length > 0) add('$orderby', options.orderBy.join(','));
  if (options.top !== undefined) add('$top', String(options.top));
  if (options.expand && options.expand.length > 0) add('$expand', options.expand.join(','));
  if (options.count) add('$count', 'true');
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** A string literal for `$filter`: quoted, with single quotes doubled. */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
