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

/** The agent's events as UI message stream parts, written as they happen. */
export function streamEvents(write: (part: UIMessageChunk) => void): TurnEvents {
  let text = 0;
  return {
    conversation(id) {
      write({ type: 'data-conversation', data: { conversationId: id } });
    },
    text(delta) {
      const id = `text-${text++}`;
      write({ type: 'text-start', id });
      write({ type: 'text-delta', id, delta });
      write({ type: 'text-end', id });
    },
    toolStarted(callId, tool, input) {
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
}
