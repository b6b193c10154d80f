import type { ReplyView } from '../view/index.ts';

export type ChatSender = 'user' | 'bot';

/**
 * Where a message came from: typed by the user, answered by the API, made up locally because the
 * API could not be reached, or written by the client itself (greeting, cleared notice).
 */
export type ChatMessageOrigin = 'user' | 'api' | 'fallback' | 'local';

export interface ChatMessage {
  readonly id: string;
  readonly sender: ChatSender;
  /** Milliseconds since the epoch. */
  readonly time: number;
  readonly view: ReplyView;
  readonly origin: ChatMessageOrigin;
}
