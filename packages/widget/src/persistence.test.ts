import { beforeEach, describe, expect, it } from 'vitest';
import { persistence } from './persistence.ts';

beforeEach(() => localStorage.clear());

const snapshot = {
  messages: [
    {
      id: 'm1',
      sender: 'user' as const,
      time: 1,
      view: { kind: 'text' as const, text: 'hi' },
      origin: 'user' as const,
    },
  ],
  conversationId: 'c-1',
};

describe('persistence', () => {
  it('keeps the open state and the anonymous visitor with their conversation', () => {
    const slot = persistence('local', 'one');
    slot.save({ open: true, visitor: { id: 'visitor-1', snapshot } });
    expect(persistence('local', 'one').load()).toEqual({ open: true, visitor: { id: 'visitor-1', snapshot } });
    expect(persistence('local', 'two').load()).toBeUndefined();
  });

  it('drops the conversation an older version kept whoever it belonged to, keeping the visitor id', () => {
    localStorage.setItem('erp-assistant:old', JSON.stringify({ snapshot, open: true, visitorId: 'visitor-9' }));
    expect(persistence('local', 'old').load()).toEqual({ open: true, visitor: { id: 'visitor-9' } });
  });

  it('removes what it cannot read', () => {
    localStorage.setItem('erp-assistant:bad', '{not json');
    expect(persistence('local', 'bad').load()).toBeUndefined();
    localStorage.setItem('erp-assistant:bad', JSON.stringify({ open: true }));
    expect(persistence('local', 'bad').load()).toBeUndefined();
    expect(localStorage.getItem('erp-assistant:bad')).toBeNull();
  });
});
