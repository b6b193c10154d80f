import {
  type ChatReply,
  type ChatRequest,
  type ConfirmationAnswer,
  DECISION_PROMPTS,
  decisionInWords,
  type HostActionDeclaration,
  type HostActionResult,
  type Permission,
  type Platform,
  type Role,
} from '@erp-agent/core';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { DynamicsConnector } from '../dynamics/connector/index.ts';
import type { ServerKeys } from '../lib/server-keys.ts';
import type { NetsuiteConnector } from '../netsuite/connector/index.ts';
import type { SapConnector } from '../sap/connector/index.ts';
import type { AccountFactsCache } from './account-facts.ts';
import { PendingActionStore } from './confirmations/pending-action-store.ts';
import { type Conversation, type ConversationOwner, ConversationStore } from './conversations/conversation-store.ts';
import { type HostActionMatch, HostActionStore, matchHostAction } from './host-actions/index.ts';
import type { ConnectedSystems } from './planner/deterministic/erp/systems.ts';
import type { Planner, PlannerResult } from './planner/planner.ts';
import type { SuiteCloudCli } from './projects/deploy/suitecloud-cli.ts';
import { ProjectStore } from './projects/project-store.ts';
import { ToolCallRecorder } from './recording/tool-call-recorder.ts';
import { type Presentation, toEnvelope } from './reply/to-envelope.ts';
import type { TurnOutcome } from './reply/turn-outcome.ts';
import { sapNotConnected } from './tools/sap/sap-tool-error.ts';
import type { ToolContext } from './tools/tool-context.ts';
import type { AnyTool } from './tools/tool-definition.ts';
import { notConnected, notConnectedToDynamics, ToolError } from './tools/tool-error.ts';
import { type DecisionResult, ToolRunner } from './tools/tool-runner.ts';
import { SILENT_EVENTS, type TurnEvents } from './turn/turn-events.ts';

/** The user's way into their ERP account, when they have connected one. */
export interface ErpConnection {
  readonly connector: NetsuiteConnector;
  readonly sandbox: boolean;
}

export interface AgentDeps {
  readonly db: Database;
  readonly keys: ServerKeys;
  readonly logger: Logger;
  readonly planner: Planner;
  readonly tools: readonly AnyTool[];
  readonly facts: AccountFactsCache;
  /** Oracle's SuiteCloud CLI, when the server is set up to deploy to real accounts with it. */
  readonly suiteCloudCli?: SuiteCloudCli;
  /** The caller's stored connection, opened; undefined when they have none. */
  connection(userId: string): Promise<ErpConnection | undefined>;
  /** The caller's SAP Business One connector, opened; undefined when they have none. */
  sapConnection(userId: string): Promise<SapConnector | undefined>;
  /** The caller's Dataverse connector; undefined when they have no Dynamics 365 connection. */
  dynamics(userId: string): Promise<DynamicsConnector | undefined>;
  /** Which systems the caller has a stored connection to, known without opening any: asked every turn. */
  connectedSystems(userId: string): Promise<ConnectedSystems>;
}

/** A decision on a confirmation, and the sentences on writes a dead process had left running. */
export interface RecoveredDecision {
  readonly decision: DecisionResult;
  readonly interrupted: readonly string[];
}

/** Who sends the turn: a signed-in user, or nobody (an anonymous widget visitor). */
export interface TurnCaller {
  readonly userId: string;
  readonly name: string;
  readonly role: Role;
  readonly permissions: readonly Permission[];
  /** The ERPs the user may work in. */
  readonly platforms: readonly Platform[];
}

export interface TurnRequest {
  readonly request: ChatRequest;
  readonly owner: ConversationOwner;
  readonly caller: TurnCaller | undefined;
  readonly channel: 'chat' | 'stream' | 'mcp';
  readonly events: TurnEvents;
  readonly signal?: AbortSignal;
}

