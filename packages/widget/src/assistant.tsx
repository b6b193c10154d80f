import { type ChatStore, viewToText } from '@erp-agent/core';
import { useEffect, useState } from 'preact/hooks';
import { LAUNCHER_CLOSE_LABEL, LAUNCHER_OPEN_LABEL, PANEL_TITLE } from './texts.ts';

export interface AssistantProps {
  readonly store: ChatStore;
  readonly panelId: string;
}

function useChatMessages(store: ChatStore) {
  const [messages, setMessages] = useState(store.getState().messages);
  useEffect(() => store.subscribe((state) => setMessages(state.messages)), [store]);
  return messages;
}

/** The launcher and its panel. */
export function Assistant({ store, panelId }: AssistantProps) {
  const [open, setOpen] = useState(false);
  const messages = useChatMessages(store);
  return (
    <div part="root">
      <button
        type="button"
        part="launcher"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? LAUNCHER_CLOSE_LABEL : LAUNCHER_OPEN_LABEL}
        onClick={() => setOpen(!open)}
      >
        {open ? '×' : '?'}
      </button>
      <section id={panelId} part="panel" role="dialog" aria-label={PANEL_TITLE} hidden={!open}>
        <ol part="messages">
          {messages.map((message) => (
            <li key={message.id} data-sender={message.sender}>
              {viewToText(message.view)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
