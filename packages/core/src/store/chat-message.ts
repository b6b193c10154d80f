import type { ConfirmationDecision } from '../protocol/index.ts';
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
  /** For a confirmation: the user's answer, once given (clicked or typed), so it cannot be given twice. */
  readonly decision?: ConfirmationDecision;
  /** For a confirmation a later preview replaced before anyone answered: it waits no more. */
  readonly superseded?: boolean;
}

/** A tool the agent is running for the reply being streamed. */
export interface DraftTool {
  readonly id: string;
  readonly name: string;
  readonly state: 'running' | 'done' | 'failed' | 'awaiting-confirmation';
}

/** The reply as far as it has streamed: what the agent has said and the tools it is running. */
export interface ChatDraft {
  readonly text: string;
  readonly tools: readonly DraftTool[];
}

/** Whether a message still waits for Confirm or Cancel: a write's preview or a host action's proposal. */
export function isOpenProposal(message: ChatMessage): boolean {
  const { kind } = message.view;
  return (
    (kind === 'confirmation' || kind === 'host-action') && message.decision === undefined && message.superseded !== true
  );
}

/** Whether a message is a write's preview nobody answered and nothing replaced (a typed "yes" answers it). */
export function isOpenConfirmation(message: ChatMessage): boolean {
  return message.view.kind === 'confirmation' && message.decision === undefined && message.superseded !== true;
}
