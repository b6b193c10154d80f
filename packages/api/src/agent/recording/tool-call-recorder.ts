import type { ToolCallOutcome } from '@erp-agent/core';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { toolCalls } from '../../db/schema.ts';

export interface ToolCallRecord {
  readonly userId: string | undefined;
  readonly conversationId: string | undefined;
  readonly tool: string;
  readonly input: unknown;
  readonly outcome: ToolCallOutcome;
  readonly errorCode?: string;
  readonly durationMs: number;
  readonly channel: 'chat' | 'stream' | 'mcp';
}

/** Inputs are kept for the record but never whole: a long query or body is cut to this many characters. */
const MAX_INPUT_CHARACTERS = 4000;

function storedInput(input: unknown): Record<string, unknown> {
  const text = JSON.stringify(input ?? {});
  if (text.length <= MAX_INPUT_CHARACTERS) {
    return input !== null && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : { value: input };
  }
  return { truncated: text.slice(0, MAX_INPUT_CHARACTERS) };
}

/**
 * Writes every tool call the agent makes (who, when, which tool, with what, how it ended, how long
 * it took) for the analytics and dashboard screens. A failure to record is logged, never passed
 * on: the user's answer does not depend on the bookkeeping.
 */
export class ToolCallRecorder {
  readonly #db: Database;
  readonly #logger: Logger;

  constructor(db: Database, logger: Logger) {
    this.#db = db;
    this.#logger = logger;
  }

  async record(call: ToolCallRecord): Promise<void> {
    try {
      await this.#db.insert(toolCalls).values({
        userId: call.userId ?? null,
        conversationId: call.conversationId ?? null,
        tool: call.tool,
        input: storedInput(call.input),
        outcome: call.outcome,
        errorCode: call.errorCode ?? null,
        durationMs: Math.max(0, Math.round(call.durationMs)),
        channel: call.channel,
      });
    } catch (error) {
      this.#logger.error({ err: error, tool: call.tool }, 'recording a tool call failed');
    }
  }
}
