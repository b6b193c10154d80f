import { Hono } from 'hono';
import { z } from 'zod';
import { NetsuiteError } from '../http/netsuite-error.ts';
import type { SandboxEnv } from '../http/sandbox-env.ts';
import { parseLenientJson } from './lenient-json.ts';
import { runSuiteql } from './run-suiteql.ts';
import { SuiteqlError } from './suiteql-error.ts';

/**
 * POST /services/rest/query/v1/suiteql, as NetSuite's REST web services answer it: the query
 * in a JSON body `{"q": "..."}`, the header `Prefer: transient`, paging by `limit` (1 to
 * 1000, default 1000) and `offset` (a multiple of limit), and a page of string values with
 * HATEOAS links to the neighbouring pages.
 */

export const SUITEQL_PAGE_SIZE = 1000;

const COLLECTION_CONTENT_TYPE = 'application/vnd.oracle.resource+json; type=collection';

const QueryBody = z.object({ q: z.string().trim().min(1) });

function invalidParameter(detail: string, where: { 'o:errorPath'?: string; 'o:errorQueryParam'?: string }) {
  return new NetsuiteError(400, 'INVALID_PARAMETER', detail, where);
}

function wholeNumber(text: string | undefined, fallback: number, name: string, rule: string): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text))
    throw invalidParameter(`Invalid '${name}' query parameter value: ${rule}.`, { 'o:errorQueryParam': name });
  return Number(text);
}

function pagingOf(query: { limit?: string; offset?: string }): { limit: number; offset: number } {
  const limitRule = `it must be a whole number from 1 to ${SUITEQL_PAGE_SIZE}`;
  const limit = wholeNumber(query.limit, SUITEQL_PAGE_SIZE, 'limit', limitRule);
  if (limit < 1 || limit > SUITEQL_PAGE_SIZE) {
    throw invalidParameter(`Invalid 'limit' query parameter value: ${limitRule}.`, { 'o:errorQueryParam': 'limit' });
  }
  const offsetRule = 'it must be a whole number and a multiple of the limit';
  const offset = wholeNumber(query.offset, 0, 'offset', offsetRule);
  if (offset % limit !== 0) {
    throw invalidParameter(`Invalid 'offset' query parameter value: ${offsetRule}.`, { 'o:errorQueryParam': 'offset' });
  }
  return { limit, offset };
}

function requireTransient(prefer: string | undefined): void {
  const preferences = (prefer ?? '').split(/[,;]/).map((preference) => preference.trim().toLowerCase());
  if (!preferences.includes('transient')) {
    throw new NetsuiteError(400, 'INVALID_HEADER', "A SuiteQL query requires the header 'Prefer: transient'.", {
      'o:errorHeader': 'Prefer',
    });
  }
}

async function queryOf(request: Request): Promise<string> {
  const text = await request.text();
  let body: unknown;
  try {
    body = parseLenientJson(text);
  } catch {
    throw invalidParameter('The request body must be JSON of the form {"q": "SELECT ..."}.', { 'o:errorPath': 'q' });
  }
  const parsed = QueryBody.safeParse(body);
  if (!parsed.success) {
    throw invalidParameter("The request body must hold the SuiteQL query in its 'q' field.", { 'o:errorPath': 'q' });
  }
  return parsed.data.q;
}

function toNetsuiteError(error: SuiteqlError): NetsuiteError {
  if (error.code === 'QUERY_TIMEOUT') {
    return new NetsuiteError(
      400,
      'SSS_SEARCH_TIMEOUT',
      `Search error occurred: ${error.reason} Narrow the criteria or select fewer rows.`,
      { 'o:errorQueryParam': 'q' },
    );
  }
  return invalidParameter(error.message, { 'o:errorQueryParam': 'q' });
}

interface Link {
  readonly rel: 'previous' | 'first' | 'next' | 'last' | 'self';
  readonly href: string;
}

function pageLinks(url: string, limit: number, offset: number, totalResults: number, hasMore: boolean): Link[] {
  const { origin, pathname } = new URL(url);
  const href = (at: number) => `${origin}${pathname}?limit=${limit}&offset=${at}`;
  const lastOffset = Math.max(0, Math.floor((totalResults - 1) / limit) * limit);
  return [
    ...(offset > 0
      ? [
          { rel: 'previous' as const, href: href(Math.max(0, offset - limit)) },
          { rel: 'first' as const, href: href(0) },
        ]
      : []),
    ...(hasMore
      ? [
          { rel: 'next' as const, href: href(offset + limit) },
          { rel: 'last' as const, href: href(lastOffset) },
        ]
      : []),
    { rel: 'self', href: href(offset) },
  ];
}

export function suiteqlRouter() {
  const router = new Hono<SandboxEnv>();
  router.post('/suiteql', async (c) => {
    const deps = c.get('sandbox');
    requireTransient(c.req.header('Prefer'));
    const { limit, offset } = pagingOf({ limit: c.req.query('limit'), offset: c.req.query('offset') });
    const query = await queryOf(c.req.raw);
    const page = await runSuiteql(deps.engine, query, {
      limit,
      offset,
      timeoutMs: deps.statementTimeoutMs,
      ...(deps.now ? { now: deps.now() } : {}),
    }).catch((error: unknown) => {
      throw error instanceof SuiteqlError ? toNetsuiteError(error) : error;
    });
    if (offset > 0 && offset >= page.totalResults) {
      throw invalidParameter(`Invalid 'offset' query parameter value: the result has ${page.totalResults} rows.`, {
        'o:errorQueryParam': 'offset',
      });
    }
    c.header('Content-Type', COLLECTION_CONTENT_TYPE);
    return c.body(
      JSON.stringify({
        links: pageLinks(c.req.url, limit, offset, page.totalResults, page.hasMore),
        count: page.items.length,
        hasMore: page.hasMore,
        offset,
        totalResults: page.totalResults,
        items: page.items.map((item) => ({ links: [], ...item })),
      }),
    );
  });
  return router;
}
