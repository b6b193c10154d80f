import { describe, expect, it } from 'vitest';
import { chatReplySchema } from './chat-reply.ts';
import { chatRequestSchema } from './chat-request.ts';
import { hostActionsProblem } from './host-action.ts';
import { HOST_ACTIONS_MAX } from './host-action-limits.ts';
import { hostActionResultSchema } from './host-action-result.ts';

const openOrder = {
  name: 'open_order',
  description: 'Open an order in the portal',
  parameters: { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] },
};

describe('host actions on the wire', () => {
  it('a chat request carries the actions the page offers', () => {
    const parsed = chatRequestSchema.parse({ prompt: 'open order 42', hostActions: [openOrder] });
    expect(parsed.hostActions).toEqual([openOrder]);
  });

  it('refuses more actions than the cap, an empty description, a bad name and an oversized schema', () => {
    const many = Array.from({ length: HOST_ACTIONS_MAX + 1 }, (_, index) => ({ ...openOrder, name: `a${index}` }));
    expect(chatRequestSchema.safeParse({ prompt: 'x', hostActions: many }).success).toBe(false);
    const blank = { ...openOrder, description: ' ' };
    expect(chatRequestSchema.safeParse({ prompt: 'x', hostActions: [blank] }).success).toBe(false);
    expect(hostActionsProblem([openOrder])).toBeUndefined();
    expect(hostActionsProblem([{ ...openOrder, name: 'open order' }])).toContain('letters, digits and _');
    const huge = { ...openOrder, parameters: { type: 'object', description: 'x'.repeat(5000) } };
    expect(hostActionsProblem([huge])).toContain('over 4000 characters');
  });

  it('a reply carries a proposal', () => {
    const reply = chatReplySchema.parse({
      message: 'Run open_order?',
      hostAction: { id: 'h-1', name: 'open_order', arguments: { orderId: '42' } },
    });
    expect(reply.hostAction?.arguments).toEqual({ orderId: '42' });
  });

  it('a result is ok, error or refused, with a short message', () => {
    expect(hostActionResultSchema.safeParse({ outcome: 'ok', message: 'Opened' }).success).toBe(true);
    expect(hostActionResultSchema.safeParse({ outcome: 'done' }).success).toBe(false);
    expect(hostActionResultSchema.safeParse({ outcome: 'error', message: 'x'.repeat(501) }).success).toBe(false);
  });
});
