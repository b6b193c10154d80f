import { describe, expect, it } from 'vitest';
import { chatRequestSchema, PROMPT_MAX_LENGTH } from './chat-request.ts';
import { PROCESS_IDS } from './process-id.ts';

describe('chatRequestSchema', () => {
  it('trims the prompt and keeps the optional fields', () => {
    const request = chatRequestSchema.parse({
      prompt: '  list open invoices  ',
      conversationId: 'c-1',
      process: 'p2p',
      context: { page: '/invoices', recordId: 42, signedIn: true, note: null },
    });
    expect(request).toEqual({
      prompt: 'list open invoices',
      conversationId: 'c-1',
      process: 'p2p',
      context: { page: '/invoices', recordId: 42, signedIn: true, note: null },
    });
  });

  it('accepts every process id of 000 section 3', () => {
    expect(PROCESS_IDS).toEqual([
      'p2p',
      'o2c',
      'create-record',
      'delete-record',
      'get-report',
      'create-field',
      'customer-update',
      'vendor-update',
    ]);
    for (const process of PROCESS_IDS) expect(chatRequestSchema.safeParse({ prompt: 'x', process }).success).toBe(true);
  });

  it.each([
    ['a blank prompt', { prompt: '   ' }],
    ['a missing prompt', {}],
    ['a prompt that is not text', { prompt: 5 }],
    ['an over-long prompt', { prompt: 'x'.repeat(PROMPT_MAX_LENGTH + 1) }],
    ['an unknown process', { prompt: 'x', process: 'payroll' }],
    ['nested context', { prompt: 'x', context: { page: { url: '/' } } }],
  ])('refuses %s', (_, body) => {
    expect(chatRequestSchema.safeParse(body).success).toBe(false);
  });
});
