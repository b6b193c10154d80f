import { describe, expect, it } from 'vitest';
import type { Handled } from './handler.ts';
import { suiteqlTypo } from './suiteql-typo.ts';

const refusedFor = (table: string): Handled => ({
  outcome: {
    kind: 'failure',
    code: 'invalid_query',
    message: `Invalid search query. Detailed unprocessed description follows. Search error occurred: Record '${table}' was not found.`,
  },
  intent: 'query',
  state: {},
});

describe('suiteqlTypo', () => {
  it('asks about a table one typo from a table SuiteQL has, offering the statement put right', () => {
    const asked = suiteqlTypo('SELECT id FROM vendr', refusedFor('vendr'), {});
    expect(asked?.outcome).toEqual({
      kind: 'question',
      text: 'SuiteQL has no table "vendr". Did you mean "vendor"?',
      options: [{ label: 'SELECT id FROM vendor', value: 'SELECT id FROM vendor' }],
    });
  });

  it("leaves NetSuite's own error for a table nothing is near, or another failure", () => {
    expect(suiteqlTypo('SELECT id FROM zzzzqq', refusedFor('zzzzqq'), {})).toBeUndefined();
    const other: Handled = {
      outcome: { kind: 'failure', code: 'timeout', message: 'took too long' },
      intent: 'query',
      state: {},
    };
    expect(suiteqlTypo('SELECT id FROM vendor', other, {})).toBeUndefined();
  });
});
