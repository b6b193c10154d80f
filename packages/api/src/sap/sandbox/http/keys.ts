import type { EntitySetSpec } from '../schema/entity-sets.ts';
import { queryStringError } from './service-layer-error.ts';

/** The key in `Orders(12)` or `BusinessPartners('C20000')`, checked against the set's key type. */
export function parseKey(spec: EntitySetSpec, text: string): string | number {
  const quoted = /^'((?:[^']|'')*)'$/.exec(text);
  if (spec.keyKind === 'string') {
    if (!quoted) throw queryStringError(`Invalid key value ${text}`);
    return (quoted[1] ?? '').replace(/''/g, "'");
  }
  if (!/^-?\d+$/.test(text)) throw queryStringError(`Invalid key value ${text}`);
  return Number(text);
}

export function keyText(key: string | number): string {
  return typeof key === 'string' ? `'${key.replace(/'/g, "''")}'` : String(key);
}
