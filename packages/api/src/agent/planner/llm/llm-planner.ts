import type { ConfirmationRequest } from '@erp-agent/core';
import { dynamicTool, isStepCount, type LanguageModel, streamText, type TextStreamPart, type ToolSet } from 'ai';
import type { Logger } from 'pino';
import * as z from 'zod';
import { type QueryColumn, queryColumnSchema } from '../../netsuite/query-column.ts';
import type { TypedRow } from '../../netsuite/typed-rows.ts';
import type { TurnOutcome } from '../../reply/turn-outcome.ts';
import type { AccountFacts } from '../../tools/tool-context.ts';
import type { AnyTool } from '../../tools/tool-definition.ts';
import { toToolError } from '../../tools/tool-error.ts';
import type { Planner, PlannerResult, PlannerSession, PlannerTurn } from '../planner.ts';
import { conversationMessages } from './conversation-messages.ts';
import { systemPrompt } from './system-prompt.ts';
import { modelInputSchema } from './tool-input-schema.ts';
import { type CalledTool, intentOfTools } from './tool-intents.ts';

export interface LlmPlannerOptions {
  readonly model: LanguageModel;
  /** Model calls in one turn at most: each tool result goes back to the model for the next step. */
  readonly maxSteps: number;
  readonly logger: Logger;
}

/** The last rows a tool returned, shown as the turn's table. */
interface ShownRows {
  readonly rows: readonly TypedRow[];
  readonly count: number;
  readonly title: string;
  /** What the tool said its columns hold (a report does); else they are read from the rows. */
  readonly columns?: readonly QueryColumn[];
  readonly totalRows?: readonly number[];
}

const rowsOutput = z.object({
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  totalResults: z.number().optional(),
  columns: z.array(queryColumnSchema).optional(),
  totalRows: z.array(z.number()).optional(),
});

/** What the model is told a tool did: the tool's output, or why nothing came of it. */
type ToolAnswer =
  | unknown
  | { readonly status: 'awaiting_confirmation'; readonly preview: string }
  | { readonly error: string; readonly message: string };

/**
 * A second write in the turn that already proposed one. A conversation holds one pending write
 * (a newer preview replaces the older), so the user would be shown one change while the model
 * believed two were waiting.
 */
const ONE_WRITE_AT_A_TIME: ToolAnswer = {
  error: 'one_write_at_a_time',
  message:
    'Not previewed: another change is already waiting for the user. Propose this one after they have confirmed or cancelled it.',
};

/**
 * The planner for a configured language model: the model chooses among the caller's tools in the
 * AI SDK's tool loop. Every call goes through the same tool runner as the deterministic planner's,
 * so roles, input validation, recording and confirmation before a write hold whatever it decides;
 * the loop ends at the first write proposed, which waits for the user.
 */
export class LlmPlanner implements Planner {
  readonly kind = 'llm';
  readonly #options: LlmPlannerOptions;

  constructor(options: LlmPlannerOptions) {
    this.#options = options;
  }

