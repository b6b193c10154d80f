import * as z from 'zod/mini';
import { type CollectedRows, collectPages, type PageLimits } from './collect-pages.ts';
import type { ConnectorContext } from './connector-context.ts';
import { NetsuiteConnectorError } from './connector-error.ts';
import { parseAnswer } from './parse-answer.ts';
import { suiteqlUrl } from './rest-urls.ts';

/**
 * NetSuite sends every SuiteQL value as a string (`'1250.5'`, `'T'`) and leaves a NULL column out
 * of the row. Other JSON scalars are accepted, so a real account's surprise is passed on rather
 * than failing the query.
 */
export type SuiteqlValue = string | number | boolean | null;
export type SuiteqlRow = Readonly<Record<string, SuiteqlValue>>;
export type SuiteqlResult = CollectedRows<SuiteqlRow>;

export interface SuiteqlOptions extends PageLimits {
  readonly signal?: AbortSignal;
}

const rowSchema = z.catchall(
  z.object({ links: z.optional(z.array(z.unknown())) }),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

const suiteqlPageSchema = z.object({
  count: z.number(),
  hasMore: z.boolean(),
  offset: z.number(),
  totalResults: z.number(),
  items: z.array(rowSchema),
});

/**
 * Runs a SuiteQL query, following NetSuite's pages up to the caller's row cap. `Prefer: transient`
 * is NetSuite's required marker for a query. SuiteQL only reads, so every page is retried freely.
 */
export async function runSuiteql(
  ctx: ConnectorContext,
  query: string,
  options: SuiteqlOptions = {},
): Promise<SuiteqlResult> {
  if (query.trim() === '') {
    throw new NetsuiteConnectorError('invalid_request', { message: 'The SuiteQL query is empty.' });
  }
  return collectPages(async (page) => {
    const answer = await ctx.sendIdempotent({
      method: 'POST',
      url: suiteqlUrl(ctx.endpoints.restBaseUrl, page),
      headers: { Prefer: 'transient' },
      body: { q: query },
      signal: options.signal,
    });
    const { items, hasMore, totalResults } = parseAnswer(suiteqlPageSchema, answer.body, 'a SuiteQL page');
    return { items: items.map(({ links: _links, ...row }) => row), hasMore, totalResults };
  }, options);
}
