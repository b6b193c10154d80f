import { CONFIRMATION_DECISIONS, type ConfirmationRequest, confirmationAnswerSchema } from '@erp-agent/core';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import type { Agent, TurnCaller } from '../agent.ts';
import type { AnyTool } from '../tools/tool-definition.ts';
import type { DecisionResult, ToolCallResult } from '../tools/tool-runner.ts';
import { SILENT_EVENTS } from '../turn/turn-events.ts';

/** The one tool MCP adds to the agent's: carrying out or cancelling a write the user saw. */
export const CONFIRM_TOOL = 'confirm_action';

const confirmTool: Tool = {
  name: CONFIRM_TOOL,
  title: 'Confirm or cancel a write',
  description:
    'Carries out (decision "confirm") or cancels (decision "cancel") a write another tool proposed. Call it only after showing the user the preview and hearing their answer. `id` and `token` come from the proposing tool\'s result.',
  inputSchema: {
    type: 'object',
    properties: {
      id: { type: 'string', description: 'The confirmation id' },
      token: { type: 'string', description: 'The confirmation token' },
      decision: { type: 'string', enum: [...CONFIRMATION_DECISIONS] },
    },
    required: ['id', 'token', 'decision'],
  },
  annotations: { destructiveHint: true, idempotentHint: true },
};

function asMcpTool(tool: AnyTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description:
      tool.risk === 'read'
        ? tool.description
        : `${tool.description} Nothing is changed by this call: it returns a preview and a confirmation, and ${CONFIRM_TOOL} carries it out once the user agrees.`,
    inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as Tool['inputSchema'],
    annotations: {
      title: tool.title,
      readOnlyHint: tool.risk === 'read',
      destructiveHint: tool.risk === 'destructive',
    },
  };
}

function structured(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function answer(text: string, data?: unknown, isError = false): CallToolResult {
  const content = structured(data);
  return {
    content: [{ type: 'text', text }],
    ...(content ? { structuredContent: content } : {}),
    ...(isError ? { isError: true } : {}),
  };
}

function awaiting(confirmation: ConfirmationRequest, lead: string): CallToolResult {
  return answer(
    `${lead} Nothing was changed yet: "${confirmation.title}" waits for the user's confirmation. Show them the preview; when they agree, call ${CONFIRM_TOOL} with this id and token and decision "confirm" (or "cancel").`,
    { status: 'awaiting_confirmation', confirmation },
  );
}

function callResult(result: ToolCallResult): CallToolResult {
  switch (result.status) {
    case 'ok':
      return answer(JSON.stringify(result.output), result.output);
    case 'proposed':
      return awaiting(result.confirmation, 'Previewed.');
    case 'failed':
      return answer(result.message, { error: result.code, message: result.message }, true);
  }
}

function decisionResult(result: DecisionResult): CallToolResult {
  switch (result.status) {
    case 'done':
      return answer(`${result.lead} ${result.summary}`, { status: 'done', output: result.output });
    case 'cancelled':
      return answer(`Cancelled: "${result.title}" was not done.`, { status: 'cancelled' });
    case 'changed':
      return awaiting(result.confirmation, 'The record changed since the preview, so nothing was done.');
    case 'refused':
    case 'failed':
      return answer(result.message, { error: result.code, message: result.message }, true);
  }
}

/**
 * What came of writes a dead process had left running, read before the decision's own answer,
 * as a chat reply puts them above its message; `interrupted` lists them for a program.
 */
function withNotes(result: CallToolResult, notes: readonly string[]): CallToolResult {
  if (notes.length === 0) return result;
  const [first, ...rest] = result.content;
  const lead = notes.join('\n\n');
  const content = first?.type === 'text' ? [{ ...first, text: `${lead}\n\n${first.text}` }, ...rest] : result.content;
  return {
    ...result,
    content,
    structuredContent: { ...result.structuredContent, interrupted: notes },
  };
}

/**
 * The agent's tools as one MCP caller sees them: only those their role may use, each write
 * returning a preview that `confirm_action` carries out, through the same runner (role checks,
 * input validation, recording) as the chat.
 */
export class McpTools {
  readonly #agent: Agent;
  readonly #caller: TurnCaller;

  constructor(agent: Agent, caller: TurnCaller) {
    this.#agent = agent;
    this.#caller = caller;
  }

  list(): Tool[] {
    const available = this.#agent.runner(undefined, this.#caller, 'mcp', SILENT_EVENTS).available();
    const tools = available.map(asMcpTool);
    return available.some((tool) => tool.risk !== 'read') ? [...tools, confirmTool] : tools;
  }

  async call(name: string, input: unknown): Promise<CallToolResult> {
    if (name === CONFIRM_TOOL) {
      const parsed = confirmationAnswerSchema.safeParse(input);
      if (!parsed.success) return answer(`${CONFIRM_TOOL} takes id, token and decision.`, undefined, true);
      const { decision, interrupted } = await this.#agent.decide(this.#caller, parsed.data, 'mcp');
      return withNotes(decisionResult(decision), interrupted);
    }
    const runner = this.#agent.runner(await this.#conversationFor(name), this.#caller, 'mcp', SILENT_EVENTS);
    return callResult(await runner.call(name, input));
  }

  /** A write waits in a conversation of its own, which the user also finds in the console. */
  async #conversationFor(name: string): Promise<string | undefined> {
    const tool = this.#agent.runner(undefined, this.#caller, 'mcp', SILENT_EVENTS).find(name);
    if (!tool || tool.risk === 'read') return undefined;
    const owner = { kind: 'user', userId: this.#caller.userId } as const;
    return (await this.#agent.conversations.start(owner, `MCP: ${tool.title}`, undefined)).id;
  }
}
