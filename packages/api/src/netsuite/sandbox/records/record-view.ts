import { refNameAlias } from './record-sql.ts';
import { type AnyRecordTypeSpec, fieldEntries } from './record-types/index.ts';
import { type Link, recordUrl, selfLink } from './service-url.ts';

/** A reference as NetSuite shows one: the id as a string, the referenced record's name, a link to it. */
export interface ReferenceView {
  readonly links: Link[];
  readonly id: string;
  readonly refName?: string;
}

/**
 * A record row (as `readRecordSql` reads it) as NetSuite's record service returns it: `links`
 * first, then the fields in alphabetical order, ids as strings, references as objects, and
 * empty fields left out, as NetSuite leaves them out.
 */
export function recordView(spec: AnyRecordTypeSpec, row: Readonly<Record<string, unknown>>, base: string) {
  const fields: [string, unknown][] = [];
  let id = '';
  for (const { name, field } of fieldEntries(spec)) {
    const value = row[name];
    if (value === null || value === undefined) continue;
    if (field.kind === 'id') {
      id = String(value);
      fields.push([name, id]);
    } else if (field.kind === 'reference') {
      const refName = row[refNameAlias(name)];
      const reference: ReferenceView = {
        links: selfLink(recordUrl(base, field.target.recordType, String(value))),
        id: String(value),
        ...(typeof refName === 'string' ? { refName } : {}),
      };
      fields.push([name, reference]);
    } else {
      fields.push([name, value]);
    }
  }
  fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { links: selfLink(recordUrl(base, spec.name, id)), ...Object.fromEntries(fields) };
}