  async respond(turn: PlannerTurn, session: PlannerSession): Promise<PlannerResult> {
    const called: CalledTool[] = [];
    let proposed: ConfirmationRequest | undefined;
    let shown: ShownRows | undefined;

    const asModelTool = (definition: AnyTool) =>
      dynamicTool({
        description: definition.description,
        inputSchema: modelInputSchema(definition),
        execute: async (input): Promise<ToolAnswer> => {
          if (proposed && definition.risk !== 'read') return ONE_WRITE_AT_A_TIME;
          called.push({ tool: definition.name, input });
          const result = await session.tools.call(definition.name, input);
          if (result.status === 'proposed') {
            proposed = result.confirmation;
            return { status: 'awaiting_confirmation', preview: result.confirmation.title };
          }
          if (result.status === 'failed') return { error: result.code, message: result.message };
          const rows = rowsOutput.safeParse(result.output);
          if (rows.success) {
            const { columns, totalRows } = rows.data;
            shown = {
              rows: rows.data.rows,
              count: rows.data.totalResults ?? rows.data.rows.length,
              title: definition.title,
              ...(columns ? { columns } : {}),
              ...(totalRows ? { totalRows } : {}),
            };
          }
          return result.output;
        },
      });
    const tools: ToolSet = Object.fromEntries(session.tools.available().map((tool) => [tool.name, asModelTool(tool)]));

    const account = await accountOrFailure(session, this.#options.logger);
    if (account.kind === 'failure') return { outcome: account, intent: 'help', state: turn.state };

    let text: string;
    try {
      const result = streamText({
        model: this.#options.model,
        system: systemPrompt(turn.asker, account.facts, turn.process),
        messages: conversationMessages(turn.history, turn.prompt),
        tools,
        stopWhen: [isStepCount(this.#options.maxSteps), () => proposed !== undefined],
        // One call at a time, in the order the model gave them: a write's preview reads the account
        // as the calls before it left it, and the one-write rule above needs an order to hold.
        toolCallConcurrency: 1,
        ...(session.signal ? { abortSignal: session.signal } : {}),
      });
      text = await relayTokens(result, session.events);
    } catch (error) {
      this.#options.logger.warn({ err: error }, 'the language model failed');
      return {
        outcome: {
          kind: 'failure',
          code: 'model_unavailable',
          message: 'The language model could not answer just now. Try again in a moment.',
        },
        intent: intentOfTools(called),
        state: turn.state,
      };
    }
    return { outcome: outcomeOf(text, proposed, shown), intent: intentOfTools(called), state: {} };
  }
}

/**
 * Passes the model's words on as they arrive, each step's a passage of its own, and gives the
 * last step's text once the model is done: the answer the reply carries. A failure the stream
 * reports (the endpoint refused, the connection dropped) is thrown, as `generateText` would.
 */
async function relayTokens(
  result: { readonly stream: AsyncIterable<TextStreamPart<ToolSet>>; readonly text: PromiseLike<string> },
  events: PlannerSession['events'],
): Promise<string> {
  for await (const part of result.stream) {
    if (part.type === 'text-delta') events.text(part.text);
    else if (part.type === 'text-end' || part.type === 'finish-step') events.textEnd();
    else if (part.type === 'error') throw part.error;
  }
  return (await result.text).trim();
}

function outcomeOf(text: string, proposed: ConfirmationRequest | undefined, shown: ShownRows | undefined): TurnOutcome {
  if (proposed) return { kind: 'confirmation', confirmation: proposed, ...(text ? { lead: text } : {}) };
  if (shown && shown.rows.length > 0) {
    return {
      kind: 'table',
      rows: shown.rows,
      count: shown.count,
      caption: text || shown.title,
      ...(shown.columns ? { columns: shown.columns } : {}),
      ...(shown.totalRows ? { totalRows: shown.totalRows } : {}),
    };
  }
  return { kind: 'answer', markdown: text };
}

/** The tool runner's words for a failure it did not expect. */
const NETSUITE_UNREACHABLE = 'Something went wrong while talking to NetSuite. Try again in a moment.';

/**
 * The account's facts for the prompt. A user who has not connected an account still gets an
 * answer (the tools will say so); an account that cannot be read fails the turn as a tool would.
 */
async function accountOrFailure(
  session: PlannerSession,
  logger: Logger,
): Promise<{ kind: 'facts'; facts: AccountFacts | undefined } | Extract<TurnOutcome, { kind: 'failure' }>> {
  try {
    return { kind: 'facts', facts: await session.account() };
  } catch (error) {
    const known = toToolError(error);
    if (known?.code === 'not_connected') return { kind: 'facts', facts: undefined };
    if (known) return { kind: 'failure', code: known.code, message: known.message };
    logger.error({ err: error }, "the account's facts could not be read");
    return { kind: 'failure', code: 'unavailable', message: NETSUITE_UNREACHABLE };
  }
}
