import type { UIMessageChunk } from 'ai';
import type { TurnEvents } from '../../agent/turn/turn-events.ts';

/** What a tool's output shows in the stream: a table's size, not its rows, which the reply carries. */
function streamedOutput(output: unknown): unknown {
  if (output !== null && typeof output === 'object' && 'rows' in output && Array.isArray(output.rows)) {
    const { rows, ...rest } = output as { rows: unknown[] } & Record<string, unknown>;
    return { ...rest, rowCount: rows.length };
  }
  return output;
}

/** The agent's events as they become the stream, and what they said in words. */
export interface StreamedEvents {
  readonly events: TurnEvents;
  /** The last passage of text the turn streamed, whole; empty when it streamed none. */
  lastPassage(): string;
  /** Ends a passage still open, before the reply's own parts follow. */
  close(): void;
}

/**
 * The agent's events as UI message stream parts, written as they happen. Text pieces of one
 * passage share one text part (`text-start`, its `text-delta`s, `text-end`); a tool starting or
 * the turn ending closes it.
 */
export function streamEvents(write: (part: UIMessageChunk) => void): StreamedEvents {
  let passages = 0;
  let open: string | undefined;
  let passage = '';
  let last = '';
  const close = () => {
    if (open === undefined) return;
    write({ type: 'text-end', id: open });
    open = undefined;
    last = passage;
  };
  const events: TurnEvents = {
    conversation(id) {
      write({ type: 'data-conversation', data: { conversationId: id } });
    },
    text(delta) {
      if (delta === '') return;
      if (open === undefined) {
        open = `text-${passages++}`;
        passage = '';
        write({ type: 'text-start', id: open });
      }
      passage += delta;
      write({ type: 'text-delta', id: open, delta });
    },
    textEnd: close,
    toolStarted(callId, tool, input) {
      close();
      write({ type: 'tool-input-start', toolCallId: callId, toolName: tool });
      write({ type: 'tool-input-available', toolCallId: callId, toolName: tool, input });
    },
    toolFinished(callId, output) {
      write({ type: 'tool-output-available', toolCallId: callId, output: streamedOutput(output) });
    },
    toolFailed(callId, message) {
      write({ type: 'tool-output-error', toolCallId: callId, errorText: message });
    },
    approvalRequested(callId, approvalId) {
      write({ type: 'tool-approval-request', toolCallId: callId, approvalId });
    },
  };
  return {
    events,
    lastPassage: () => (open === undefined ? last : passage),
    close,
  };
}
