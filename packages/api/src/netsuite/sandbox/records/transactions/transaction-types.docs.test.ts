import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TRANSFORM_PAIRS } from './operations/transform-transaction.ts';
import { TRANSACTION_TYPES } from './transaction-types.ts';

const DOCS = new URL('../../../../../../../docs/netsuite-sandbox.md', import.meta.url);

describe('docs/netsuite-sandbox.md', () => {
  it('lists every transaction type the record service serves, with its type code, and every transform', async () => {
    const docs = await readFile(DOCS, 'utf8');
    for (const spec of TRANSACTION_TYPES) {
      expect(docs).toContain(`| \`${spec.name}\` | \`${spec.code}\` |`);
      const deletable = spec.deletable ? 'while nothing was made from it' : 'refused';
      expect(docs, spec.name).toMatch(
        new RegExp(`\\| \`${spec.name}\` \\| \`${spec.code}\` \\|[^\\n]*\\| ${deletable} \\|`),
      );
    }
    for (const [from, to] of TRANSFORM_PAIRS) expect(docs).toContain(`| \`${from}\` | \`${to}\` |`);
    const documented = [...docs.matchAll(/^\| `(\w+)` \| `(\w+)` \| what /gm)].map(([, from, to]) => `${from}>${to}`);
    expect(documented.sort()).toEqual(TRANSFORM_PAIRS.map(([from, to]) => `${from}>${to}`).sort());
  });
});
