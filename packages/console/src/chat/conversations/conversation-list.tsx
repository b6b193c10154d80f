import { formatMessageTime } from '@erp-agent/core';
import { useState } from 'react';
import type { ConversationsHandle } from './use-conversations.ts';

/** Wide enough for the list beside the conversation (chat.css lays them out side by side from here). */
export const SIDE_BY_SIDE = '(min-width: 1100px)';

/**
 * The user's earlier conversations, to reopen or delete. A disclosure: open beside the
 * conversation on a wide screen, closed above it on a narrow one until wanted.
 */
export function ConversationList({
  conversations,
  current,
  onOpen,
}: {
  conversations: ConversationsHandle;
  current: string | undefined;
  onOpen: (id: string) => void;
}) {
  const { state } = conversations;
  const [problem, setProblem] = useState<string>();
  // Only the first render decides: after that the disclosure is the user's to open or close.
  const [openAtFirst] = useState(() => window.matchMedia?.(SIDE_BY_SIDE).matches ?? false);
  const count = state.status === 'loaded' ? ` (${state.conversations.length})` : '';

  async function remove(id: string) {
    setProblem(undefined);
    try {
      await conversations.remove(id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <details className="conversations" open={openAtFirst}>
      <summary>CONVERSATIONS{count}</summary>
      {state.status === 'loading' && <p role="status">LOADING...</p>}
      {state.status === 'failed' && (
        <p className="muted">
          Earlier conversations cannot be listed: {state.message}{' '}
          <button className="link-button" type="button" onClick={conversations.reload}>
            RETRY
          </button>
        </p>
      )}
      {state.status === 'loaded' && state.conversations.length === 0 && (
        <p className="muted">No earlier conversations.</p>
      )}
      {state.status === 'loaded' && state.conversations.length > 0 && (
        <ul className="conversation-list">
          {state.conversations.map((conversation) => (
            <li key={conversation.id} aria-current={conversation.id === current ? 'true' : undefined}>
              <button className="conversation-open" type="button" onClick={() => onOpen(conversation.id)}>
                <span className="conversation-title">{conversation.title}</span>
                <time className="muted" dateTime={conversation.updatedAt}>
                  {formatMessageTime(Date.parse(conversation.updatedAt))}
                </time>
              </button>
              <button
                className="icon-button"
                type="button"
                aria-label={`Delete conversation: ${conversation.title}`}
                onClick={() => void remove(conversation.id)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem !== undefined && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
    </details>
  );
}
