import { decisionInWords } from '../protocol/index.ts';
import type { ConversationDetail } from '../schemas/conversations.ts';
import { toView } from '../view/index.ts';
import type { ChatMessage } from './chat-message.ts';
import type { ChatSnapshot } from './chat-store.ts';

/**
 * A conversation kept on the server, as the store carries on with it: user texts as they were typed, replies
 * through `toView` as when they arrived. A confirmation the next message answered (the button's
 * word or a typed "yes") keeps that answer, and one a later preview replaced is superseded, so
 * their buttons are not offered again.
 */
export function conversationSnapshot(detail: ConversationDetail): ChatSnapshot {
  const lastConfirmation = detail.messages.findLastIndex(
    (entry) => entry.role === 'assistant' && toView(entry.reply).kind === 'confirmation',
  );
  const messages = detail.messages.map((entry, index): ChatMessage => {
    const time = Date.parse(entry.createdAt);
    if (entry.role === 'user') {
      return { id: entry.id, sender: 'user', time, view: { kind: 'text', text: entry.text }, origin: 'user' };
    }
    const view = toView(entry.reply);
    const next = detail.messages[index + 1];
    const decision = view.kind === 'confirmation' && next?.role === 'user' ? decisionInWords(next.text) : undefined;
    const superseded = view.kind === 'confirmation' && !decision && index < lastConfirmation;
    return {
      id: entry.id,
      sender: 'bot',
      time,
      view,
      origin: 'api',
      ...(decision ? { decision } : {}),
      ...(superseded ? { superseded: true } : {}),
    };
  });
  return { messages, conversationId: detail.id, process: detail.process ?? undefined };
}
