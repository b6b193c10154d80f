import { SCRIPT_ID_MAX_LENGTH, SCRIPT_ID_PREFIX } from './contract.ts';

/**
 * A saved search's script id made from its title, as the bridge makes it when a definition has
 * none: `Open invoices (EU)` -> `customsearch_open_invoices_eu`, then `_2`, `_3`... while taken.
 * The RESTlet has its own copy of this rule (it cannot import), held to this one by its test.
 */
export function scriptIdFromTitle(title: string, isTaken: (scriptId: string) => boolean): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const base = `${SCRIPT_ID_PREFIX}_${slug || 'search'}`.slice(0, SCRIPT_ID_MAX_LENGTH).replace(/_+$/, '');
  let candidate = base;
  for (let n = 2; isTaken(candidate); n += 1) {
    const suffix = `_${n}`;
    candidate = `${base.slice(0, SCRIPT_ID_MAX_LENGTH - suffix.length)}${suffix}`;
  }
  return candidate;
}
