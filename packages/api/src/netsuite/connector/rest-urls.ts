import { NetsuiteConnectorError } from './connector-error.ts';

/** A record's internal id (`'42'`), or its external id, which NetSuite addresses as `eid:...`. */
export type RecordKey = string | { readonly externalId: string };

const RECORD_TYPE = /^[A-Za-z][A-Za-z0-9_]*$/;
const INTERNAL_ID = /^-?\d+$/;

/**
 * Record types and ids often come from the agent or a form, so each is checked before it becomes
 * part of a path: `customer/../query` must not reach another endpoint.
 */
function recordTypeSegment(type: string): string {
  if (!RECORD_TYPE.test(type)) {
    throw new NetsuiteConnectorError('invalid_request', {
      message: `Not a NetSuite record type: ${JSON.stringify(type)}`,
    });
  }
  return type;
}

function recordKeySegment(key: RecordKey): string {
  if (typeof key === 'string') {
    if (!INTERNAL_ID.test(key)) {
      throw new NetsuiteConnectorError('invalid_request', {
        message: `Not a NetSuite internal id: ${JSON.stringify(key)}; give an external id as { externalId }`,
      });
    }
    return key;
  }
  if (key.externalId.trim() === '') {
    throw new NetsuiteConnectorError('invalid_request', { message: 'An external id cannot be empty.' });
  }
  return `eid:${encodeURIComponent(key.externalId)}`;
}

function withQuery(url: string, query: Readonly<Record<string, string | undefined>>): string {
  const defined = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length === 0 ? url : `${url}?${new URLSearchParams(defined)}`;
}

export function suiteqlUrl(restBaseUrl: string, page: { limit: number; offset: number }): string {
  return withQuery(`${restBaseUrl}/services/rest/query/v1/suiteql`, {
    limit: String(page.limit),
    offset: String(page.offset),
  });
}

/** `/record/v1/{type}`, or `/record/v1/{type}/{id or eid:...}` with a key. */
export function recordUrl(
  restBaseUrl: string,
  type: string,
  key?: RecordKey,
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  const path = `${restBaseUrl}/services/rest/record/v1/${recordTypeSegment(type)}`;
  return withQuery(key === undefined ? path : `${path}/${recordKeySegment(key)}`, query);
}

/** `/record/v1/{fromType}/{key}/!transform/{toType}`: a new record of `toType` made from the source. */
export function transformUrl(
  restBaseUrl: string,
  fromType: string,
  key: RecordKey,
  toType: string,
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  const source = recordUrl(restBaseUrl, fromType, key);
  return withQuery(`${source}/!transform/${recordTypeSegment(toType)}`, query);
}

export function metadataUrl(restBaseUrl: string, type: string): string {
  return `${restBaseUrl}/services/rest/record/v1/metadata-catalog/${recordTypeSegment(type)}`;
}

/**
 * The internal id in the `Location` NetSuite answers a create or upsert with:
 * `https://.../services/rest/record/v1/customer/1234` -> `'1234'`. Undefined when the header is
 * absent or names no record.
 */
export function recordIdFromLocation(location: string | null | undefined, type: string): string | undefined {
  if (!location) return undefined;
  let pathname: string;
  try {
    // A relative Location is resolved against a placeholder: only its path matters here.
    pathname = new URL(location, 'http://location.invalid').pathname;
  } catch {
    // An unparsable header names no record; the caller reports it as NetSuite's protocol error.
    return undefined;
  }
  const match = /\/services\/rest\/record\/v1\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1]?.toLowerCase() !== type.toLowerCase()) return undefined;
  const id = match[2] ?? '';
  return INTERNAL_ID.test(id) ? id : undefined;
}
