import { type ChatMessage, formatMessageTime } from '@erp-agent/core';
import { type ReplyActions, ReplyBody } from './reply-body.tsx';

const SENDER_LABEL = { user: 'YOU', bot: 'AGENT' } as const;

/** One message: who said it and when, then its content. */
export function MessageBubble({
  message,
  actions,
  live,
}: {
  message: ChatMessage;
  actions: ReplyActions;
  live: boolean;
}) {
  return (
    <li className="message" data-sender={message.sender} data-origin={message.origin}>
      <p className="message-meta">
        <span>{SENDER_LABEL[message.sender]}</span>{' '}
        <time dateTime={new Date(message.time).toISOString()}>{formatMessageTime(message.time)}</time>
      </p>
      <div className="message-body">
        <ReplyBody message={message} actions={actions} live={live} />
      </div>
    </li>
  );
}
