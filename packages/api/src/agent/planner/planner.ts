import type { ClientContext, Permission, ProcessId, Role } from '@erp-agent/core';
import type { StoredTurn } from '../conversations/conversation-store.ts';
import type { TurnIntent } from '../intents.ts';
import type { TurnOutcome } from '../reply/turn-outcome.ts';
import type { AccountFacts } from '../tools/tool-context.ts';
import type { ToolRunner } from '../tools/tool-runner.ts';
import type { TurnEvents } from '../turn/turn-events.ts';
import type { ConnectedSystems } from './deterministic/erp/systems.ts';

/** Who is asking: a signed-in user, or an anonymous visitor of a site embedding the widget. */
export interface Asker {
  readonly role: Role | undefined;
  readonly permissions: readonly Permission[];
  readonly name: string | undefined;
}

export interface PlannerTurn {
  readonly prompt: string;
  readonly process: ProcessId | undefined;
  readonly context: ClientContext | undefined;
  readonly asker: Asker;
  /** Earlier turns of the conversation, oldest first. */
  readonly history: readonly StoredTurn[];
  /** What this planner kept from the last turn, as it saved it. */
  readonly state: Record<string, unknown>;
}

/** What a planner may use while it answers. */
export interface PlannerSession {
  readonly tools: ToolRunner;
  readonly events: TurnEvents;
  /** The connected account's facts (its today, its base currency); fails when not connected. */
  account(): Promise<AccountFacts>;
  /**
   * Which systems the user has connected (and may use) now, so a request goes to the one that can
   * answer it; left out where only NetSuite is reached.
   */
  connections?(): Promise<ConnectedSystems>;
  /** The last write carried out in this conversation, for "bill it" and "pay it". */
  lastWrite(): Promise<CompletedWrite | undefined>;
  readonly signal: AbortSignal | undefined;
}

export interface CompletedWrite {
  readonly tool: string;
  readonly input: Record<string, unknown>;
  readonly output: Record<string, unknown>;
}

export interface PlannerResult {
  readonly outcome: TurnOutcome;
  readonly intent: TurnIntent;
  /** What to keep for the next turn. */
  readonly state: Record<string, unknown>;
}

/**
 * Decides what to do with a prompt: which tools to call with what, or which question to ask.
 * The deterministic planner is the default; the LLM planner drives the same tools through a model.
 */
export interface Planner {
  readonly kind: 'deterministic' | 'llm';
  respond(turn: PlannerTurn, session: PlannerSession): Promise<PlannerResult>;
}
