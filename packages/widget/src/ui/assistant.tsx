/** @jsxImportSource preact */
import { type ChatStore, type HostActionProposal, type HostActionResult, viewToText } from '@erp-agent/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { WidgetTexts } from '../texts.ts';
import { Composer } from './composer.tsx';
import { ChatIcon, CloseIcon } from './icons.tsx';
import { MessageBody } from './message-body.tsx';
import { useChatState } from './use-chat-state.ts';

/** The launcher shows a dot when the panel was not opened within this long of the page loading. */
export const UNREAD_AFTER_MS = 30_000;

/** Narrow screens get the full-screen panel and no autofocus (the keyboard would cover it). */
const NARROW = '(max-width: 639.98px)';

export interface AssistantProps {
  readonly store: ChatStore;
  readonly texts: WidgetTexts;
  readonly idPrefix: string;
  readonly open: boolean;
  /** A signed-in user's conversation is being fetched from the server. */
  readonly restoring?: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly launcherIcon?: string | undefined;
  /** Runs a host action the visitor confirmed, in the page. */
  readonly runHostAction: (proposal: HostActionProposal) => Promise<HostActionResult>;
}

function LauncherIcon({ icon }: { readonly icon: string | undefined }) {
  if (!icon) return <ChatIcon />;
  return <img src={icon} alt="" width={26} height={26} />;
}

/** The launcher and its panel: a labelled dialog with the conversation and the composer. */
export function Assistant({
  store,
  texts,
  idPrefix,
  open,
  restoring,
  onOpenChange,
  launcherIcon,
  runHostAction,
}: AssistantProps) {
  const state = useChatState(store);
  const [unread, setUnread] = useState(false);
  const [everOpened, setEverOpened] = useState(open);
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const wasOpen = useRef(open);
  const panelId = `${idPrefix}-panel`;
  const titleId = `${idPrefix}-title`;
  const inputId = `${idPrefix}-input`;

  // Counted from the page's load (000 section 2), however late the widget itself arrived.
  useLayoutEffect(() => {
    if (everOpened) return;
    const timer = setTimeout(() => setUnread(true), Math.max(0, UNREAD_AFTER_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [everOpened]);

  // Focus moves as the panel shows, not a frame later, so keyboard users never lose their place. A
  // panel already open when the page loads takes no focus: the page's own field (a sign-in form) keeps it.
  useLayoutEffect(() => {
    const opened = open && !wasOpen.current;
    const closed = !open && wasOpen.current;
    wasOpen.current = open;
    if (open) {
      setEverOpened(true);
      setUnread(false);
    }
    if (opened) {
      const narrow = typeof matchMedia === 'function' && matchMedia(NARROW).matches;
      const target = narrow ? panel.current : panel.current?.querySelector<HTMLInputElement>('input');
      target?.focus();
    } else if (closed) {
      launcher.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [state.messages.length, state.draft?.text]);

  const lastBot = [...state.messages].reverse().find((message) => message.sender === 'bot');

  return (
    <div part="root" class="root">
      <section
        ref={panel}
        id={panelId}
        class="panel"
        part="panel"
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onOpenChange(false);
          }
        }}
      >
        <header class="header" part="header">
          <h2 id={titleId}>{texts.title}</h2>
          <button
            type="button"
            class="icon-button"
            part="close"
            aria-label={texts.close}
            onClick={() => onOpenChange(false)}
          >
            <CloseIcon />
          </button>
        </header>
        <ol ref={list} class="messages" part="messages">
          {state.messages.map((message) => (
            <li
              key={message.id}
              class="message"
              part={`message message-${message.sender}`}
              data-sender={message.sender}
              data-view={message.view.kind}
            >
              <span class="sr-only">{message.sender === 'user' ? texts.you : texts.assistant}: </span>
              <MessageBody
                message={message}
                store={store}
                texts={texts}
                busy={state.pending}
                runHostAction={runHostAction}
              />
            </li>
          ))}
          {restoring ? (
            <li class="message" part="message message-bot restoring" data-sender="bot" data-restoring="">
              <p class="muted">{texts.restoring}</p>
            </li>
          ) : null}
          {state.pending ? (
            <li class="message" part="message message-bot draft" data-sender="bot" data-draft="">
              {state.draft?.text ? <p>{state.draft.text}</p> : <p class="muted">{texts.thinking}</p>}
            </li>
          ) : null}
        </ol>
        <p class="sr-only" aria-live="polite" role="status">
          {lastBot && !state.pending ? viewToText(lastBot.view) : ''}
        </p>
        <Composer store={store} texts={texts} pending={state.pending} inputId={inputId} />
      </section>
      <button
        ref={launcher}
        type="button"
        class="launcher"
        part="launcher"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? texts.closeLauncher : texts.openLauncher}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon /> : <LauncherIcon icon={launcherIcon} />}
        {unread && !open ? <span class="unread" part="unread" role="img" aria-label={texts.unread} /> : null}
      </button>
    </div>
  );
}