function decisionOutcome(result: DecisionResult): TurnOutcome {
  switch (result.status) {
    case 'done':
      return result.project
        ? { kind: 'project', message: `${result.lead} ${result.summary}`, ...result.project }
        : { kind: 'answer', markdown: `${result.lead} ${result.summary}` };
    case 'cancelled':
      return { kind: 'answer', markdown: `Cancelled: "${result.title}" was not done. Nothing was changed.` };
    case 'changed':
      return {
        kind: 'confirmation',
        confirmation: result.confirmation,
        lead: 'The record changed since I showed you the preview, so nothing was done yet. Here is what it would do now.',
      };
    case 'refused':
      return { kind: 'refusal', code: result.code, message: result.message };
    case 'failed':
      return { kind: 'failure', code: result.code, message: result.message };
  }
}

/** How reporting a host action's outcome went: the agent's reply, or why it was not recorded. */
export type HostActionSettlement =
  | { readonly kind: 'reply'; readonly reply: ChatReply }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'already-settled'; readonly name: string; readonly status: string };

const NO_MATCH: HostActionMatch = { kind: 'none' };

/** What the agent says once the page reported how a proposed action ended. */
function settledOutcome(name: string, result: HostActionResult): TurnOutcome {
  switch (result.outcome) {
    case 'ok':
      return {
        kind: 'answer',
        markdown: `Done: ${name} ran in this page.${result.message ? ` ${result.message}` : ''}`,
      };
    case 'error':
      return {
        kind: 'failure',
        code: 'host_action_failed',
        message: `${name} did not work: ${result.message ?? 'the page gave no reason'}.`,
      };
    case 'refused':
      return { kind: 'answer', markdown: `Cancelled: ${name} was not run.` };
  }
}

