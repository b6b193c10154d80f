import { describe, expect, it } from 'vitest';
import { markdownTree } from '../markdown/index.ts';
import { toView } from './to-view.ts';
import { viewToText } from './view-to-text.ts';

describe('viewToText', () => {
  it('writes each kind of reply as plain text', () => {
    expect(viewToText(toView({ response: 'plain' }))).toBe('plain');
    // An export is read as text: the marks go, the words stay (from the tree the API parsed).
    expect(
      viewToText(toView({ message: '**bold** and _this_', messageTree: markdownTree('**bold** and _this_') })),
    ).toBe('bold and this');
    // A reply stored before trees were sent: its words as written.
    expect(viewToText(toView({ message: '**bold**' }))).toBe('**bold**');
    expect(viewToText(toView({ result: { success: false, message: 'Not connected to NetSuite' } }))).toBe(
      'Not connected to NetSuite',
    );
    expect(
      viewToText(
        toView({ result: { success: true, message: 'Created', project_name: 'p', created_files: ['a.js', 'b.js'] } }),
      ),
    ).toBe('Created\n\nProject name: p\n\nCreated files:\n\n- a.js\n- b.js');
    expect(
      viewToText(
        toView({
          result: { success: true, message: 'Created project **p**.' },
          script_preview: 'define([], () => ({}));',
        }),
      ),
    ).toBe('Created project p.\n\nScript preview:\n\ndefine([], () => ({}));');
    expect(
      viewToText(
        toView({ result: { success: true, count: 9, results: [{ id: 1, name: { refName: 'Acme' } }, { id: 2 }] } }),
      ),
    ).toBe('ID | NAME\n1 | Acme\n2 | \nTotal records: 9');
    expect(viewToText(toView({ error: 'boom' }))).toBe('Error: boom');
  });

  it('writes a labelled table with its values as people read them', () => {
    const text = viewToText(
      toView({
        result: {
          success: true,
          results: [{ number: 'INV1492', date: '2026-11-20', amount: 3812.84, currency: 'GBP' }],
        },
        table: {
          columns: [
            { key: 'number', label: 'Number', kind: 'document' },
            { key: 'date', label: 'Date', kind: 'date' },
            { key: 'amount', label: 'Amount', kind: 'currency', currencyKey: 'currency' },
            { key: 'currency', label: 'Currency', kind: 'text' },
          ],
        },
      }),
      { locale: 'en-US' },
    );
    expect(text).toBe('NUMBER | DATE | AMOUNT | CURRENCY\nINV1492 | Nov 20, 2026 | £3,812.84 | GBP');
  });
});
