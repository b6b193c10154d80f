import { describe, expect, it } from 'vitest';
import { parseCases, referenceQueries } from './eval-case.ts';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    id: 'x',
    family: 'open-invoices',
    form: 'terse',
    turns: ['open invoices'],
    intent: 'query',
    ...fields,
  });

describe('parseCases', () => {
  it('reads one case a line, skipping blank and // lines, with defaults filled in', () => {
    const cases = parseCases(
      [
        '// what this file holds',
        line({ id: 'q1', expect: { table: { suiteql: 'SELECT id FROM vendor' } } }),
        '',
        line({ id: 'a1', expect: { asks: { about: ['customer'] } }, why: true, needs: 'bank balances' }),
      ].join('\n'),
    );
    expect(cases.map((entry) => entry.id)).toEqual(['q1', 'a1']);
    expect(cases[0]?.expect).toEqual({ table: { suiteql: 'SELECT id FROM vendor', ordered: false, head: false } });
    expect(cases[1]).toMatchObject({ why: true, needs: 'bank balances', expect: { asks: { orDeclines: false } } });
  });

  it('names the file and line of a bad case', () => {
    expect(() => parseCases(line({ turns: [], expect: { asks: { about: ['x'] } } }), 'a.jsonl')).toThrow(
      /a\.jsonl line 1: turns/,
    );
    expect(() => parseCases('not json')).toThrow('line 1: not JSON');
    expect(() => parseCases(line({ intent: 'guess', expect: { refuses: true } }))).toThrow(/line 1: intent/);
    expect(() => parseCases(line({ form: 'shouted', expect: { refuses: true } }))).toThrow(/line 1: form/);
    expect(() => parseCases(line({ family: 'Open Invoices', expect: { refuses: true } }))).toThrow(/line 1: family/);
    // A question case must say what it asks about.
    expect(() => parseCases(line({ expect: { asks: true } }))).toThrow(/line 1/);
    const good = line({ expect: { refuses: true } });
    expect(() => parseCases(`${good}\n${good}`)).toThrow('line 2: the id x is used twice');
  });
});

describe('referenceQueries', () => {
  it('lists every reading of a table or value, the state query, and nothing for the others', () => {
    const [table, value, state, asks] = parseCases(
      [
        line({ id: 't', expect: { table: { suiteql: ['SELECT 1 FROM DUAL', 'SELECT 2 FROM DUAL'] } } }),
        line({ id: 'v', expect: { value: { suiteql: 'SELECT 3 FROM DUAL' } } }),
        line({ id: 's', expect: { state: { suiteql: 'SELECT 4 FROM DUAL', rows: [] } } }),
        line({ id: 'a', expect: { asks: { about: ['which'] } } }),
      ].join('\n'),
    );
    expect(table && referenceQueries(table.expect)).toEqual(['SELECT 1 FROM DUAL', 'SELECT 2 FROM DUAL']);
    expect(value && referenceQueries(value.expect)).toEqual(['SELECT 3 FROM DUAL']);
    expect(state && referenceQueries(state.expect)).toEqual(['SELECT 4 FROM DUAL']);
    expect(asks && referenceQueries(asks.expect)).toEqual([]);
  });
});
