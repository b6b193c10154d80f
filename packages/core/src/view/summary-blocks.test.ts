import { describe, expect, it } from 'vitest';
import type { ResultRecord } from '../protocol/index.ts';
import { blocksToText } from './blocks-to-text.ts';
import { summaryBlocks } from './summary-blocks.ts';

const records = (count: number): ResultRecord[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, companyname: `Vendor ${index + 1}` }));

const summaryText = (...args: Parameters<typeof summaryBlocks>) => blocksToText(summaryBlocks(...args));

describe('summaryBlocks: found records', () => {
  it('says so when the list is empty', () => {
    expect(summaryText({ result: { results: [] } })).toBe('No records found.');
  });

  it('lists one record', () => {
    expect(summaryText({ result: { results: records(1) } })).toBe('Found 1 record:\n\n1. id: 1, companyname: Vendor 1');
  });

  it('lists all ten of ten records, with no "more" line', () => {
    const text = summaryText({ result: { results: records(10) } });
    expect(text).toContain('Found 10 records:');
    expect(text).toContain('10. id: 10, companyname: Vendor 10');
    expect(text).not.toContain('more record');
  });

  it('lists at most ten and counts the rest', () => {
    const text = summaryText({ result: { results: records(12) } });
    expect(text).toContain('Found 12 records:');
    expect(text).toContain('10. id: 10, companyname: Vendor 10');
    expect(text).not.toContain('Vendor 11');
    expect(text).toContain('... and 2 more records');
  });

  it('counts a single hidden record in the singular', () => {
    expect(summaryText({ result: { results: records(11) } })).toContain('... and 1 more record');
  });

  it('adds the total when the reply has a count', () => {
    const text = summaryText({ data: { results: records(11), count: 250 } });
    expect(text.split('\n\n').slice(-2)).toEqual(['... and 1 more record', 'Total records: 250']);
  });

  it('shows reference fields by name and skips empty ones', () => {
    const text = summaryText({
      result: { results: [{ id: 3, entity: { id: '12', refName: 'Acme Corp' }, memo: null }] },
    });
    expect(text).toContain('1. id: 3, entity: Acme Corp');
    expect(text).not.toContain('memo');
  });
});

describe('summaryBlocks: optional parts, in order', () => {
  it('shows each part the reply has', () => {
    const blocks = summaryBlocks({
      error: 'Search timed out',
      result: { message: 'Partial results', results: records(1), count: 1, searchId: 'customsearch_vendors' },
      script_preview: "define(['N/record'], (record) => ({}));",
      pending_scripts: ['ue_memo.js', { name: 'cs_validate.js' }, { file: 'sched.js' }],
      overwrite_prompt: true,
    });
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Partial results' },
      { type: 'paragraph', text: 'Error: Search timed out' },
      { type: 'paragraph', text: 'Found 1 record:' },
      { type: 'list', ordered: true, items: ['id: 1, companyname: Vendor 1'] },
      { type: 'paragraph', text: 'Total records: 1' },
      { type: 'paragraph', text: 'Result:' },
      { type: 'code', language: 'json', code: '{\n  "searchId": "customsearch_vendors"\n}' },
      { type: 'paragraph', text: 'Script preview:' },
      { type: 'code', language: 'javascript', code: "define(['N/record'], (record) => ({}));" },
      { type: 'paragraph', text: 'Pending scripts:' },
      { type: 'list', items: ['ue_memo.js', 'cs_validate.js', 'sched.js'] },
      { type: 'paragraph', strong: true, text: 'Do you want to overwrite the existing project?' },
    ]);
  });

  it('dumps a result that holds nothing else the summary shows', () => {
    expect(summaryBlocks({ result: { success: true, searchId: 42 } })).toEqual([
      { type: 'paragraph', text: 'Result:' },
      { type: 'code', language: 'json', code: '{\n  "searchId": 42\n}' },
    ]);
  });

  it('dumps leftover data fields under their own label', () => {
    expect(summaryBlocks({ data: { jobId: 'j-1' } })).toEqual([
      { type: 'paragraph', text: 'Data:' },
      { type: 'code', language: 'json', code: '{\n  "jobId": "j-1"\n}' },
    ]);
  });

  it('shows the total even without a records list', () => {
    expect(summaryText({ result: { count: 0 } })).toBe('Total records: 0');
  });

  it('asks the overwrite question for a textual flag too, and not for false', () => {
    expect(summaryText({ overwrite_prompt: 'yes' })).toBe('Do you want to overwrite the existing project?');
    expect(summaryBlocks({ overwrite_prompt: false })).toEqual([]);
  });

  it('is empty when the reply holds nothing to show', () => {
    expect(summaryBlocks({})).toEqual([]);
    expect(summaryBlocks({ error: ' ', script_preview: '', pending_scripts: [] })).toEqual([]);
  });
});
