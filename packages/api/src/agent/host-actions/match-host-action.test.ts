import { describe, expect, it } from 'vitest';
import { matchHostAction } from './match-host-action.ts';

const openOrder = {
  name: 'open_order',
  description: 'Open an order in the portal',
  parameters: { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] },
};
const openInvoice = {
  name: 'openInvoice',
  description: 'Open an invoice in the portal',
  parameters: { type: 'object', properties: { invoiceNumber: { type: 'integer' } }, required: ['invoiceNumber'] },
};
const setTheme = {
  name: 'set_theme',
  description: 'Switch the portal between light and dark colours',
  parameters: { type: 'object', properties: { mode: { type: 'string', enum: ['light', 'dark'] } }, required: ['mode'] },
};
const actions = [openOrder, openInvoice, setTheme];

describe('matchHostAction', () => {
  it('proposes the action the request names, with the arguments it states', () => {
    expect(matchHostAction('Please open order SO-1042', actions)).toEqual({
      kind: 'proposal',
      action: openOrder,
      arguments: { orderId: 'SO-1042' },
    });
    expect(matchHostAction('open invoice number 42', actions)).toMatchObject({
      kind: 'proposal',
      action: openInvoice,
      arguments: { invoiceNumber: 42 },
    });
    expect(matchHostAction('switch to dark colours', actions)).toMatchObject({
      kind: 'proposal',
      action: setTheme,
      arguments: { mode: 'dark' },
    });
  });

  it('asks for a required parameter it cannot read rather than guessing', () => {
    const match = matchHostAction('open my latest order', actions);
    expect(match).toMatchObject({ kind: 'question', text: expect.stringContaining('orderId') });
    expect(matchHostAction('open invoice ABC', actions)).toMatchObject({ kind: 'question' });
  });

  it('asks which one when two actions are named equally well', () => {
    const match = matchHostAction('open the portal', actions);
    expect(match).toMatchObject({ kind: 'question', text: 'Which of these do you mean?' });
    if (match.kind !== 'question') throw new Error('expected a question');
    expect(match.options.map((option) => option.label)).toEqual([openOrder.description, openInvoice.description]);
    expect(matchHostAction(match.options[0]?.value ?? '', actions)).toMatchObject({ kind: 'question' });
    expect(matchHostAction('open_order SO-9 in the portal', actions)).toMatchObject({
      kind: 'proposal',
      action: openOrder,
    });
  });

  it('leaves a request that names no action to the planner', () => {
    expect(matchHostAction('how many customers do we have', actions)).toEqual({ kind: 'none' });
    expect(matchHostAction('open order SO-1', [])).toEqual({ kind: 'none' });
  });

  it("leaves questions and listings that use an action's words to the planner", () => {
    for (const prompt of [
      'show open orders',
      'can you list the open orders over 5,000',
      'which orders are still open?',
      'what open invoices does Acme have',
      'Please show me open invoices',
      'open orders in NetSuite',
    ]) {
      expect(matchHostAction(prompt, actions), prompt).toEqual({ kind: 'none' });
    }
  });

  it("takes a question or listing when the action's name starts with the same verb", () => {
    const showInvoice = {
      name: 'show_invoice',
      description: 'Show an invoice in the portal',
      parameters: { type: 'object', properties: { invoiceNumber: { type: 'integer' } }, required: ['invoiceNumber'] },
    };
    expect(matchHostAction('could you show invoice 42', [showInvoice])).toMatchObject({
      kind: 'proposal',
      arguments: { invoiceNumber: 42 },
    });
    expect(matchHostAction('I would like to open order SO-7', actions)).toMatchObject({
      kind: 'proposal',
      action: openOrder,
    });
  });
});
