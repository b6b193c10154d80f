/**
 * What happens during a turn, as it happens: the streaming endpoint turns these into parts of the
 * UI message stream; the JSON endpoint ignores them and answers once at the end.
 */
export interface TurnEvents {
  /** The conversation the turn belongs to, known before anything else happens. */
  conversation(id: string): void;
  /** A piece of what the agent says while it works. */
  text(delta: string): void;
  toolStarted(callId: string, tool: string, input: unknown): void;
  toolFinished(callId: string, output: unknown): void;
  toolFailed(callId: string, message: string): void;
  /** A write is waiting for the user's confirmation. */
  approvalRequested(callId: string, approvalId: string): void;
}

export const SILENT_EVENTS: TurnEvents = {
  conversation: () => undefined,
  text: () => undefined,
  toolStarted: () => undefined,
  toolFinished: () => undefined,
  toolFailed: () => undefined,
  approvalRequested: () => undefined,
};
