import { describe, expect, it, vi } from 'vitest';
import type { ChatClient } from '../client/index.ts';
import type { ChatReply, ChatRequest, HostActionResult } from '../protocol/index.ts';
import { createChatStore } from './chat-store.ts';

const openOrder = {
  name: 'open_order',
  description: 'Open an order in the portal',
  parameters: { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] },
};
const proposal = { id: 'h-1', name: 'open_order', arguments: { orderId: 'SO-7' } };

function clientProposing() {
  const requests: ChatRequest[] = [];
  const reports: Array<{ id: string; result: HostActionResult }> = [];
  const send = vi.fn<ChatClient['send']>(async (request) => {
    requests.push(request);
    return { message: 'Run open_order?', hostAction: proposal, conversationId: 'c-1' } satisfies ChatReply;
  });
  const reportHostAction = vi.fn<ChatClient['reportHostAction']>(async (id, result) => {
    reports.push({ id, result });
    return { message: result.outcome === 'ok' ? 'Done.' : 'Not run.' };
  });
  const store = createChatStore({
    client: { send, reportHostAction },
    replyDelayMs: 0,
    hostActions: () => [openOrder],
  });
  return { store, requests, reports };
}

describe('host actions in the chat store', () => {
  it('sends the page’s actions and shows a proposal that runs once when confirmed', async () => {
    const { store, requests, reports } = clientProposing();
    await store.getState().send('open order SO-7');
    expect(requests[0]?.hostActions).toEqual([openOrder]);
    const proposed = store.getState().messages.at(-1);
    expect(proposed?.view).toEqual({ kind: 'host-action', hostAction: proposal, message: 'Run open_order?' });

    const run = vi.fn(async () => ({ outcome: 'ok' as const, message: 'opened' }));
    await store.getState().settleHostAction(proposed?.id ?? '', 'confirm', run);
    await store.getState().settleHostAction(proposed?.id ?? '', 'confirm', run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(proposal);
    expect(reports).toEqual([{ id: 'h-1', result: { outcome: 'ok', message: 'opened' } }]);
    expect(
      store
        .getState()
        .messages.slice(-2)
        .map((entry) => entry.view),
    ).toEqual([
      { kind: 'text', text: 'Confirm' },
      { kind: 'formatted', markdown: 'Done.' },
    ]);
  });

  it('reports a refusal without running anything on Cancel', async () => {
    const { store, reports } = clientProposing();
    await store.getState().send('open order SO-7');
    const run = vi.fn(async () => ({ outcome: 'ok' as const }));
    await store.getState().settleHostAction(store.getState().messages.at(-1)?.id ?? '', 'cancel', run);
    expect(run).not.toHaveBeenCalled();
    expect(reports).toEqual([{ id: 'h-1', result: { outcome: 'refused' } }]);
  });
});
