import { type ChatReply, type ChatRequest, ProtocolError, parseChatReply } from '../protocol/index.ts';
import { ChatClientError, COMMUNICATION_FAILURE_TEXT } from './chat-client-error.ts';

/** The JSON chat endpoint of 000 section 7. */
export const CHAT_PROCESS_PATH = '/api/chatbot/process';

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

/**
 * Talks to the chat API. One method a transport: the streaming endpoint joins as its own method
 * beside `send`, and callers that only need a finished reply keep using `send`.
 */
export interface ChatClient {
  /** Sends one prompt and resolves with the checked reply envelope. */
  send(request: ChatRequest, options?: SendOptions): Promise<ChatReply>;
}

function failureOf(error: unknown, signal: AbortSignal, timeout: AbortSignal, timeoutMs: number): ChatClientError {
  if (timeout.aborted && !signal.aborted) {
    return new ChatClientError('timeout', `The API did not answer within ${timeoutMs / 1000} s`, { cause: error });
  }
  if (signal.aborted) return new ChatClientError('aborted', 'The request was cancelled', { cause: error });
  if (error instanceof Error) return new ChatClientError('network_error', error.message, { cause: error });
  return new ChatClientError('network_error', COMMUNICATION_FAILURE_TEXT, { cause: error });
}

export function createChatClient(options: ChatClientOptions = {}): ChatClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  return {
    async send(request, sendOptions = {}) {
      const timeoutMs = sendOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_CHAT_TIMEOUT_MS;
      const caller = sendOptions.signal ?? new AbortController().signal;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([caller, timeout]);

      let body: unknown;
      try {
        const response = await fetchImpl(`${baseUrl}${CHAT_PROCESS_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
          body: JSON.stringify(request),
          signal,
          ...(options.credentials ? { credentials: options.credentials } : {}),
        });
        if (!response.ok) {
          throw new ChatClientError('api_error', `API error: ${response.status}`, { status: response.status });
        }
        body = await response.json().catch((error: unknown) => {
          if (signal.aborted) throw error;
          throw new ProtocolError('(body)', 'must be JSON');
        });
      } catch (error) {
        if (error instanceof ChatClientError || error instanceof ProtocolError) throw error;
        throw failureOf(error, caller, timeout, timeoutMs);
      }
      return parseChatReply(body);
    },
  };
}
