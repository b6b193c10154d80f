import { describe, expect, it } from 'vitest';
import type { ChatReply } from '../protocol/index.ts';
import { EMPTY_REPLY_TEXT, UNEXPLAINED_FAILURE_TEXT } from './reply-texts.ts';
import type { ReplyViewKind } from './reply-view.ts';
import { toView } from './to-view.ts';

const rows = [
  { id: '7', tranid: 'INV-7', total: 5200 },
  { id: '9', tranid: 'INV-9', total: 6100 },
];

describe('toView: each step of 000 section 4', () => {
  it('1. shows the response field as text', () => {
    expect(toView({ response: 'Hello **there**' })).toEqual({ kind: 'text', text: 'Hello **there**' });
  });

  it('2. shows the message field as formatted markdown', () => {
    expect(toView({ message: 'Found **3** invoices' })).toEqual({
      kind: 'formatted',
      markdown: 'Found **3** invoices',
    });
  });

  it('3. shows result.message when result.success is false', () => {
    expect(toView({ result: { success: false, message: 'Not connected to NetSuite' } })).toEqual({
      kind: 'failure',
      message: 'Not connected to NetSuite',
    });
  });

  it('3. falls back to the error field, then to a fixed text, when a failure has no message', () => {
    expect(toView({ error: 'timeout', result: { success: false } })).toEqual({ kind: 'failure', message: 'timeout' });
    expect(toView({ result: { success: false } })).toEqual({ kind: 'failure', message: UNEXPLAINED_FAILURE_TEXT });
  });

  it('4. shows a project summary when result.success is true with a message', () => {
    expect(
      toView({
        result: {
          success: true,
          message: 'Project created',
          project_name: 'invoice-memo',
          project_path: '/projects/invoice-memo',
          created_files: ['src/FileCabinet/SuiteScripts/memo.js', 'src/manifest.xml'],
          manifest_path: '/projects/invoice-memo/src/manifest.xml',
        },
      }),
    ).toEqual({
      kind: 'project',
      message: 'Project created',
      projectName: 'invoice-memo',
      projectPath: '/projects/invoice-memo',
      createdFiles: ['src/FileCabinet/SuiteScripts/memo.js', 'src/manifest.xml'],
      manifestPath: '/projects/invoice-memo/src/manifest.xml',
    });
  });

  it("4. shows the bold message without its markdown marks, and the script preview as the project's code", () => {
    const script = "/**\n * @NApiVersion 2.1\n */\ndefine(['N/record'], (record) => ({}));";
    expect(
      toView({
        result: { success: true, message: 'Done. Created SuiteCloud project **ue_memo** with 3 files.' },
        script_preview: script,
      }),
    ).toEqual({
      kind: 'project',
      message: 'Done. Created SuiteCloud project ue_memo with 3 files.',
      createdFiles: [],
      scriptPreview: script,
    });
  });

  it('4. leaves out the project details that are absent', () => {
    expect(toView({ result: { success: true, message: 'Saved search created' } })).toEqual({
      kind: 'project',
      message: 'Saved search created',
      createdFiles: [],
    });
  });

  it('5. shows a table for a non-empty results list in result with success true', () => {
    expect(toView({ result: { success: true, results: rows, count: 40 } })).toEqual({
      kind: 'table',
      table: {
        columns: ['id', 'tranid', 'total'],
        headings: ['ID', 'TRANID', 'TOTAL'],
        columnDetails: [
          { key: 'id', label: 'id', kind: 'text' },
          { key: 'tranid', label: 'tranid', kind: 'text' },
          { key: 'total', label: 'total', kind: 'text' },
        ],
        rows,
        count: 40,
      },
    });
  });

  it('5. takes labels, kinds and totals from the reply’s table layout', () => {
    const view = toView({
      result: { success: true, results: [...rows, { id: null, tranid: 'Total', total: 11300 }] },
      table: {
        columns: [
          { key: 'tranid', label: 'Document number', kind: 'document' },
          { key: 'total', label: 'Amount', kind: 'currency', currency: 'USD' },
        ],
        totalRows: [2],
      },
    });
    expect(view).toMatchObject({
      kind: 'table',
      table: { columns: ['tranid', 'total', 'id'], headings: ['DOCUMENT NUMBER', 'AMOUNT', 'ID'], totalRows: [2] },
    });
  });

  it('5. takes the results from data when result has none', () => {
    const view = toView({ result: { success: true }, data: { success: true, results: rows } });
    expect(view).toMatchObject({ kind: 'table', table: { rows } });
  });

  it('5. takes the columns from the first record only', () => {
    const view = toView({ data: { success: true, results: [{ a: 1 }, { a: 2, b: 3 }] } });
    expect(view).toMatchObject({ kind: 'table', table: { columns: ['a'], headings: ['A'] } });
  });

  it('6. summarises anything else', () => {
    expect(toView({ error: 'Quota exceeded' })).toEqual({
      kind: 'summary',
      blocks: [{ type: 'paragraph', text: 'Error: Quota exceeded' }],
    });
  });

  it('6. says it could not generate a response when there is nothing to show', () => {
    for (const reply of [
      {},
      { response: '', message: '   ' },
      { result: {} },
      { pending_scripts: [] },
    ] satisfies ChatReply[]) {
      expect(toView(reply)).toEqual({ kind: 'summary', blocks: [{ type: 'paragraph', text: EMPTY_REPLY_TEXT }] });
    }
    expect(EMPTY_REPLY_TEXT).toBe("I received your message but couldn't generate a response.");
  });
});

describe('toView: the steps are tried in order', () => {
  const everything: ChatReply = {
    response: 'response text',
    message: 'message text',
    result: { success: true, message: 'project', results: rows },
    data: { success: true, results: rows },
  };

  it.each<[string, ChatReply, ReplyViewKind]>([
    ['response wins over everything', everything, 'text'],
    ['message wins over result', { ...everything, response: undefined }, 'formatted'],
    [
      'a failed result wins over rows in data',
      { result: { success: false, message: 'no' }, data: { success: true, results: rows } },
      'failure',
    ],
    ['a project wins over its own rows', { result: everything.result }, 'project'],
    ['rows need success true', { result: { results: rows } }, 'summary'],
    ['an empty results list is no table', { result: { success: true, results: [] } }, 'summary'],
  ])('%s', (_, reply, kind) => {
    expect(toView(reply).kind).toBe(kind);
  });
});
