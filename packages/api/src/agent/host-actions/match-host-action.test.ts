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
});
