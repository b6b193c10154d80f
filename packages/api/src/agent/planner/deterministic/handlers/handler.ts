import type { TurnIntent } from '../../../intents.ts';
import type { TurnOutcome } from '../../../reply/turn-outcome.ts';
import type { PlannerSession, PlannerTurn } from '../../planner.ts';
import type { Candidate, PlannerState } from '../planner-state.ts';
import type { Classified } from '../understand/classify.ts';
import type { Reading } from '../understand/read-request.ts';

/** Everything a handler needs to answer one request. */
export interface Request {
  readonly reading: Reading;
  readonly classified: Classified;
  readonly turn: PlannerTurn;
  readonly session: PlannerSession;
  readonly state: PlannerState;
  /** Names already resolved by the user's answer to a question: phrase -> record. */
  readonly bindings: Readonly<Record<string, Candidate>>;
  /** The prompt being planned: the user's words, or the original ones when answering a question. */
  readonly prompt: string;
  /** Phrases the user said to ignore when asked about them. */
  readonly ignored: readonly string[];
}

export interface Handled {
  readonly outcome: TurnOutcome;
  readonly intent: TurnIntent;
  readonly state: PlannerState;
}

export const failed = (intent: TurnIntent, state: PlannerState, code: string, message: string): Handled => ({
  outcome: { kind: 'failure', code, message },
  intent,
  state,
});

export const answered = (intent: TurnIntent, state: PlannerState, markdown: string): Handled => ({
  outcome: { kind: 'answer', markdown },
  intent,
  state,
});
