import { describe, expect, it } from 'vitest';
import { parseCases } from './eval-case.ts';

describe('parseCases', () => {
  it('reads one case a line, skipping blank lines', () => {
    const cases = parseCases(
      [
        '{"id":"q1","turns":["list vendors"],"intent":"query","expect":{"table":{"suiteql":"SELECT id FROM vendor"}}}',
        '',
        '{"id":"h1","turns":["help"],"intent":"help","expect":{"refuses":true}}',
      ].join('\n'),
    );
    expect(cases.map((entry) => entry.id)).toEqual(['q1', 'h1']);
    expect(cases[0]?.expect).toEqual({ table: { suiteql: 'SELECT id FROM vendor', ordered: false } });
  });

  it('names the line of a bad case', () => {
    expect(() => parseCases('{"id":"x","turns":[],"intent":"query","expect":{"asks":true}}')).toThrow(/line 1: turns/);
    expect(() => parseCases('not json')).toThrow('line 1: not JSON');
    expect(() => parseCases('{"id":"x","turns":["a"],"intent":"guess","expect":{"asks":true}}')).toThrow(
      /line 1: intent/,
    );
    const line = '{"id":"x","turns":["a"],"intent":"help","expect":{"asks":true}}';
    expect(() => parseCases(`${line}\n${line}`)).toThrow('line 2: the id x is used twice');
  });
});
