import type { ChatStore } from '@erp-agent/core';
import { useEffect, useMemo, useRef } from 'react';
import { useChat } from '../use-chat.ts';
import { DraftBubble } from './draft-bubble.tsx';
import { MessageBubble } from './message-bubble.tsx';
import type { ReplyActions } from './reply-body.tsx';

/**
 * The conversation as a log (announced politely as it grows), scrolled to the newest message.
 * Messages stamped after the list appeared are live: only those may start a download themselves.
 */
export function MessageList({ store }: { store: ChatStore }) {
  const messages = useChat(store, (state) => state.messages);
  const pending = useChat(store, (state) => state.pending);
  const draft = useChat(store, (state) => state.draft);
  const decide = useChat(store, (state) => state.decide);
  const send = useChat(store, (state) => state.send);
  const end = useRef<HTMLDivElement>(null);
  const shownSince = useRef(Date.now());

  const actions = useMemo<ReplyActions>(
    () => ({
      busy: pending,
      decide: (id, decision) => void decide(id, decision),
      answer: (text) => void send(text),
    }),
    [pending, decide, send],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the log grows or the draft streams
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, draft]);

  return (
    // The conversation is the screen's one scroll area: the keyboard can reach it to scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard
    <div className="message-log" role="log" aria-label="Conversation" tabIndex={0}>
      <ol className="messages">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            actions={actions}
            live={message.time >= shownSince.current}
          />
        ))}
        {pending && <DraftBubble draft={draft} />}
      </ol>
      <div ref={end} />
    </div>
  );
}
