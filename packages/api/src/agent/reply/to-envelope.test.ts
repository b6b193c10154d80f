import { type ConfirmationRequest, markdownTree } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { confirmationMarkdown, toEnvelope } from './to-envelope.ts';
import { withMessageTree } from './with-message-tree.ts';

const order: ConfirmationRequest = {
  id: 'pa-1',
  token: 'tok',
  tool: 'ns_createSalesOrder',
  risk: 'write',
  title: 'Create sales order for Jaskolski Group',
  preview: {
    action: 'create',
    recordType: 'salesOrder',
    recordLabel: 'Sales Order',
    fields: [
      { name: 'entity', label: 'Customer', value: 'Jaskolski Group' },
      { name: 'total', label: 'Total', value: 278.11, kind: 'currency', currency: 'GBP' },
    ],
    rows: [{ item: 'NI-1048', item_name: 'Soap | bar', quantity: 3, rate: 25.03, amount: 75.09 }],
    columns: [
      { key: 'item', label: 'Item', kind: 'text' },
      { key: 'item_name', label: 'Item name', kind: 'text' },
      { key: 'quantity', label: 'Quantity', kind: 'number' },
      { key: 'rate', label: 'Unit price', kind: 'currency', currency: 'GBP' },
      { key: 'amount', label: 'Amount', kind: 'currency', currency: 'GBP' },
    ],
  },
  expiresAt: '2026-11-25T10:00:00Z',
};

describe('confirmationMarkdown', () => {
  it('says what a write will do with its amounts in their currency and its lines as a labelled table', () => {
    expect(confirmationMarkdown(order)).toBe(
      [
        '**Create sales order for Jaskolski Group?**',
        '',
        '- Customer: Jaskolski Group',
        '- Total: £278.11',
        '',
        '| Item | Item name | Quantity | Unit price | Amount |',
        '| --- | --- | ---: | ---: | ---: |',
        '| NI-1048 | Soap \\| bar | 3 | £25.03 | £75.09 |',
        '',
        'Reply **yes** to go ahead or **no** to cancel.',
      ].join('\n'),
    );
  });
});

describe('confirmationMarkdown of files', () => {
  it('shows each file of a project as a code block in its language, after the one-line fields', () => {
    const script = '/**\n * @NApiVersion 2.1\n * @NScriptType UserEventScript\n */\ndefine([], () => ({}));\n';
    const xml = '<usereventscript scriptid="customscript_memo">\n  <name>Memo</name>\n</usereventscript>';
    const markdown = confirmationMarkdown({
      ...order,
      title: 'Create user event script project memo',
      preview: {
        action: 'create',
        recordType: 'sdfProject',
        recordLabel: 'SuiteCloud project',
        fields: [
          { name: 'FileCabinet/SuiteScripts/memo.js', label: 'FileCabinet/SuiteScripts/memo.js', value: script },
          { name: 'Objects/customscript_memo.xml', label: 'Objects/customscript_memo.xml', value: xml },
          { name: 'name', label: 'Name', value: 'memo' },
        ],
      },
    });
    expect(markdown).toContain(
      `- Name: memo\n\n**FileCabinet/SuiteScripts/memo.js**\n\n\`\`\`javascript\n${script.trimEnd()}\n\`\`\``,
    );
    expect(markdown).toContain(`**Objects/customscript_memo.xml**\n\n\`\`\`xml\n${xml}\n\`\`\``);
  });

  it('fences a file holding backticks with a longer fence', () => {
    const code = 'const fence = "```";\nconsole.log(fence);';
    const markdown = confirmationMarkdown({
      ...order,
      preview: {
        action: 'create',
        recordType: 'file',
        recordLabel: 'File',
        fields: [{ name: 'a.txt', label: 'a.txt', value: code }],
      },
    });
    expect(markdown).toContain(`\`\`\`\`\n${code}\n\`\`\`\``);
  });
});

describe('toEnvelope', () => {
  it('puts a table’s rows in result.results and how to show them in table', () => {
    const reply = toEnvelope(
      {
        kind: 'table',
        rows: [{ id: '302', customer: 'Considine LLC', total_usd: 22410.37 }],
        count: 1,
        caption: 'Top customer',
        columns: [
          { key: 'id', type: 'id' },
          { key: 'customer', type: 'text' },
          { key: 'total_usd', type: 'money' },
        ],
      },
      'c-1',
      'aggregate',
      { baseCurrency: 'USD' },
    );
    expect(reply).toMatchObject({
      caption: 'Top customer',
      result: { success: true, results: [{ id: '302', customer: 'Considine LLC', total_usd: 22410.37 }], count: 1 },
      table: {
        columns: [
          { key: 'id', label: 'Internal ID', kind: 'id' },
          { key: 'customer', label: 'Customer', kind: 'text' },
          { key: 'total_usd', label: 'Total (USD)', kind: 'currency', currency: 'USD' },
        ],
      },
    });
    expect(reply.result?.message).toBeUndefined();
  });
});

describe('toEnvelope and the message tree', () => {
  it('sends every message with its markdown parsed into the allow-listed tree, and a table without one', () => {
    const answer = toEnvelope(
      { kind: 'answer', markdown: '**3** open invoices, see [the list](/invoices)' },
      'c1',
      'query',
    );
    expect(answer.messageTree).toEqual(markdownTree('**3** open invoices, see [the list](/invoices)'));
    const confirmation = toEnvelope({ kind: 'confirmation', confirmation: order }, 'c1', 'create_record');
    expect(confirmation.messageTree).toEqual(markdownTree(confirmation.message ?? ''));
    const table = toEnvelope({ kind: 'table', rows: [{ id: 1 }], count: 1, caption: 'Invoices' }, 'c1', 'query');
    expect(table.message).toBeUndefined();
    expect(table.messageTree).toBeUndefined();
  });
});

describe('withMessageTree', () => {
  it('gives a reply stored without a tree its tree, and leaves one that has it alone', () => {
    expect(withMessageTree({ message: '_stored_ before trees' }).messageTree).toEqual(
      markdownTree('_stored_ before trees'),
    );
    const sent = { message: 'a', messageTree: ['b'] };
    expect(withMessageTree(sent)).toBe(sent);
    expect(withMessageTree({ message: '  ' })).toEqual({ message: '  ' });
  });
});
