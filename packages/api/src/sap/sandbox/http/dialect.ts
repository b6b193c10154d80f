import type { EntityRecord, EntitySetSpec } from '../schema/entity-sets.ts';
import type { ServiceLayerError } from './service-layer-error.ts';

/**
 * What differs between Service Layer's two protocol versions on the wire. `/b1s/v1` speaks OData
 * V3 (`odata.metadata`, `odata.nextLink`, a numeric error code with `{lang, value}`, dates as
 * days); `/b1s/v2` speaks OData V4 (`@odata.context`, `@odata.nextLink`, error code and message
 * as strings with `details`, dates as DateTimeOffset). Everything else is the same.
 */
export interface Dialect {
  readonly version: 'v1' | 'v2';
  readonly headers: Readonly<Record<string, string>>;
  readonly contextKey: string;
  readonly nextLinkKey: string;
  readonly countKey: string;
  context(serviceRoot: string, set: string, select?: readonly string[]): string;
  entityContext(serviceRoot: string, set: string): string;
  errorBody(error: ServiceLayerError): unknown;
  /** A record as this version writes it: dates in its format, only the selected properties. */
  record(spec: EntitySetSpec, record: EntityRecord, select?: readonly string[]): EntityRecord;
}

function writeRecord(
  spec: EntitySetSpec,
  record: EntityRecord,
  select: readonly string[] | undefined,
  date: (day: string) => string,
): EntityRecord {
  const names = select ?? Object.keys(spec.properties);
  const written: EntityRecord = {};
  for (const name of names) {
    const value = record[name] ?? null;
    written[name] =
      spec.properties[name]?.kind === 'date' && typeof value === 'string'
        ? date(value)
        : Array.isArray(value)
          ? value.map((row: unknown) => ({ ...(row as object) }))
          : value;
  }
  return written;
}

const V1: Dialect = {
  version: 'v1',
  headers: { 'Content-Type': 'application/json;odata=minimalmetadata;charset=utf-8', DataServiceVersion: '3.0' },
  contextKey: 'odata.metadata',
  nextLinkKey: 'odata.nextLink',
  countKey: 'odata.count',
  context: (root, set, select) => `${root}$metadata#${set}${select ? `&$select=${select.join(',')}` : ''}`,
  entityContext: (root, set) => `${root}$metadata#${set}/@Element`,
  errorBody: (error) => ({ error: { code: error.code, message: { lang: 'en-us', value: error.message } } }),
  record: (spec, record, select) => writeRecord(spec, record, select, (day) => day.slice(0, 10)),
};

const V2: Dialect = {
  version: 'v2',
  headers: { 'Content-Type': 'application/json;odata.metadata=minimal;charset=utf-8', 'OData-Version': '4.0' },
  contextKey: '@odata.context',
  nextLinkKey: '@odata.nextLink',
  countKey: '@odata.count',
  context: (root, set, select) => `${root}$metadata#${set}${select ? `(${select.join(',')})` : ''}`,
  entityContext: (root, set) => `${root}$metadata#${set}/$entity`,
  errorBody: (error) => ({
    error: { code: String(error.code), message: error.message, details: [{ code: '', message: '' }] },
  }),
  record: (spec, record, select) =>
    writeRecord(spec, record, select, (day) => (day.length === 10 ? `${day}T00:00:00Z` : day)),
};

export function dialectFor(version: string): Dialect | undefined {
  return version === 'v1' ? V1 : version === 'v2' ? V2 : undefined;
}
