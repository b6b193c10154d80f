import { toView, viewToText } from '@erp-agent/core';
import type { ModelMessage } from 'ai';
import type { StoredTurn } from '../../conversations/conversation-store.ts';

/**
 * An earlier answer as the model reads it back. Long tables are cut: the model needs to know what
 * was shown to follow "the second one" or "sort by amount", not every row again.
 */
const MAX_ANSWER_CHARACTERS = 4000;

function answerText(turn: StoredTurn): string {
  const text = turn.reply ? viewToText(toView(turn.reply)) : (turn.text ?? '');
  return text.length > MAX_ANSWER_CHARACTERS ? `${text.slice(0, MAX_ANSWER_CHARACTERS)}\n[... cut]` : text;
}

/** The conversation so far and the new prompt, as the model's messages. */
export function conversationMessages(history: readonly StoredTurn[], prompt: string): ModelMessage[] {
  const earlier = history.flatMap((turn): ModelMessage[] => {
    if (turn.role === 'user') return turn.text ? [{ role: 'user', content: turn.text }] : [];
    const text = answerText(turn);
    return text ? [{ role: 'assistant', content: text }] : [];
  });
  return [...earlier, { role: 'user', content: prompt }];
}
