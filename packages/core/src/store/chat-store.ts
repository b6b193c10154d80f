import { createStore, type StoreApi } from 'zustand/vanilla';
import { type ChatClient, ChatClientError } from '../client/index.ts';
import { chatTranscript, type ExportFile, type TranscriptOptions } from '../export/index.ts';
import { fallbackReply } from '../fallback/index.ts';
import {
  type ChatReply,
  type ChatRequest,
  type ClientContext,
  type ConfirmationAnswer,
  type ConfirmationDecision,
  decisionInWords,
  type HostActionDeclaration,
  type HostActionProposal,
  type HostActionResult,
  type ProcessId,
} from '../protocol/index.ts';
import { type ReplyView, toView, viewToText } from '../view/index.ts';
import {
  type ChatDraft,
  type ChatMessage,
  type ChatMessageOrigin,
  type ChatSender,
  isOpenConfirmation,
  isOpenProposal,
} from './chat-message.ts';
import { applyStreamPart, EMPTY_DRAFT } from './draft-reducer.ts';
import { pause } from './pause.ts';

/** The single bot message a cleared chat starts from (000 section 4). */
export const CLEARED_CHAT_TEXT = 'Chat cleared! How can I help you with your ERP systems today?';

/** A reply is shown this long after it arrives (000 section 9: chatbot reply display, widget reply). */
export const DEFAULT_REPLY_DELAY_MS = 1000;

/** The fallback reply is shown this long after a failure (000 section 9: error reply). */
export const DEFAULT_FAILURE_DELAY_MS = 2000;

/** What the user's answer to a confirmation says in the transcript. */
export const DECISION_PROMPTS: Readonly<Record<ConfirmationDecision, string>> = {
  confirm: 'Confirm',
  cancel: 'Cancel',
};

export interface ChatFailure {
  readonly code: string;
  readonly message: string;
}

export interface ChatState {
  readonly messages: readonly ChatMessage[];
  /** True from sending until the reply (or the fallback) is shown. */
  readonly pending: boolean;
  /** The reply as it streams in; undefined when nothing is streaming. */
  readonly draft: ChatDraft | undefined;
  /** The server's id for this conversation, once it has given one. */
  readonly conversationId: string | undefined;
  /** Why the last request failed, until the next one is sent. */
  readonly lastError: ChatFailure | undefined;
  readonly process: ProcessId | undefined;
  readonly context: ClientContext | undefined;
}

/** A conversation kept elsewhere (the server, the page's storage), to carry on with. */
export interface ChatSnapshot {
  readonly messages: readonly ChatMessage[];
  readonly conversationId?: string | undefined;
  readonly process?: ProcessId | undefined;
}

export interface ChatActions {
  /** Sends the trimmed text; blank text, or sending while a reply is pending, does nothing. */
  send(text: string): Promise<void>;
  /**
   * Answers the confirmation that message `messageId` shows. Does nothing for a message without
   * one, or one already answered.
   */
  decide(messageId: string, decision: ConfirmationDecision): Promise<void>;
  /**
   * Answers the host action that message `messageId` proposes: on `confirm`, `run` carries it out in
   * the page; either way the outcome is reported to the API and its reply shown. Once per proposal.
   */
  settleHostAction(
    messageId: string,
    decision: ConfirmationDecision,
    run: (proposal: HostActionProposal) => Promise<HostActionResult>,
  ): Promise<void>;
  /** Abandons the pending request; no reply or fallback is shown for it. */
  stop(): void;
  /** Abandons any pending request and starts over from {@link CLEARED_CHAT_TEXT}. */
  clear(): void;
  /**
   * Abandons any pending request and returns to the state the store was made in (the greeting, no
   * conversation, the first process), as if nobody had used it: for when its user is no longer the
   * one signed in.
   */
  reset(): void;
  /** Abandons any pending request and carries on with a conversation kept elsewhere. */
  restore(snapshot: ChatSnapshot): void;
  /** The conversation as a `ns-erp-chat-YYYY-MM-DD.txt` file. */
  exportChat(): ExportFile;
  setProcess(process: ProcessId | undefined): void;
  setContext(context: ClientContext | undefined): void;
}

export type ChatStore = StoreApi<ChatState & ChatActions>;

export interface ChatStoreOptions {
  readonly client: Pick<ChatClient, 'send'> & Partial<Pick<ChatClient, 'stream' | 'reportHostAction'>>;
  /**
   * Reads replies from the streaming endpoint, showing them as they are made. Needs a client
   * with `stream`. A streamed reply is shown as soon as it is complete: the user watched it come.
   */
  readonly streaming?: boolean;
  /** The bot's first message; the chat starts empty without one. */
  readonly greeting?: string;
  readonly replyDelayMs?: number;
  readonly failureDelayMs?: number;
  /** The reply shown when the API cannot be reached; core's keyword topics by default. */
  readonly fallback?: (prompt: string) => string;
  readonly process?: ProcessId;
  readonly context?: ClientContext;
  /** The actions the page offers now, sent with each request so the agent may propose them. */
  readonly hostActions?: () => readonly HostActionDeclaration[];
  readonly now?: () => number;
  readonly transcript?: Omit<TranscriptOptions, 'now'>;
}

/** What a failed request comes to, as the store and its listeners report it. */
export function chatFailureOf(error: unknown): ChatFailure {
  // The API's own code and sentence say more than the status does (a refused identity, a limit).
  if (error instanceof ChatClientError && error.envelope) {
    return { code: error.envelope.code, message: error.envelope.message };
  }
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : 'unknown_error';
    return { code, message: error.message };
  }
  return { code: 'unknown_error', message: String(error) };
}

const supersededIfOpen = (entry: ChatMessage): ChatMessage =>
  isOpenProposal(entry) ? { ...entry, superseded: true } : entry;

