import { invalidQueryParameter } from '../record-errors.ts';
import type { Link } from '../service-url.ts';

/** NetSuite's page size when none is asked for, and the most it gives at once. */
export const MAX_PAGE_SIZE = 1000;

export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

function whole(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `between ${min} and ${max}`;
    throw invalidQueryParameter(name, text, `Provide a whole number ${range}.`);
  }
  return value;
}

export function parsePageRequest(query: (name: string) => string | undefined): PageRequest {
  return {
    limit: whole('limit', query('limit'), MAX_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    offset: whole('offset', query('offset'), 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

/**
 * A collection's `links` as NetSuite gives them: `previous` and `first` past the first page,
 * `next` and `last` before the last, `self` always. The other links keep the request's own
 * parameters, `q` included, so following them pages through the same filtered list.
 */
export function collectionLinks(requestUrl: string, page: PageRequest, total: number): Link[] {
  const at = (offset: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('limit', String(page.limit));
    url.searchParams.set('offset', String(offset));
    return url.toString();
  };
  const links: Link[] = [];
  if (page.offset > 0) {
    links.push({ rel: 'previous', href: at(Math.max(0, page.offset - page.limit)) });
    links.push({ rel: 'first', href: at(0) });
  }
  if (page.offset + page.limit < total) {
    links.push({ rel: 'next', href: at(page.offset + page.limit) });
    links.push({ rel: 'last', href: at(Math.floor((total - 1) / page.limit) * page.limit) });
  }
  links.push({ rel: 'self', href: requestUrl });
  return links;
}
