import { describe, expect, it } from 'vitest';
import type { ConversationDetail } from '../schemas/conversations.ts';
import { conversationSnapshot } from './conversation-snapshot.ts';

const confirmation = {
  id: 'cf-1',
  token: 't',
  tool: 'create_record',
  risk: 'write' as const,
  title: 'Create customer Northwind Traders',
  preview: { action: 'create' as const, recordType: 'customer', recordLabel: 'Customer' },
  expiresAt: '2026-11-22T10:15:00.000Z',
};

function detail(messages: ConversationDetail['messages']): ConversationDetail {
  return {
    id: 'conv-1',
    title: 'Create a customer',
    process: 'create-record',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:02:00.000Z',
    messages,
  };
}

describe('conversationSnapshot', () => {
  it('rebuilds user texts and replies through toView, with their stored times', () => {
    const snapshot = conversationSnapshot(
      detail([
        { id: 'm1', role: 'user', text: 'List open purchase orders', createdAt: '2026-11-22T10:00:00.000Z' },
        {
          id: 'm2',
          role: 'assistant',
          reply: { result: { success: true, results: [{ id: 7, tranid: 'PO-7' }] }, caption: 'Open purchase orders' },
          createdAt: '2026-11-22T10:00:02.000Z',
        },
      ]),
    );

    expect(snapshot.conversationId).toBe('conv-1');
    expect(snapshot.process).toBe('create-record');
    expect(snapshot.messages.map((message) => [message.sender, message.view.kind, message.origin])).toEqual([
      ['user', 'text', 'user'],
      ['bot', 'table', 'api'],
    ]);
    expect(snapshot.messages[1]?.time).toBe(Date.parse('2026-11-22T10:00:02.000Z'));
    expect(snapshot.messages[1]?.view).toMatchObject({
      table: { headings: ['ID', 'TRANID'], caption: 'Open purchase orders' },
    });
  });

  it('keeps the answer a confirmation was given, and leaves an unanswered one open', () => {
    const snapshot = conversationSnapshot(
      detail([
        {
          id: 'm1',
          role: 'assistant',
          reply: { confirmation, message: 'Create it?' },
          createdAt: '2026-11-22T10:00:00Z',
        },
        { id: 'm2', role: 'user', text: 'Cancel', createdAt: '2026-11-22T10:01:00Z' },
        {
          id: 'm3',
          role: 'assistant',
          reply: { confirmation, message: 'Create it?' },
          createdAt: '2026-11-22T10:02:00Z',
        },
      ]),
    );
    expect(snapshot.messages.map((message) => message.decision)).toEqual(['cancel', undefined, undefined]);
  });

  it('takes a typed yes as the answer, and marks a confirmation a later preview replaced', () => {
    const asked = (id: string, at: string) => ({
      id,
      role: 'assistant' as const,
      reply: { confirmation, message: 'Create it?' },
      createdAt: at,
    });
    const snapshot = conversationSnapshot(
      detail([
        asked('m1', '2026-11-22T10:00:00Z'),
        { id: 'm2', role: 'user', text: 'yes, please', createdAt: '2026-11-22T10:01:00Z' },
        asked('m3', '2026-11-22T10:02:00Z'),
        { id: 'm4', role: 'user', text: 'what is their credit limit?', createdAt: '2026-11-22T10:03:00Z' },
        asked('m5', '2026-11-22T10:04:00Z'),
      ]),
    );
    const bots = snapshot.messages.filter((message) => message.sender === 'bot');
    expect(bots.map((message) => [message.decision, message.superseded])).toEqual([
      ['confirm', undefined],
      [undefined, true],
      [undefined, undefined],
    ]);
  });

  it('has no process for a conversation held outside the guided assistant', () => {
    expect(conversationSnapshot({ ...detail([]), process: null }).process).toBeUndefined();
  });
});
