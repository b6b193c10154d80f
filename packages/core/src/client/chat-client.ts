import {
  type ChatReply,
  type ChatRequest,
  type ChatStreamPart,
  type HostActionResult,
  ProtocolError,
  parseChatReply,
} from '../protocol/index.ts';
import {
  type ConversationDetail,
  type ConversationList,
  conversationDetailSchema,
  conversationListSchema,
} from '../schemas/conversations.ts';
import { type ErrorEnvelope, errorEnvelopeSchema } from '../schemas/error-envelope.ts';
import { ChatClientError, COMMUNICATION_FAILURE_TEXT } from './chat-client-error.ts';
import { readChatStream } from './read-chat-stream.ts';

/** The JSON chat endpoint of 000 section 7. */
export const CHAT_PROCESS_PATH = '/api/chatbot/process';

/** The streaming chat endpoint: the same request, answered as a UI message stream. */
export const CHAT_STREAM_PATH = '/api/chat';

/** The signed-in user's conversations: listed, and one read whole to carry on with it. */
export const CONVERSATIONS_PATH = '/api/conversations';

/** How long a reply may take by default: the agent may run several ERP queries for one prompt. */
export const DEFAULT_CHAT_TIMEOUT_MS = 60_000;

export interface ChatClientOptions {
  /** Origin (and optional path prefix) of the API; empty for the page's own origin. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
  /** Extra headers on every request, such as a site key. */
  readonly headers?: Readonly<Record<string, string>>;
  /** `include` when the API is on another origin and the session cookie must go with it. */
  readonly credentials?: 'omit' | 'same-origin' | 'include';
  /** Injected for tests and for runtimes with their own fetch. */
  readonly fetch?: typeof fetch;
}

export interface SendOptions {
  /** Cancels the request; the promise then rejects with code `aborted`. */
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

export interface StreamOptions extends SendOptions {
  /** Called with every part as it arrives: text deltas, tool progress, the reply. */
  readonly onPart?: (part: ChatStreamPart) => void;
}

/**
 * Talks to the chat API. `send` waits for the whole reply (the prototype's endpoint); `stream`
 * shows the reply as it is made and ends with the same envelope.
 */
export interface ChatClient {
  /** Sends one prompt and resolves with the checked reply envelope. */
  send(request: ChatRequest, options?: SendOptions): Promise<ChatReply>;
  /** Sends one prompt to the streaming endpoint; resolves with the envelope of its last part. */
  stream(request: ChatRequest, options?: StreamOptions): Promise<ChatReply>;
  /** Reports how a proposed host action ended (run, failed, refused); resolves with the agent's reply. */
  reportHostAction(id: string, result: HostActionResult, options?: SendOptions): Promise<ChatReply>;
  /** The signed-in user's conversations, newest first (refused for an anonymous caller). */
  listConversations(options?: SendOptions): Promise<ConversationList>;
  /** One of the signed-in user's conversations, every turn. */
  getConversation(id: string, options?: SendOptions): Promise<ConversationDetail>;
}

function failureOf(error: unknown, signal: AbortSignal, timeout: AbortSignal, timeoutMs: number): ChatClientError {
  if (timeout.aborted && !signal.aborted) {
    return new ChatClientError('timeout', `The API did not answer within ${timeoutMs / 1000} s`, { cause: error });
  }
  if (signal.aborted) return new ChatClientError('aborted', 'The request was cancelled', { cause: error });
  if (error instanceof Error) return new ChatClientError('network_error', error.message, { cause: error });
  return new ChatClientError('network_error', COMMUNICATION_FAILURE_TEXT, { cause: error });
}

/** The API's error envelope in a refusal's body, if that is what the body is. */
async function envelopeOf(response: Response): Promise<ErrorEnvelope | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

export function createChatClient(options: ChatClientOptions = {}): ChatClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** Sends the request and reads the answer with `read`, turning every failure into one error type. */
  async function exchange<T>(
    path: string,
    accept: string,
    request: ChatRequest | HostActionResult | undefined,
    callOptions: SendOptions,
    read: (response: Response, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_CHAT_TIMEOUT_MS;
    const caller = callOptions.signal ?? new AbortController().signal;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([caller, timeout]);
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        ...(request === undefined
          ? { method: 'GET', headers: { Accept: accept, ...options.headers } }
          : {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: accept, ...options.headers },
              body: JSON.stringify(request),
            }),
        signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
      if (!response.ok) {
        const envelope = await envelopeOf(response);
        throw new ChatClientError('api_error', `API error: ${response.status}`, {
          status: response.status,
          ...(envelope ? { envelope } : {}),
        });
      }
      return await read(response, signal);
    } catch (error) {
      if (error instanceof ChatClientError || error instanceof ProtocolError) throw error;
      throw failureOf(error, caller, timeout, timeoutMs);
    }
  }

  const json = (response: Response, signal: AbortSignal) =>
    response.json().catch((error: unknown) => {
      if (signal.aborted) throw error;
      throw new ProtocolError('(body)', 'must be JSON');
    }) as Promise<unknown>;

  /** A GET of one of the API's JSON answers, checked against its schema. */
  async function read<T>(
    path: string,
    schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
    callOptions: SendOptions,
  ): Promise<T> {
    const parsed = schema.safeParse(await exchange(path, 'application/json', undefined, callOptions, json));
    if (!parsed.success) throw new ProtocolError('(body)', 'is not the answer the API documents');
    return parsed.data;
  }

  return {
    async send(request, sendOptions = {}) {
      return parseChatReply(await exchange(CHAT_PROCESS_PATH, 'application/json', request, sendOptions, json));
    },

    async reportHostAction(id, result, callOptions = {}) {
      const path = `${CHAT_STREAM_PATH}/host-actions/${encodeURIComponent(id)}/result`;
      return parseChatReply(await exchange(path, 'application/json', result, callOptions, json));
    },

    listConversations: (callOptions = {}) => read(CONVERSATIONS_PATH, conversationListSchema, callOptions),

    getConversation: (id, callOptions = {}) =>
      read(`${CONVERSATIONS_PATH}/${encodeURIComponent(id)}`, conversationDetailSchema, callOptions),

    stream(request, streamOptions = {}) {
      return exchange(CHAT_STREAM_PATH, 'text/event-stream', request, streamOptions, (response) => {
        if (!response.body) throw new ProtocolError('(stream)', 'has no body');
        return readChatStream(response.body, streamOptions.onPart);
      });
    },
  };
}
