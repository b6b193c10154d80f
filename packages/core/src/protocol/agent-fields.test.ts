import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from './chat-request.ts';
import { chatStreamPartSchema } from './chat-stream-part.ts';
import { parseChatReply } from './parse-chat-reply.ts';
import { ProtocolError } from './protocol-error.ts';

function fieldOf(input: unknown): string | undefined {
  try {
    parseChatReply(input);
    return undefined;
  } catch (error) {
    return error instanceof ProtocolError ? error.field : 'not a protocol error';
  }
}

describe('the agent’s reply fields', () => {
  it('accepts a confirmation, a question, a caption and a download', () => {
    const reply = {
      caption: 'Open invoices',
      download: 'csv',
      question: { text: 'Which?', options: [{ label: 'A', value: 'a' }], extra: 1 },
      confirmation: {
        id: 'p',
        token: 't',
        tool: 'ns_deleteRecord',
        risk: 'destructive',
        title: 'Delete customer 4',
        preview: { action: 'delete', recordType: 'customer', recordLabel: 'Customer', rows: [{ id: '4' }] },
        expiresAt: '2026-11-22T16:00:00Z',
      },
    };
    expect(parseChatReply(reply)).toEqual(reply);
  });

  it('names the field of a malformed confirmation or question', () => {
    expect(fieldOf({ confirmation: { id: 'p' } })).toBe('confirmation.token');
    expect(fieldOf({ question: { text: 'Which?', options: [{ label: 1, value: 'a' }] } })).toBe(
      'question.options[0].label',
    );
    expect(fieldOf({ download: 'pdf' })).toBe('download');
  });
});

describe('the chat request’s confirmation answer', () => {
  it('takes an id, a token and a decision', () => {
    const answer = { id: 'pa-1', token: 'tok', decision: 'confirm' } as const;
    expect(chatRequestSchema.parse({ prompt: 'Confirm', confirmation: answer }).confirmation).toEqual(answer);
  });

  it('refuses any other decision, and a missing token', () => {
    expect(
      chatRequestSchema.safeParse({ prompt: 'x', confirmation: { id: 'a', token: 't', decision: 'maybe' } }).success,
    ).toBe(false);
    expect(chatRequestSchema.safeParse({ prompt: 'x', confirmation: { id: 'a', decision: 'cancel' } }).success).toBe(
      false,
    );
  });
});

describe('stream parts', () => {
  it('parses the parts the API sends, including the reply', () => {
    expect(chatStreamPartSchema.parse({ type: 'text-delta', id: 't', delta: 'Hi' })).toEqual({
      type: 'text-delta',
      id: 't',
      delta: 'Hi',
    });
    const reply = chatStreamPartSchema.parse({ type: 'data-reply', data: { response: 'ok' } });
    expect(reply).toEqual({ type: 'data-reply', data: { response: 'ok' } });
  });

  it('refuses a known part with a field of the wrong type', () => {
    expect(chatStreamPartSchema.safeParse({ type: 'text-delta', id: 't', delta: 5 }).success).toBe(false);
  });
});
