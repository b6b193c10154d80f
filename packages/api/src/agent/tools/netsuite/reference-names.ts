import type { NetsuiteConnector } from '../../../netsuite/connector/index.ts';
import { sqlId } from '../../netsuite/suiteql-literals.ts';

/**
 * The names people know records by, for the internal ids a preview would otherwise show:
 * `Jaskolski Group` for customer 389, `SV-1071 Design Review` for item 71.
 */

/** Where each kind of reference is named: entities may be customers or vendors. */
const NAME_QUERIES: Readonly<Record<string, readonly string[]>> = {
  entity: [
    'SELECT id, companyname AS name FROM customer WHERE id IN ({ids})',
    'SELECT id, companyname AS name FROM vendor WHERE id IN ({ids})',
  ],
  item: ["SELECT id, itemid || ' ' || displayname AS name FROM item WHERE id IN ({ids})"],
  subsidiary: ['SELECT id, name FROM subsidiary WHERE id IN ({ids})'],
  location: ['SELECT id, name FROM location WHERE id IN ({ids})'],
  department: ['SELECT id, name FROM department WHERE id IN ({ids})'],
};

/** The names of the ids given for each reference field; ids not found are left out. */
export async function referenceNames(
  connector: NetsuiteConnector,
  ids: ReadonlyMap<string, readonly string[]>,
  signal: AbortSignal | undefined,
): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  for (const [field, values] of ids) {
    const queries = NAME_QUERIES[field];
    const wanted = [...new Set(values.filter((value) => /^\d{1,18}$/.test(value)))];
    if (!queries || wanted.length === 0) continue;
    const found = new Map<string, string>();
    for (const query of queries) {
      const sql = query.replace('{ids}', wanted.map(sqlId).join(', '));
      const result = await connector.suiteql(sql, { maxRows: wanted.length, ...(signal ? { signal } : {}) });
      for (const row of result.items) {
        if (row.id !== null && row.id !== undefined && typeof row.name === 'string' && !found.has(String(row.id))) {
          found.set(String(row.id), row.name.trim());
        }
      }
    }
    names.set(field, found);
  }
  return names;
}