/** The proposal in words, for clients that show only `message`. */
function proposalMarkdown(action: HostActionDeclaration, args: Record<string, unknown>): string {
  const lines = Object.entries(args).map(
    ([key, value]) => `- ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return [
    `**Run ${action.name} in this page?** ${action.description}`,
    ...(lines.length > 0 ? ['', ...lines] : []),
  ].join('\n');
}

/**
 * Sentences the user must read before the turn's own answer, on top of it: above a table's
 * caption, else above its message.
 */
function withNotes(reply: ChatReply, notes: readonly string[]): ChatReply {
  if (notes.length === 0) return reply;
  const lead = notes.join('\n\n');
  if (reply.caption) return { ...reply, caption: `${lead}\n\n${reply.caption}` };
  return { ...reply, message: reply.message ? `${lead}\n\n${reply.message}` : lead };
}

/**
 * One turn of a conversation, from the request to the reply envelope: the conversation is opened
 * (or started), a decision on a pending write is carried out, anything else goes to the planner,
 * and the exchange is stored with what the planner keeps for the next turn.
 */
export class Agent {
  readonly #deps: AgentDeps;
  readonly #conversations: ConversationStore;
  readonly #actions: PendingActionStore;
  readonly #recorder: ToolCallRecorder;
  readonly #projects: ProjectStore;
  readonly #hostActions: HostActionStore;

  constructor(deps: AgentDeps) {
    this.#deps = deps;
    this.#conversations = new ConversationStore(deps.db);
    this.#actions = new PendingActionStore(deps.db);
    this.#recorder = new ToolCallRecorder(deps.db, deps.logger);
    this.#projects = new ProjectStore(deps.db);
    this.#hostActions = new HostActionStore(deps.db);
  }

  get conversations(): ConversationStore {
    return this.#conversations;
  }

  /** The SuiteCloud projects the agent wrote, per user. */
  get projects(): ProjectStore {
    return this.#projects;
  }

  async turn(turn: TurnRequest): Promise<ChatReply> {
    const { request, caller } = turn;
    const conversation = await this.#conversation(turn);
    turn.events.conversation(conversation.id);
    const { runner, interrupted } = await this.#recoveredRunner(
      conversation.id,
      caller,
      turn.channel,
      turn.events,
      turn.signal,
    );

    let result: PlannerResult;
    const spoken = request.confirmation ? undefined : decisionInWords(request.prompt);
    const pending = spoken ? await runner.pending() : undefined;
    if (request.confirmation) {
      result = this.#decided(await runner.decide(request.confirmation), conversation);
    } else if (spoken && pending) {
      result = this.#decided(
        await runner.decide({ id: pending.id, token: pending.token, decision: spoken }),
        conversation,
      );
    } else {
      const hostMatch = request.hostActions?.length ? matchHostAction(request.prompt, request.hostActions) : NO_MATCH;
      result =
        hostMatch.kind === 'none'
          ? await this.#plan(turn, conversation, runner)
          : await this.#proposeHostAction(hostMatch, conversation);
    }

    const presentation = await this.#presentation(result.outcome, caller, turn.signal);
    const reply = withNotes(toEnvelope(result.outcome, conversation.id, result.intent, presentation), interrupted);
    await this.#conversations.append(conversation.id, request.prompt, reply, result.state, request.process);
    this.#deps.logger.debug({ conversationId: conversation.id, intent: result.intent }, 'agent turn');
    return reply;
  }

  /**
   * Records how the page said a proposed host action ended (run, failed, refused by the visitor)
   * and answers it, in the conversation it was proposed in. Only the conversation's owner may
   * report, and only once per proposal.
   */
  async settleHostAction(
    owner: ConversationOwner,
    id: string,
    result: HostActionResult,
  ): Promise<HostActionSettlement> {
    const action = await this.#hostActions.find(id);
    const conversation = action && (await this.#conversations.open(owner, action.conversationId));
    if (!action || !conversation) return { kind: 'not-found' };
    if (!(await this.#hostActions.settle(id, result.outcome, result.message))) {
      const current = await this.#hostActions.find(id);
      return { kind: 'already-settled', name: action.name, status: current?.status ?? action.status };
    }
    const reply = toEnvelope(settledOutcome(action.name, result), conversation.id, 'decision', {});
    const said = DECISION_PROMPTS[result.outcome === 'refused' ? 'cancel' : 'confirm'];
    await this.#conversations.append(conversation.id, said, reply, conversation.state, undefined);
    this.#deps.logger.info(
      { conversationId: conversation.id, hostAction: action.name, outcome: result.outcome },
      'host action settled',
    );
    return { kind: 'reply', reply };
  }

  /** The host actions proposed in a conversation and how each ended. */
  get hostActions(): HostActionStore {
    return this.#hostActions;
  }

  /** A tool runner for one conversation and caller: the chat turns and the MCP endpoint share it. */
  runner(
    conversationId: string | undefined,
    caller: TurnCaller | undefined,
    channel: 'chat' | 'stream' | 'mcp',
    events: TurnEvents,
    signal?: AbortSignal,
  ): ToolRunner {
    return new ToolRunner({
      tools: this.#deps.tools,
      caller: caller && { userId: caller.userId, permissions: caller.permissions, platforms: caller.platforms },
      conversationId,
      channel,
      context: (actionId) => this.#context(caller, actionId, signal),
      actions: this.#actions,
      keys: this.#deps.keys,
      recorder: this.#recorder,
      events,
      logger: this.#deps.logger,
    });
  }

  /**
   * A decision on a confirmation made outside a chat turn (an MCP client's `confirm_action`): it
   * is carried out in the conversation the write was proposed in, under the same checks, after
   * the same recovery as a chat turn's. `interrupted` says what came of the writes a dead
   * process left running there, the one being answered included.
   */
  async decide(caller: TurnCaller, answer: ConfirmationAnswer, channel: 'mcp'): Promise<RecoveredDecision> {
    const action = await this.#actions.find(answer.id);
    const { runner, interrupted } = await this.#recoveredRunner(action?.conversationId, caller, channel, SILENT_EVENTS);
    return { decision: await runner.decide(answer), interrupted };
  }

  /**
   * The runner for a conversation, once the writes a process died carrying out there (`kill -9`,
   * a crash) are settled, each with a sentence saying what came of it. Every way to a
   * conversation's writes, a chat turn or an MCP confirmation, comes through here first, so a
   * replayed confirmation finds its write decided and the user learns what happened.
   */
  async #recoveredRunner(
    conversationId: string | undefined,
    caller: TurnCaller | undefined,
    channel: 'chat' | 'stream' | 'mcp',
    events: TurnEvents,
    signal?: AbortSignal,
  ): Promise<{ runner: ToolRunner; interrupted: string[] }> {
    const runner = this.runner(conversationId, caller, channel, events, signal);
    return { runner, interrupted: await runner.recoverInterrupted() };
  }

  async #conversation(turn: TurnRequest): Promise<Conversation> {
    const { request, owner } = turn;
    if (request.conversationId) {
      const found = await this.#conversations.open(owner, request.conversationId);
      if (found) return found;
    }
    return this.#conversations.start(owner, request.prompt, request.process);
  }

  async #plan(turn: TurnRequest, conversation: Conversation, runner: ToolRunner): Promise<PlannerResult> {
    const { request, caller } = turn;
    return this.#deps.planner.respond(
      {
        prompt: request.prompt,
        process: request.process ?? conversation.process ?? undefined,
        context: request.context,
        asker: { role: caller?.role, permissions: caller?.permissions ?? [], name: caller?.name },
        history: await this.#conversations.turns(conversation.id),
        state: conversation.state,
      },
      {
        tools: runner,
        events: turn.events,
        account: () => this.#account(caller, turn.signal),
        connections: () => this.#connections(caller),
        lastWrite: () => this.#actions.lastDone(conversation.id),
        signal: turn.signal,
      },
    );
  }

  /** A host action the request named: proposed to the visitor, or a question when it is unclear which or with what. */
  async #proposeHostAction(
    match: Exclude<HostActionMatch, { kind: 'none' }>,
    conversation: Conversation,
  ): Promise<PlannerResult> {
    if (match.kind === 'question') {
      return {
        outcome: { kind: 'question', text: match.text, options: match.options },
        intent: 'host_action',
        state: conversation.state,
      };
    }
    const stored = await this.#hostActions.propose(conversation.id, match.action.name, match.arguments);
    return {
      outcome: {
        kind: 'host-action',
        proposal: { id: stored.id, name: stored.name, arguments: stored.arguments },
        markdown: proposalMarkdown(match.action, match.arguments),
      },
      intent: 'host_action',
      state: conversation.state,
    };
  }

  #decided(result: DecisionResult, conversation: Conversation): PlannerResult {
    return { outcome: decisionOutcome(result), intent: 'decision', state: conversation.state };
  }

  /**
   * What a table is shown against: the account's base currency, which labels and formats the
   * converted amounts. The planner has just read the account, so its facts are cached; if they
   * cannot be read now, the table still shows, its base amounts without a currency symbol.
   */
  async #presentation(
    outcome: TurnOutcome,
    caller: TurnCaller | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Presentation> {
    if (outcome.kind !== 'table' || !caller) return {};
    try {
      return { baseCurrency: (await this.#account(caller, signal)).baseCurrency };
    } catch (error) {
      this.#deps.logger.warn({ err: error }, "the account's base currency could not be read for a table");
      return {};
    }
  }

  async #connection(caller: TurnCaller | undefined): Promise<ErpConnection> {
    const connection = caller && (await this.#deps.connection(caller.userId));
    if (!connection) throw notConnected();
    return connection;
  }

  /** The systems the caller may use and has connected; a store that fails counts as not connected. */
  async #connections(caller: TurnCaller | undefined): Promise<ConnectedSystems> {
    if (!caller) return { netsuite: false, dynamics: false, sap: false };
    const stored = await this.#deps.connectedSystems(caller.userId);
    const may = (platform: Platform) => stored[platform] && caller.platforms.includes(platform);
    return { netsuite: may('netsuite'), dynamics: may('dynamics'), sap: may('sap') };
  }

  async #account(caller: TurnCaller | undefined, signal: AbortSignal | undefined) {
    const { connector, sandbox } = await this.#connection(caller);
    return this.#deps.facts.of(connector, sandbox, signal);
  }

  #context(caller: TurnCaller | undefined, actionId: string | undefined, signal: AbortSignal | undefined): ToolContext {
    return {
      netsuite: async () => (await this.#connection(caller)).connector,
      sap: async () => {
        const sap = caller && (await this.#deps.sapConnection(caller.userId));
        if (!sap) throw sapNotConnected();
        return sap;
      },
      dynamics: async () => {
        const connector = caller && (await this.#deps.dynamics(caller.userId));
        if (!connector) throw notConnectedToDynamics();
        return connector;
      },
      account: () => this.#account(caller, signal),
      projects: () => {
        if (!caller) throw new ToolError('forbidden', 'Sign in to work with SuiteCloud projects.');
        return this.#projects.of(caller.userId);
      },
      suiteCloudCli: this.#deps.suiteCloudCli,
      actionId,
      signal,
    };
  }
}
