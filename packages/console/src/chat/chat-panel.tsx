import type { ChatStore } from '@erp-agent/core';
import type { ReactNode } from 'react';
import { useNetsuiteConnection } from '../netsuite/use-netsuite-connection.ts';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import { PRODUCTION_WARNING_TEXT } from './chat-texts.ts';
import { Composer } from './composer/composer.tsx';
import { MessageList } from './messages/message-list.tsx';
import { useChat } from './use-chat.ts';
import { useConnectionReport } from './use-connection-report.ts';
import type { GatedSend } from './use-gated-send.ts';
import './chat.css';

export interface ChatPanelProps {
  readonly store: ChatStore;
  readonly gate: GatedSend;
  readonly placeholder: string;
  /** Shown between the messages and the input while the user has not written yet (example prompts). */
  readonly starter?: ReactNode;
}

/**
 * What both chat screens share: the conversation, the banner, the input and, for a production
 * NetSuite account (not the sandbox), the production warning.
 */
export function ChatPanel({ store, gate, placeholder, starter }: ChatPanelProps) {
  const pending = useChat(store, (state) => state.pending);
  const stop = useChat(store, (state) => state.stop);
  const untouched = useChat(store, (state) => state.messages.every((message) => message.sender === 'bot'));
  useConnectionReport(store);
  // Only a real account's data is live: the embedded sandbox is there to be tried on.
  const connection = useNetsuiteConnection({ verify: false }).data;
  const production = connection?.connected === true && !connection.sandbox;
  return (
    <div className="chat-panel">
      <MessageList store={store} />
      {untouched && !pending && starter}
      <AuthErrorBanner shownAt={gate.bannerAt} onDone={gate.dismissBanner} />
      <Composer pending={pending} placeholder={placeholder} onSend={gate.send} onStop={stop} />
      {production && (
        <p className="production-warning">
          <span className="tag" data-risk="destructive">
            WARNING
          </span>{' '}
          {PRODUCTION_WARNING_TEXT}
        </p>
      )}
    </div>
  );
}
