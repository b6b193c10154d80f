/**
 * What happens during a turn, as it happens: the streaming endpoint turns these into parts of the
 * UI message stream; the JSON endpoint ignores them and answers once at the end.
 */
export interface TurnEvents {
  /** The conversation the turn belongs to, known before anything else happens. */
  conversation(id: string): void;
  /**
   * A piece of what the agent says while it works, as it is said: a language model's tokens as
   * they arrive. Pieces follow each other into one passage until {@link TurnEvents.textEnd}.
   */
  text(delta: string): void;
  /** The passage the pieces made is complete (the model finished a step). */
  textEnd(): void;
  toolStarted(callId: string, tool: string, input: unknown): void;
  toolFinished(callId: string, output: unknown): void;
  toolFailed(callId: string, message: string): void;
  /** A write is waiting for the user's confirmation. */
  approvalRequested(callId: string, approvalId: string): void;
}

export const SILENT_EVENTS: TurnEvents = {
  conversation: () => undefined,
  text: () => undefined,
  textEnd: () => undefined,
  toolStarted: () => undefined,
  toolFinished: () => undefined,
  toolFailed: () => undefined,
  approvalRequested: () => undefined,
};
