import { describe, expect, it } from 'vitest';
import type { ChatStreamPart } from '../protocol/index.ts';
import { applyStreamPart, EMPTY_DRAFT } from './draft-reducer.ts';

const play = (parts: readonly ChatStreamPart[]) => parts.reduce(applyStreamPart, EMPTY_DRAFT);

describe('applyStreamPart', () => {
  it('grows the text and follows each tool from start to its outcome', () => {
    expect(
      play([
        { type: 'text-delta', id: 't', delta: 'One ' },
        { type: 'tool-input-start', toolCallId: 'a', toolName: 'ns_runReport' },
        { type: 'tool-input-available', toolCallId: 'a', toolName: 'ns_runReport', input: {} },
        { type: 'tool-input-available', toolCallId: 'b', toolName: 'ns_createRecord', input: {} },
        { type: 'tool-output-available', toolCallId: 'a', output: {} },
        { type: 'tool-approval-request', toolCallId: 'b', approvalId: 'p' },
        { type: 'tool-input-available', toolCallId: 'c', toolName: 'ns_getRecord', input: {} },
        { type: 'tool-output-error', toolCallId: 'c', errorText: 'not found' },
        { type: 'text-delta', id: 't', delta: 'two' },
      ]),
    ).toEqual({
      text: 'One two',
      tools: [
        { id: 'a', name: 'ns_runReport', state: 'done' },
        { id: 'b', name: 'ns_createRecord', state: 'awaiting-confirmation' },
        { id: 'c', name: 'ns_getRecord', state: 'failed' },
      ],
    });
  });

  it('leaves the draft as it is for parts that change nothing shown', () => {
    expect(play([{ type: 'start' }, { type: 'finish-step' }, { type: 'finish' }])).toBe(EMPTY_DRAFT);
  });
});
