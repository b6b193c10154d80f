import type { ConfirmationDecision } from '../protocol/index.ts';
import type { ConversationDetail } from '../schemas/conversations.ts';
import { toView } from '../view/index.ts';
import type { ChatMessage } from './chat-message.ts';
import { type ChatSnapshot, DECISION_PROMPTS } from './chat-store.ts';

function decisionIn(text: string | undefined): ConfirmationDecision | undefined {
  if (text === DECISION_PROMPTS.confirm) return 'confirm';
  if (text === DECISION_PROMPTS.cancel) return 'cancel';
  return undefined;
}

/**
 * A conversation kept on the server, as the store carries on with it: user texts as they were typed, replies
 * through `toView` as when they arrived. A confirmation the next message answered keeps that
 * answer, so its buttons are not offered a second time.
 */
export function conversationSnapshot(detail: ConversationDetail): ChatSnapshot {
  const messages = detail.messages.map((entry, index): ChatMessage => {
    const time = Date.parse(entry.createdAt);
    if (entry.role === 'user') {
      return { id: entry.id, sender: 'user', time, view: { kind: 'text', text: entry.text }, origin: 'user' };
    }
    const view = toView(entry.reply);
    const next = detail.messages[index + 1];
    const decision = view.kind === 'confirmation' && next?.role === 'user' ? decisionIn(next.text) : undefined;
    return { id: entry.id, sender: 'bot', time, view, origin: 'api', ...(decision ? { decision } : {}) };
  });
  return { messages, conversationId: detail.id, process: detail.process ?? undefined };
}
