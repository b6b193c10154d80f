import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { streamEvents } from './stream-events.ts';

describe('streamEvents', () => {
  it('keeps the pieces of one passage in one text part, and a tool or the end of a step closes it', () => {
    const parts: UIMessageChunk[] = [];
    const streamed = streamEvents((part) => parts.push(part));
    streamed.events.text('Let me ');
    streamed.events.text('look.');
    streamed.events.toolStarted('call-1', 'ns_runCustomSuiteQL', { query: 'SELECT 1' });
    streamed.events.text('Three ');
    expect(streamed.lastPassage()).toBe('Three ');
    streamed.events.text('customers.');
    streamed.events.textEnd();
    streamed.close();

    expect(parts.map((part) => [part.type, 'id' in part ? part.id : undefined])).toEqual([
      ['text-start', 'text-0'],
      ['text-delta', 'text-0'],
      ['text-delta', 'text-0'],
      ['text-end', 'text-0'],
      ['tool-input-start', undefined],
      ['tool-input-available', undefined],
      ['text-start', 'text-1'],
      ['text-delta', 'text-1'],
      ['text-delta', 'text-1'],
      ['text-end', 'text-1'],
    ]);
    expect(streamed.lastPassage()).toBe('Three customers.');
  });

  it('has said nothing when no text was streamed', () => {
    const parts: UIMessageChunk[] = [];
    const streamed = streamEvents((part) => parts.push(part));
    streamed.events.text('');
    streamed.close();
    expect(parts).toEqual([]);
    expect(streamed.lastPassage()).toBe('');
  });
});
