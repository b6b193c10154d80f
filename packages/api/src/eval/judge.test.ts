import { describe, expect, it } from 'vitest';
import { canonical, judge, statedNumbers } from './judge.ts';

const table = (results: Record<string, unknown>[]) => ({ result: { success: true, results, count: results.length } });

describe('judge', () => {
  it('passes a table with a column equal to the reference first column, in any order unless ordered', () => {
    const reply = table([
      { id: '7', number: 'INV7' },
      { id: '9', number: 'INV9' },
    ]);
    expect(judge({ table: { suiteql: 'x', ordered: false } }, reply, [{ id: '9' }, { id: '7' }])).toEqual({
      pass: true,
    });
    expect(judge({ table: { suiteql: 'x', ordered: true } }, reply, [{ id: '9' }, { id: '7' }]).pass).toBe(false);
    expect(judge({ table: { suiteql: 'x', ordered: false } }, reply, [{ id: '7' }]).pass).toBe(false);
    expect(judge({ table: { suiteql: 'x', ordered: false } }, { message: 'none' }, [{ id: '7' }]).pass).toBe(false);
  });

  it('passes a reply that finds nothing when the reference finds nothing, but not a question or an error', () => {
    const expectation = { table: { suiteql: 'x', ordered: false } };
    expect(judge(expectation, { message: 'No inactive customers found.' }, []).pass).toBe(true);
    expect(judge(expectation, { question: { text: 'Which?' } }, []).pass).toBe(false);
    expect(judge(expectation, { error: 'not_found', result: { success: false } }, []).pass).toBe(false);
  });

  it('compares numbers as numbers: 1250.5 is "1250.50"', () => {
    expect(canonical('1250.50')).toBe(canonical(1250.5));
    const reply = table([{ total: 1250.5 }]);
    expect(judge({ table: { suiteql: 'x', ordered: false } }, reply, [{ t: '1250.50' }]).pass).toBe(true);
  });

  it('finds a stated value with separators and currency symbols, to the cent', () => {
    expect(statedNumbers('The total is **USD 73,251.73** (40 invoices), $1,000,000')).toEqual([73251.73, 40, 1000000]);
    const reply = { message: 'The total balance of 40 open invoices is **USD 73,251.73**.' };
    expect(judge({ value: { suiteql: 'x' } }, reply, [{ total: '73251.7300' }]).pass).toBe(true);
    expect(judge({ value: { suiteql: 'x' } }, reply, [{ total: '73251.74' }]).pass).toBe(false);
    expect(judge({ value: { suiteql: 'x' } }, { message: 'There are **40** open invoices.' }, [{ n: '40' }]).pass).toBe(
      true,
    );
  });

  it('compares state rows by column name, ignoring case of names and types of numbers', () => {
    expect(
      judge({ state: { suiteql: 'x', rows: [{ companyName: 'Eval Co' }] } }, {}, [{ companyname: 'eval co' }]).pass,
    ).toBe(true);
    expect(judge({ state: { suiteql: 'x', rows: [] } }, {}, [{ companyname: 'Eval Co' }]).pass).toBe(false);
  });

  it('tells questions, previews, refusals and projects apart', () => {
    expect(judge({ asks: true }, { question: { text: 'Which?' } }, undefined).pass).toBe(true);
    expect(judge({ asks: true }, { message: 'Which?' }, undefined).pass).toBe(false);
    const confirmation = {
      id: 'p',
      token: 't',
      tool: 'ns_createRecord',
      risk: 'write' as const,
      title: 'Create',
      preview: { action: 'create' as const, recordType: 'customer', recordLabel: 'Customer' },
      expiresAt: 'x',
    };
    expect(judge({ confirms: true }, { confirmation }, undefined).pass).toBe(true);
    expect(judge({ refuses: true }, { error: 'out_of_scope', message: 'No.' }, undefined).pass).toBe(true);
    expect(judge({ refuses: true }, { error: 'not_found', result: { success: false } }, undefined).pass).toBe(false);
    const project = {
      result: {
        success: true,
        message: 'Created',
        created_files: ['src/FileCabinet/SuiteScripts/ue_memo.js', 'src/manifest.xml'],
      },
    };
    expect(judge({ project: { files: ['src/FileCabinet/SuiteScripts/*.js'] } }, project, undefined).pass).toBe(true);
    expect(judge({ project: { files: ['src/Objects/*.xml'] } }, project, undefined).pass).toBe(false);
  });
});
