import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { STATUS_CODES, statusDisplayName, TRANSACTION_TYPES, type TransactionType } from './status-codes.ts';

const DOCS = new URL('../../../../../../docs/netsuite-sandbox.md', import.meta.url);

describe('docs/netsuite-sandbox.md', () => {
  it('lists every transaction type and status code the generator produces, as BUILTIN.DF shows them', async () => {
    const docs = await readFile(DOCS, 'utf8');
    for (const [type, name] of Object.entries(TRANSACTION_TYPES)) {
      const codes = Object.keys(STATUS_CODES[type as TransactionType]);
      if (codes.length === 0) expect(docs).toContain(`| \`${type}\` | ${name} | (none) | |`);
      for (const code of codes) {
        expect(docs).toContain(
          `| \`${type}\` | ${name} | \`${code}\` | ${statusDisplayName(type as TransactionType, code)} |`,
        );
      }
    }
  });
});
