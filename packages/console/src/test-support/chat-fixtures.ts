import type { ChatReply } from '@erp-agent/core';
import { vi } from 'vitest';

/** An answer of the streaming endpoint: each part a `data:` line, then `[DONE]`. */
export function streamResponse(parts: readonly unknown[]): Response {
  const body = [...parts.map((part) => `data: ${JSON.stringify(part)}\n\n`), 'data: [DONE]\n\n'].join('');
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
  });
}

/** A whole turn as the agent streams it: the conversation's id, a line of text, the reply. */
export function replyStream(reply: ChatReply, conversationId = 'conv-1'): Response {
  return streamResponse([
    { type: 'start' },
    { type: 'data-conversation', data: { conversationId } },
    { type: 'text-start', id: 't1' },
    { type: 'text-delta', id: 't1', delta: 'Working on it' },
    { type: 'text-end', id: 't1' },
    { type: 'data-reply', data: { ...reply, conversationId } },
    { type: 'finish' },
  ]);
}

export function confirmationReply(overrides: Partial<ChatReply> = {}): ChatReply {
  return {
    message: 'Create purchase order for Christiansen Group? Confirm or cancel.',
    confirmation: {
      id: 'cf-1',
      token: 'tok-1',
      tool: 'create_record',
      risk: 'write',
      title: 'Create purchase order for Christiansen Group',
      preview: {
        action: 'create',
        recordType: 'purchaseOrder',
        recordLabel: 'Purchase Order',
        fields: [
          { name: 'entity', label: 'Vendor', value: { id: 51, refName: 'Christiansen Group' } },
          { name: 'quantity', label: 'Quantity', value: 10 },
        ],
      },
      expiresAt: '2030-01-01T10:15:00.000Z',
    },
    ...overrides,
  };
}

/** Captures what the page offers for download instead of letting jsdom try to navigate. */
export function captureDownloads() {
  const files: { name: string; url: string }[] = [];
  const blobs: Blob[] = [];
  // jsdom has no object URLs; the page only needs one to hand to the link.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, url: this.href });
  });
  return { files, blobs, restore: () => click.mockRestore() };
}
