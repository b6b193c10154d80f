import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ChatClient } from '../client/index.ts';
import { chatTranscript, type ExportFile, type TranscriptOptions } from '../export/index.ts';
import { fallbackReply } from '../fallback/index.ts';
import type { ClientContext, ProcessId } from '../protocol/index.ts';
import { type ReplyView, toView, viewToText } from '../view/index.ts';
import type { ChatMessage, ChatMessageOrigin, ChatSender } from './chat-message.ts';
import { pause } from './pause.ts';

/** The single bot message a cleared chat starts from (000 section 4). */
export const CLEARED_CHAT_TEXT = 'Chat cleared! How can I help you with your ERP systems today?';

/** A reply is shown this long after it arrives (000 section 9: chatbot reply display, widget reply). */
export const DEFAULT_REPLY_DELAY_MS = 1000;

/** The fallback reply is shown this long after a failure (000 section 9: error reply). */
export const DEFAULT_FAILURE_DELAY_MS = 2000;

export interface ChatFailure {
  readonly code: string;
  readonly message: string;
}

export interface ChatState {
  readonly messages: readonly ChatMessage[];
  /** True from sending until the reply (or the fallback) is shown. */
  readonly pending: boolean;
  /** The server's id for this conversation, once it has given one. */
  readonly conversationId: string | undefined;
  /** Why the last request failed, until the next one is sent. */
  readonly lastError: ChatFailure | undefined;
  readonly process: ProcessId | undefined;
  readonly context: ClientContext | undefined;
}

export interface ChatActions {
  /** Sends the trimmed text; blank text, or sending while a reply is pending, does nothing. */
  send(text: string): Promise<void>;
  /** Abandons the pending request; no reply or fallback is shown for it. */
  stop(): void;
  /** Abandons any pending request and starts over from {@link CLEARED_CHAT_TEXT}. */
  clear(): void;
  /** The conversation as a `ns-erp-chat-YYYY-MM-DD.txt` file. */
  exportChat(): ExportFile;
  setProcess(process: ProcessId | undefined): void;
  setContext(context: ClientContext | undefined): void;
}

export type ChatStore = StoreApi<ChatState & ChatActions>;

export interface ChatStoreOptions {
  readonly client: Pick<ChatClient, 'send'>;
  /** The bot's first message; the chat starts empty without one. */
  readonly greeting?: string;
  readonly replyDelayMs?: number;
  readonly failureDelayMs?: number;
  /** The reply shown when the API cannot be reached; core's keyword topics by default. */
  readonly fallback?: (prompt: string) => string;
  readonly process?: ProcessId;
  readonly context?: ClientContext;
  readonly now?: () => number;
  readonly transcript?: Omit<TranscriptOptions, 'now'>;
}

function failureOf(error: unknown): ChatFailure {
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : 'unknown_error';
    return { code, message: error.message };
  }
  return { code: 'unknown_error', message: String(error) };
}

/** The chat's state and behaviour, framework-free: React and Preact both subscribe to it. */
export function createChatStore(options: ChatStoreOptions): ChatStore {
  const now = options.now ?? Date.now;
  const replyDelayMs = options.replyDelayMs ?? DEFAULT_REPLY_DELAY_MS;
  const failureDelayMs = options.failureDelayMs ?? DEFAULT_FAILURE_DELAY_MS;
  const fallback = options.fallback ?? fallbackReply;
  let sequence = 0;
  let inFlight: AbortController | undefined;

  const message = (sender: ChatSender, view: ReplyView, origin: ChatMessageOrigin): ChatMessage => ({
    id: `${now().toString(36)}-${(sequence++).toString(36)}`,
    sender,
    time: now(),
    view,
    origin,
  });
  const botText = (text: string, origin: ChatMessageOrigin) => message('bot', { kind: 'text', text }, origin);

  return createStore<ChatState & ChatActions>()((set, get) => ({
    messages: options.greeting ? [botText(options.greeting, 'local')] : [],
    pending: false,
    conversationId: undefined,
    lastError: undefined,
    process: options.process,
    context: options.context,

    async send(text) {
      const prompt = text.trim();
      if (prompt === '' || get().pending) return;
      const controller = new AbortController();
      inFlight = controller;
      const { conversationId, process, context } = get();
      set((state) => ({
        messages: [...state.messages, message('user', { kind: 'text', text: prompt }, 'user')],
        pending: true,
        lastError: undefined,
      }));

      try {
        const reply = await options.client.send(
          {
            prompt,
            ...(conversationId ? { conversationId } : {}),
            ...(process ? { process } : {}),
            ...(context ? { context } : {}),
          },
          { signal: controller.signal },
        );
        if (!(await pause(replyDelayMs, controller.signal))) return;
        set((state) => ({
          messages: [...state.messages, message('bot', toView(reply), 'api')],
          conversationId: reply.conversationId ?? state.conversationId,
        }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = failureOf(error);
        if (!(await pause(failureDelayMs, controller.signal))) return;
        set((state) => ({ messages: [...state.messages, botText(fallback(prompt), 'fallback')], lastError: failure }));
      } finally {
        if (inFlight === controller) {
          inFlight = undefined;
          set({ pending: false });
        }
      }
    },

    stop() {
      inFlight?.abort();
      inFlight = undefined;
      set({ pending: false });
    },

    clear() {
      get().stop();
      set({ messages: [botText(CLEARED_CHAT_TEXT, 'local')], conversationId: undefined, lastError: undefined });
    },

    exportChat() {
      const entries = get().messages.map((entry) => ({
        sender: entry.sender,
        time: entry.time,
        text: viewToText(entry.view),
      }));
      return chatTranscript(entries, { ...options.transcript, now: new Date(now()) });
    },

    setProcess(process) {
      set({ process });
    },

    setContext(context) {
      set({ context });
    },
  }));
}
