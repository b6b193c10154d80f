import { describe, expect, it } from 'vitest';
import { SandboxSqlError } from '../engine/sandbox-engine.ts';
import { runtimeReason } from './sql-errors.ts';

const reason = (message: string, sqlState: string) => runtimeReason(new SandboxSqlError(message, sqlState));

describe('runtimeReason', () => {
  it("keeps PostgreSQL's words about the user's values", () => {
    expect(reason('division by zero', '22012')).toBe('Division by zero.');
    expect(reason('CASE types text and integer cannot be matched', '42804')).toBe(
      'CASE types text and integer cannot be matched.',
    );
  });

  it("passes the support functions' own messages on unchanged", () => {
    expect(reason('INSTR: the occurrence must be greater than zero.', 'SQ000')).toBe(
      'INSTR: the occurrence must be greater than zero.',
    );
  });

  it("never shows the translation's internals", () => {
    expect(reason('function suiteql.add(text, integer) does not exist', '42883')).toBe(
      'A function or operator was given arguments of the wrong type (text, integer).',
    );
    expect(reason('function suiteql.json_text(boolean) does not exist', '42883')).toBe(
      'The query selects a value of a type SuiteQL cannot return.',
    );
    expect(
      reason(
        'column "_sq_rownum_rows._sq_c1" must appear in the GROUP BY clause or be used in an aggregate function',
        '42803',
      ),
    ).toBe('A selected expression is neither in the GROUP BY clause nor inside an aggregate.');
    expect(reason('something odd in suiteql.trunc', 'XX000')).toBe('The query could not be run.');
  });

  it('says a write was refused by the read-only transaction', () => {
    expect(reason('cannot execute INSERT in a read-only transaction', '25006')).toBe('SuiteQL is read-only.');
  });
});
