import { randomUUID } from 'node:crypto';
import type { ConfirmationAnswer, ConfirmationRequest, Permission, Platform } from '@erp-agent/core';
import type { Logger } from 'pino';
import * as z from 'zod';
import type { ServerKeys } from '../../lib/server-keys.ts';
import type { PendingAction, PendingActionStore } from '../confirmations/pending-action-store.ts';
import { previewDigest } from '../confirmations/preview-digest.ts';
import { runnerIsGone, THIS_PROCESS } from '../confirmations/runner-liveness.ts';
import type { ToolCallRecorder } from '../recording/tool-call-recorder.ts';
import type { TurnEvents } from '../turn/turn-events.ts';
import type { ToolContext } from './tool-context.ts';
import {
  type AnyTool,
  asCallable,
  isWriteTool,
  type ProjectSummary,
  toolPlatform,
  type WriteTool,
} from './tool-definition.ts';
import { ToolError, type ToolErrorCode, toToolError } from './tool-error.ts';

/**
 * The input with every object's keys in order. A write's input is stored as JSON, which may
 * come back with its keys reordered; a preview built from it must come out the same, or a
 * confirmation would look stale.
 */
function orderedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(orderedKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, orderedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** How long a preview may wait for its confirmation. */
export const CONFIRMATION_TTL_MS = 15 * 60 * 1000;

const CONFIRMATION_PURPOSE = 'confirmation';

export type ToolCallResult =
  | { readonly status: 'ok'; readonly tool: string; readonly output: unknown }
  | { readonly status: 'proposed'; readonly tool: string; readonly confirmation: ConfirmationRequest }
  | { readonly status: 'failed'; readonly tool: string; readonly code: ToolErrorCode; readonly message: string };

/** What came of a decision on a confirmation. */
export type DecisionResult =
  | {
      readonly status: 'done';
      readonly tool: string;
      readonly output: unknown;
      readonly summary: string;
      /** The reply's first word: `Done.`, or the tool's own (a deploy's `Success.`). */
      readonly lead: string;
      readonly project?: ProjectSummary;
    }
  | { readonly status: 'cancelled'; readonly title: string }
  /** The record changed since the preview: a new preview of the same write, to confirm again. */
  | { readonly status: 'changed'; readonly confirmation: ConfirmationRequest }
  | { readonly status: 'refused'; readonly code: DecisionRefusal; readonly message: string }
  | { readonly status: 'failed'; readonly tool: string; readonly code: ToolErrorCode; readonly message: string };

export type DecisionRefusal = 'confirmation_invalid' | 'confirmation_stale' | 'forbidden';

export interface ToolCaller {
  readonly userId: string;
  readonly permissions: readonly Permission[];
  /** The ERPs the user may work in: a tool of another ERP is refused whatever the role. */
  readonly platforms: readonly Platform[];
}

const PLATFORM_NAMES: Readonly<Record<Platform, string>> = {
  netsuite: 'NetSuite',
  dynamics: 'Dynamics 365',
  sap: 'SAP Business One',
};

/** Why the caller may not use the tool; undefined when they may. */
function refusalFor(caller: ToolCaller, tool: AnyTool): string | undefined {
  if (!caller.permissions.includes(tool.permission)) {
    return `Your role does not allow ${tool.title.toLowerCase()}. Ask an administrator if you need it.`;
  }
  const platform = toolPlatform(tool);
  if (!caller.platforms.includes(platform)) {
    return `Your access does not include ${PLATFORM_NAMES[platform]}. Ask an administrator if you need it.`;
  }
  return undefined;
}

export interface ToolRunnerOptions {
  readonly tools: readonly AnyTool[];
  /** The signed-in user; none for an anonymous widget visitor, who may call no tool. */
  readonly caller: ToolCaller | undefined;
  /**
   * The conversation a write waits for its confirmation in. An MCP client's reads have none; a
   * runner without one cannot propose a write.
   */
  readonly conversationId: string | undefined;
  readonly channel: 'chat' | 'stream' | 'mcp';
  /** The context a tool runs in; `actionId` is set when a confirmed write runs. */
  readonly context: (actionId?: string) => ToolContext;
  readonly actions: PendingActionStore;
  readonly keys: ServerKeys;
  readonly recorder: ToolCallRecorder;
  readonly events: TurnEvents;
  readonly logger: Logger;
  readonly now?: () => Date;
  /** Who carries out confirmed writes: this process, `host:pid`, unless a test says otherwise. */
  readonly runnerName?: string;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * The one way the agent's planners (and MCP clients) reach a tool: it checks the caller's role,
 * validates the input against the tool's schema, records the call, and holds every write until
 * the user confirms the very preview it showed.
 */
export class ToolRunner {
  readonly #options: ToolRunnerOptions;
  readonly #now: () => Date;

  constructor(options: ToolRunnerOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  /** The tools the caller's role may use. */
  available(): AnyTool[] {
    const { caller, tools } = this.#options;
    return caller ? tools.filter((tool) => refusalFor(caller, tool) === undefined) : [];
  }

  find(name: string): AnyTool | undefined {
    return this.#options.tools.find((tool) => tool.name === name);
  }

  async call(name: string, rawInput: unknown): Promise<ToolCallResult> {
    const started = performance.now();
    const { caller, events } = this.#options;
    const tool = this.find(name);
    if (!tool) return { status: 'failed', tool: name, code: 'not_found', message: `There is no tool named ${name}.` };
    const refusal = caller ? refusalFor(caller, tool) : 'Sign in to work with your ERP account.';
    if (refusal !== undefined) {
      const message = refusal;
      await this.#record(tool.name, rawInput, 'refused', started, 'forbidden');
      return { status: 'failed', tool: name, code: 'forbidden', message };
    }
    const parsed = z.safeParse(tool.input, rawInput);
    if (!parsed.success) {
      const message = `The input for ${tool.title.toLowerCase()} is not valid: ${describeIssues(parsed.error)}.`;
      await this.#record(tool.name, rawInput, 'error', started, 'invalid_input');
      return { status: 'failed', tool: name, code: 'invalid_input', message };
    }
    const input = parsed.data;
    const callId = randomUUID();
    const callable = asCallable(tool);
    events.toolStarted(callId, tool.name, input);
    try {
      if (isWriteTool(callable)) {
        const confirmation = await this.#propose(callable, input);
        events.approvalRequested(callId, confirmation.id);
        await this.#record(tool.name, input, 'proposed', started);
        return { status: 'proposed', tool: tool.name, confirmation };
      }
      const output = await callable.run(input, this.#options.context());
      events.toolFinished(callId, output);
      await this.#record(tool.name, input, 'ok', started);
      return { status: 'ok', tool: tool.name, output };
    } catch (error) {
      const failure = this.#failure(error, tool.name);
      events.toolFailed(callId, failure.message);
      await this.#record(tool.name, input, 'error', started, failure.code);
      return { status: 'failed', tool: tool.name, code: failure.code, message: failure.message };
    }
  }

  /** The confirmation waiting in this conversation, as a reply carries it. */
  async pending(): Promise<ConfirmationRequest | undefined> {
    const { conversationId } = this.#options;
    if (conversationId === undefined) return undefined;
    const action = await this.#options.actions.pendingIn(conversationId);
    return action && this.#asRequest(action);
  }

  /**
   * Carries out or cancels the write a confirmation previewed. A token that was not made for this
   * preview and this user is refused as invalid; a confirmation already decided, superseded or
   * expired is refused as stale; one whose record changed since is previewed again.
   */
  async decide(answer: ConfirmationAnswer): Promise<DecisionResult> {
    const { actions, caller } = this.#options;
    const action = await actions.find(answer.id);
    const invalid = {
      status: 'refused',
      code: 'confirmation_invalid',
      message: 'That confirmation does not match anything I asked you to confirm, so nothing was done.',
    } as const;
    if (!action || !caller || action.userId !== caller.userId) return invalid;
    if (!this.#options.keys.verify(CONFIRMATION_PURPOSE, this.#signed(action), answer.token)) return invalid;
    if (action.conversationId !== this.#options.conversationId) return invalid;
    const stale = (why: string) =>
      ({ status: 'refused', code: 'confirmation_stale', message: `${why} Nothing was done.` }) as const;
    if (action.status !== 'pending') return stale(`"${action.title}" was already ${describeStatus(action.status)}.`);
    if (action.expiresAt.getTime() <= this.#now().getTime()) {
      await actions.claim(action.id, 'superseded');
      return stale(`The preview of "${action.title}" expired; ask again for a fresh one.`);
    }

    if (answer.decision === 'cancel') {
      if (!(await actions.claim(action.id, 'cancelled'))) return stale(`"${action.title}" was already decided.`);
      return { status: 'cancelled', title: action.title };
    }

    const found = this.find(action.tool);
    const tool = found && asCallable(found);
    if (!tool || !isWriteTool(tool)) return invalid;
    if (refusalFor(caller, tool) !== undefined) {
      return {
        status: 'refused',
        code: 'forbidden',
        message: `Your role no longer allows ${tool.title.toLowerCase()}.`,
      };
    }
    if (!(await actions.claim(action.id, 'running', this.#options.runnerName ?? THIS_PROCESS))) {
      return stale(`"${action.title}" was already decided.`);
    }
    const started = performance.now();
    const write = tool;
    const context = this.#options.context(action.id);
    try {
      const input = orderedKeys(action.input);
      const fresh = await write.preview(input, context);
      if (previewDigest(tool.name, input, fresh) !== action.digest) {
        await actions.finish(action.id, 'failed', { reason: 'changed' });
        return { status: 'changed', confirmation: await this.#store(write, input, fresh) };
      }
      const output = await write.run(input, context);
      const summary = write.describeOutcome(output, input);
      await actions.finish(action.id, 'done', { output: output as Record<string, unknown>, summary });
      await this.#record(tool.name, action.input, 'ok', started);
      const project = write.project?.(output);
      const lead = write.outcomeLead ?? 'Done.';
      return { status: 'done', tool: tool.name, output, summary, lead, ...(project ? { project } : {}) };
    } catch (error) {
      const failure = this.#failure(error, tool.name);
      await actions.finish(action.id, 'failed', { code: failure.code, message: failure.message });
      await this.#record(tool.name, action.input, 'error', started, failure.code);
      return { status: 'failed', tool: tool.name, code: failure.code, message: failure.message };
    }
  }

  /**
   * Settles the conversation's confirmed writes whose process died while carrying them out (a
   * `kill -9`, a crash), and says in a sentence each what came of them: the record NetSuite had
   * made, found by its external id, or nothing made. A write still running elsewhere is left be.
   */
  async recoverInterrupted(): Promise<string[]> {
    const { actions, conversationId, caller } = this.#options;
    if (conversationId === undefined || !caller) return [];
    const notes: string[] = [];
    for (const action of await actions.runningIn(conversationId)) {
      if (action.userId !== caller.userId) continue;
      if (!runnerIsGone(action.runner, action.decidedAt, this.#options.runnerName ?? THIS_PROCESS, this.#now()))
        continue;
      const note = await this.#recover(action);
      if (note !== undefined) notes.push(note);
    }
    return notes;
  }

  async #recover(action: PendingAction): Promise<string | undefined> {
    const { actions, logger } = this.#options;
    const found = this.find(action.tool);
    const tool = found && asCallable(found);
    const cutShort = `The server stopped while carrying out "${action.title}".`;
    if (!tool || !isWriteTool(tool) || tool.recover === undefined) {
      const message = `${cutShort} I cannot tell whether it was done: check in the ERP before asking again.`;
      return (await actions.settle(action.id, 'failed', { code: 'interrupted', message })) ? message : undefined;
    }
    const input = orderedKeys(action.input);
    let output: unknown;
    try {
      output = await tool.recover(input, this.#options.context(action.id));
    } catch (error) {
      // The ERP could not be asked now: the write stays marked running, and the next turn asks again.
      logger.warn({ err: error, actionId: action.id }, 'an interrupted write could not be checked');
      const reason = toToolError(error)?.message ?? 'the ERP did not answer';
      return `${cutShort} I could not check yet whether it was done (${reason.replace(/\.$/, '')}); I will check again on your next message.`;
    }
    if (output === undefined) {
      const message = `${cutShort} ${tool.notDone ?? 'It was not done, so nothing was created; ask again if you still want it.'}`;
      return (await actions.settle(action.id, 'failed', { code: 'interrupted', message })) ? message : undefined;
    }
    const summary = tool.describeOutcome(output, input);
    const settled = await actions.settle(action.id, 'done', { output: output as Record<string, unknown>, summary });
    return settled ? `${cutShort} It had been done: ${summary}` : undefined;
  }

  async #propose(tool: WriteTool<unknown, unknown>, input: unknown): Promise<ConfirmationRequest> {
    const ordered = orderedKeys(input);
    const preview = await tool.preview(ordered, this.#options.context());
    return this.#store(tool, ordered, preview);
  }

  async #store(
    tool: WriteTool<unknown, unknown>,
    input: unknown,
    preview: { title: string; preview: PendingAction['preview'] },
  ): Promise<ConfirmationRequest> {
    const { caller, conversationId } = this.#options;
    if (!caller) throw new ToolError('forbidden', 'Sign in to work with your ERP account.');
    // A programming error, not the user's: whoever runs writes gives the runner a conversation.
    if (conversationId === undefined) throw new Error('a write was proposed outside any conversation');
    const action = await this.#options.actions.propose({
      userId: caller.userId,
      conversationId,
      tool: tool.name,
      input: input as Record<string, unknown>,
      title: preview.title,
      preview: preview.preview,
      digest: previewDigest(tool.name, input, preview),
      expiresAt: new Date(this.#now().getTime() + CONFIRMATION_TTL_MS),
    });
    return this.#asRequest(action);
  }

  #asRequest(action: PendingAction): ConfirmationRequest {
    const tool = this.find(action.tool);
    return {
      id: action.id,
      token: this.#options.keys.sign(CONFIRMATION_PURPOSE, this.#signed(action)),
      tool: action.tool,
      risk: tool?.risk === 'destructive' ? 'destructive' : 'write',
      title: action.title,
      preview: action.preview,
      expiresAt: action.expiresAt.toISOString(),
    };
  }

  #signed(action: PendingAction): string {
    return `${action.id}.${action.digest}.${action.userId}`;
  }

  #failure(error: unknown, tool: string): ToolError {
    const known = toToolError(error);
    if (known) return known;
    this.#options.logger.error({ err: error, tool }, 'tool failed unexpectedly');
    return new ToolError('unavailable', 'Something went wrong while talking to NetSuite. Try again in a moment.');
  }

  async #record(
    tool: string,
    input: unknown,
    outcome: 'ok' | 'error' | 'refused' | 'proposed',
    started: number,
    errorCode?: string,
  ): Promise<void> {
    const durationMs = performance.now() - started;
    // At debug, what the agent asked the ERP (a SuiteQL statement, a record's fields), to trace
    // an answer back to its query; the record keeps the input too, but no screen shows it.
    this.#options.logger.debug({ tool, input, outcome, durationMs }, 'tool call');
    await this.#options.recorder.record({
      userId: this.#options.caller?.userId,
      conversationId: this.#options.conversationId,
      tool,
      input,
      outcome,
      ...(errorCode ? { errorCode } : {}),
      durationMs,
      channel: this.#options.channel,
    });
  }
}

function describeStatus(status: PendingAction['status']): string {
  switch (status) {
    case 'running':
    case 'done':
      return 'confirmed';
    case 'cancelled':
      return 'cancelled';
    case 'superseded':
      return 'replaced by a newer preview';
    case 'failed':
      return 'tried and failed';
    case 'pending':
      return 'pending';
  }
}
