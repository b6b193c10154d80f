import type { NetsuiteErrorBody } from '../http/netsuite-error.ts';
import { openTestSandbox, type TestSandbox, type TestSandboxOptions } from '../testing/test-sandbox.ts';
import { installSuiteqlSupport } from './support-sql.ts';

/** The body of a 200 answer of the SuiteQL resource. */
export interface SuiteqlPageBody {
  readonly links: readonly { readonly rel: string; readonly href: string }[];
  readonly count: number;
  readonly hasMore: boolean;
  readonly offset: number;
  readonly totalResults: number;
  readonly items: readonly ({ readonly links: readonly unknown[] } & Record<string, unknown>)[];
}

export interface SuiteqlResponse {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: unknown;
}

export interface SuiteqlSandbox extends TestSandbox {
  /** POSTs `q` as NetSuite clients do: JSON body, `Prefer: transient`, limit and offset in the URL. */
  suiteql(
    q: unknown,
    options?: { limit?: number | string; offset?: number | string; headers?: Record<string, string> },
  ): Promise<SuiteqlResponse>;
  /** One page's body, failing when the answer is not a 200. */
  page(q: string, options?: { limit?: number; offset?: number }): Promise<SuiteqlPageBody>;
  /** The rows of a query small enough for one page, without their empty `links`. */
  rows(q: string): Promise<Record<string, unknown>[]>;
}

export function errorBody(response: SuiteqlResponse): NetsuiteErrorBody {
  if (response.status < 400) throw new Error(`Expected an error, got ${JSON.stringify(response.body)}`);
  return response.body as NetsuiteErrorBody;
}

export async function openSuiteqlSandbox(options: TestSandboxOptions = {}): Promise<SuiteqlSandbox> {
  const sandbox = await openTestSandbox({ scale: 100, prepare: installSuiteqlSupport, ...options });
  const suiteql: SuiteqlSandbox['suiteql'] = async (q, { limit, offset, headers = { Prefer: 'transient' } } = {}) => {
    const query = new URLSearchParams();
    if (limit !== undefined) query.set('limit', String(limit));
    if (offset !== undefined) query.set('offset', String(offset));
    const search = query.size > 0 ? `?${query}` : '';
    const response = await sandbox.request('POST', `/services/rest/query/v1/suiteql${search}`, {
      body: typeof q === 'string' ? { q } : q,
      headers,
    });
    return { status: response.status, contentType: response.headers.get('Content-Type'), body: await response.json() };
  };
  const page: SuiteqlSandbox['page'] = async (q, paging = {}) => {
    const response = await suiteql(q, paging);
    if (response.status !== 200) throw new Error(`${q}\n→ ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as SuiteqlPageBody;
  };
  return {
    ...sandbox,
    suiteql,
    page,
    rows: async (q) => (await page(q)).items.map(({ links: _links, ...row }) => row),
  };
}
