import { NetsuiteConnectorError } from './connector-error.ts';

/** NetSuite answers at most 1000 rows a page, for SuiteQL and record lists alike. */
export const MAX_PAGE_SIZE = 1000;
/** The row cap when a caller gives none. */
export const DEFAULT_MAX_ROWS = 1000;

export interface PageLimits {
  /** Rows to return at most; more are left unread and `truncated` says so. */
  readonly maxRows?: number;
  /** Rows to ask for a page, 1 to 1000. */
  readonly pageSize?: number;
}

export interface Page<Row> {
  readonly items: readonly Row[];
  readonly hasMore: boolean;
  readonly totalResults: number;
}

export interface CollectedRows<Row> {
  readonly items: Row[];
  /** What NetSuite counted on the first page: every row the query or list has. */
  readonly totalResults: number;
  /** True when rows beyond `maxRows` were left unread. */
  readonly truncated: boolean;
}

function positiveInteger(name: string, value: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new RangeError(`${name} must be a whole number from 1 to ${max}, not ${value}`);
  }
  return value;
}

/**
 * Reads pages until NetSuite has no more or `maxRows` are in hand. The limit stays the same on
 * every page because NetSuite wants each offset to be a multiple of it; the last page is cut
 * here instead.
 */
export async function collectPages<Row>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<Page<Row>>,
  limits: PageLimits = {},
): Promise<CollectedRows<Row>> {
  const maxRows = positiveInteger('maxRows', limits.maxRows ?? DEFAULT_MAX_ROWS);
  const pageSize = positiveInteger('pageSize', limits.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const limit = Math.min(pageSize, maxRows);
  const items: Row[] = [];
  let totalResults: number | undefined;
  for (let offset = 0; ; ) {
    const page = await fetchPage({ limit, offset });
    totalResults ??= page.totalResults;
    const room = maxRows - items.length;
    items.push(...page.items.slice(0, room));
    if (page.items.length > room || (items.length === maxRows && page.hasMore)) {
      return { items, totalResults, truncated: true };
    }
    if (!page.hasMore) return { items, totalResults, truncated: false };
    if (page.items.length === 0) {
      // Asking again would ask for the same page forever.
      throw new NetsuiteConnectorError('protocol_error', {
        message: `NetSuite said more rows follow offset ${offset} but sent none.`,
      });
    }
    offset += page.items.length;
  }
}
