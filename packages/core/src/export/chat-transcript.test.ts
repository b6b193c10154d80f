import { describe, expect, it } from 'vitest';
import { chatTranscript } from './chat-transcript.ts';
import { datedFileName } from './dated-file-name.ts';

describe('chatTranscript', () => {
  const options = { now: new Date('2026-11-22T15:00:00Z'), locale: 'en-US', timeZone: 'UTC' } as const;

  it('writes one block a message with its time and sender', () => {
    const file = chatTranscript(
      [
        { sender: 'bot', time: Date.parse('2026-11-22T14:58:03Z'), text: 'Hello!' },
        { sender: 'user', time: Date.parse('2026-11-22T14:59:10Z'), text: 'list open invoices\nover 5,000' },
      ],
      options,
    );
    expect(file.content).toBe(
      `${[
        'ERP AI assistant chat, exported Nov 22, 2026, 3:00:00 PM',
        '[Nov 22, 2026, 2:58:03 PM] Assistant:\nHello!',
        '[Nov 22, 2026, 2:59:10 PM] You:\nlist open invoices\nover 5,000',
      ].join('\n\n')}\n`,
    );
    expect(file.mimeType).toBe('text/plain;charset=utf-8');
  });

  it('is named ns-erp-chat-YYYY-MM-DD.txt', () => {
    expect(chatTranscript([], options).fileName).toMatch(/^ns-erp-chat-2026-11-2[12]\.txt$/);
    expect(chatTranscript([], { now: new Date(2026, 0, 9, 12) }).fileName).toBe('ns-erp-chat-2026-01-09.txt');
  });

  it('takes its own title and sender names', () => {
    const file = chatTranscript([{ sender: 'user', time: options.now, text: 'hi' }], {
      ...options,
      title: 'Support chat',
      senderLabels: { user: 'Operator', bot: 'Agent' },
    });
    expect(file.content).toContain('Support chat, exported');
    expect(file.content).toContain('] Operator:\nhi');
  });
});

describe('datedFileName', () => {
  it('pads month and day', () => {
    expect(datedFileName('table-data', 'csv', new Date(987, 0, 2))).toBe('table-data-0987-01-02.csv');
  });
});