/** The chat's state and behaviour, framework-free: React and Preact both subscribe to it. */
export function createChatStore(options: ChatStoreOptions): ChatStore {
  const now = options.now ?? Date.now;
  const replyDelayMs = options.replyDelayMs ?? DEFAULT_REPLY_DELAY_MS;
  const failureDelayMs = options.failureDelayMs ?? DEFAULT_FAILURE_DELAY_MS;
  const fallback = options.fallback ?? fallbackReply;
  const stream = options.streaming ? options.client.stream : undefined;
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

  return createStore<ChatState & ChatActions>()((set, get) => {
    /** One exchange: the user's words, then the reply, the fallback, or nothing if stopped. */
    async function exchange(prompt: string, confirmation?: ConfirmationAnswer): Promise<void> {
      const controller = new AbortController();
      inFlight = controller;
      const { conversationId, process, context } = get();
      const hostActions = options.hostActions?.() ?? [];
      set((state) => ({
        messages: [...state.messages, message('user', { kind: 'text', text: prompt }, 'user')],
        pending: true,
        draft: stream ? EMPTY_DRAFT : undefined,
        lastError: undefined,
      }));
      const request: ChatRequest = {
        prompt,
        ...(conversationId ? { conversationId } : {}),
        ...(process ? { process } : {}),
        ...(context ? { context } : {}),
        ...(confirmation ? { confirmation } : {}),
        ...(hostActions.length > 0 ? { hostActions: [...hostActions] } : {}),
      };

      try {
        let reply: ChatReply;
        if (stream) {
          reply = await stream(request, {
            signal: controller.signal,
            onPart(part) {
              if (controller.signal.aborted) return;
              if (part.type === 'data-conversation') set({ conversationId: part.data.conversationId });
              set((state) => ({ draft: applyStreamPart(state.draft ?? EMPTY_DRAFT, part) }));
            },
          });
        } else {
          reply = await options.client.send(request, { signal: controller.signal });
          if (!(await pause(replyDelayMs, controller.signal))) return;
        }
        if (controller.signal.aborted) return;
        const view = toView(reply);
        set((state) => ({
          // A conversation waits on one write at a time: a new preview replaces the one before (as on the server).
          messages: [
            ...(view.kind === 'confirmation' || view.kind === 'host-action'
              ? state.messages.map(supersededIfOpen)
              : state.messages),
            message('bot', view, 'api'),
          ],
          conversationId: reply.conversationId ?? state.conversationId,
          draft: undefined,
        }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = chatFailureOf(error);
        set({ draft: undefined });
        if (!(await pause(failureDelayMs, controller.signal))) return;
        set((state) => ({ messages: [...state.messages, botText(fallback(prompt), 'fallback')], lastError: failure }));
      } finally {
        if (inFlight === controller) {
          inFlight = undefined;
          set({ pending: false, draft: undefined });
        }
      }
    }

    const greeting = (): readonly ChatMessage[] => (options.greeting ? [botText(options.greeting, 'local')] : []);

    return {
      messages: greeting(),
      pending: false,
      draft: undefined,
      conversationId: undefined,
      lastError: undefined,
      process: options.process,
      context: options.context,

      async send(text) {
        const prompt = text.trim();
        if (prompt === '' || get().pending) return;
        // A typed "yes" or "no" answers the open confirmation as its button would (the API reads
        // it so), and its buttons go.
        const decision = decisionInWords(prompt);
        if (decision) {
          set((state) => ({
            messages: state.messages.map((entry) => (isOpenConfirmation(entry) ? { ...entry, decision } : entry)),
          }));
        }
        await exchange(prompt);
      },

      async decide(messageId, decision) {
        const target = get().messages.find((entry) => entry.id === messageId);
        if (get().pending || target?.view.kind !== 'confirmation' || target.decision) return;
        const { id, token } = target.view.confirmation;
        set((state) => ({
          messages: state.messages.map((entry) => (entry.id === messageId ? { ...entry, decision } : entry)),
        }));
        await exchange(DECISION_PROMPTS[decision], { id, token, decision });
      },

      async settleHostAction(messageId, decision, run) {
        const target = get().messages.find((entry) => entry.id === messageId);
        const report = options.client.reportHostAction;
        if (get().pending || !report || target?.view.kind !== 'host-action' || !isOpenProposal(target)) return;
        set((state) => ({
          messages: [
            ...state.messages.map((entry) => (entry.id === messageId ? { ...entry, decision } : entry)),
            message('user', { kind: 'text', text: DECISION_PROMPTS[decision] }, 'user'),
          ],
          pending: true,
          lastError: undefined,
        }));
        const { hostAction } = target.view;
        let view: ReplyView;
        try {
          view = toView(
            await report(hostAction.id, decision === 'confirm' ? await run(hostAction) : { outcome: 'refused' }),
          );
        } catch (error) {
          const lastError = chatFailureOf(error);
          set({ lastError });
          view = { kind: 'failure', message: lastError.message };
        }
        set((state) => ({ messages: [...state.messages, message('bot', view, 'api')], pending: false }));
      },

      stop() {
        inFlight?.abort();
        inFlight = undefined;
        set({ pending: false, draft: undefined });
      },

      clear() {
        get().stop();
        set({ messages: [botText(CLEARED_CHAT_TEXT, 'local')], conversationId: undefined, lastError: undefined });
      },

      reset() {
        get().stop();
        set({ messages: greeting(), conversationId: undefined, lastError: undefined, process: options.process });
      },

      restore(snapshot) {
        get().stop();
        set({
          messages: snapshot.messages,
          conversationId: snapshot.conversationId,
          lastError: undefined,
          ...(snapshot.process === undefined ? {} : { process: snapshot.process }),
        });
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
    };
  });
}
