import type { ChatStreamPart } from '../protocol/index.ts';
import type { ChatDraft, DraftTool } from './chat-message.ts';

export const EMPTY_DRAFT: ChatDraft = { text: '', tools: [] };

function withTool(draft: ChatDraft, id: string, change: (tool: DraftTool | undefined) => DraftTool): ChatDraft {
  const index = draft.tools.findIndex((tool) => tool.id === id);
  if (index === -1) return { ...draft, tools: [...draft.tools, change(undefined)] };
  const tools = [...draft.tools];
  tools[index] = change(tools[index]);
  return { ...draft, tools };
}

/** The draft after one more stream part: text grows, tools start and finish. */
export function applyStreamPart(draft: ChatDraft, part: ChatStreamPart): ChatDraft {
  switch (part.type) {
    case 'text-delta':
      return { ...draft, text: draft.text + part.delta };
    case 'tool-input-start':
    case 'tool-input-available':
      return withTool(draft, part.toolCallId, (tool) => ({
        id: part.toolCallId,
        name: part.toolName,
        state: tool?.state ?? 'running',
      }));
    case 'tool-output-available':
      return withTool(draft, part.toolCallId, (tool) => ({
        id: part.toolCallId,
        name: tool?.name ?? '',
        state: 'done',
      }));
    case 'tool-output-error':
      return withTool(draft, part.toolCallId, (tool) => ({
        id: part.toolCallId,
        name: tool?.name ?? '',
        state: 'failed',
      }));
    case 'tool-approval-request':
      return withTool(draft, part.toolCallId, (tool) => ({
        id: part.toolCallId,
        name: tool?.name ?? '',
        state: 'awaiting-confirmation',
      }));
    default:
      return draft;
  }
}
