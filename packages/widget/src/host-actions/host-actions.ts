import {
  HOST_ACTION_OUTCOME_MAX_LENGTH,
  type HostActionDeclaration,
  type HostActionParameters,
  type HostActionProposal,
  type HostActionResult,
  hostActionDeclarationSchema,
} from '@erp-agent/core';
import { argumentsProblem } from './check-arguments.ts';

/** An action the page offers the agent: what it does, what it takes, and the code that does it in the page. */
export interface HostAction {
  /** `open_order`: letters, digits and `_`, starting with a letter. */
  readonly name: string;
  /** What it does, in the words a visitor would use: the agent matches requests against them. */
  readonly description: string;
  /** A JSON Schema object; for a zod schema, `z.toJSONSchema(schema)`. */
  readonly parameters: HostActionParameters;
  /** Runs in the page with arguments that passed `parameters`; what it returns is reported as the result. */
  readonly handler: (args: Record<string, unknown>) => unknown;
}

const short = (text: string) =>
  text.length <= HOST_ACTION_OUTCOME_MAX_LENGTH ? text : `${text.slice(0, HOST_ACTION_OUTCOME_MAX_LENGTH - 1)}…`;

function resultText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return short(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
}

/** The page's registered actions: what each request tells the agent, and how a confirmed proposal runs. */
export class HostActions {
  readonly #actions = new Map<string, HostAction>();

  /** Adds (or replaces) an action; returns the function that removes it. Throws on a bad name or schema. */
  register(action: HostAction): () => void {
    hostActionDeclarationSchema.parse({
      name: action.name,
      description: action.description,
      parameters: action.parameters,
    });
    if (typeof action.handler !== 'function') throw new TypeError(`Host action ${action.name} needs a handler`);
    this.#actions.set(action.name, action);
    return () => {
      if (this.#actions.get(action.name) === action) this.#actions.delete(action.name);
    };
  }

  declarations(): HostActionDeclaration[] {
    return [...this.#actions.values()].map(({ name, description, parameters }) => ({ name, description, parameters }));
  }

  /** Runs a confirmed proposal: its arguments checked against the action's schema first, every failure reported. */
  async run(proposal: HostActionProposal): Promise<HostActionResult> {
    const action = this.#actions.get(proposal.name);
    if (!action) return { outcome: 'error', message: `This page no longer offers ${proposal.name}.` };
    const problem = argumentsProblem(proposal.arguments, action.parameters);
    if (problem) return { outcome: 'error', message: short(`Invalid arguments: ${problem}.`) };
    try {
      const message = resultText(await action.handler(proposal.arguments));
      return { outcome: 'ok', ...(message ? { message } : {}) };
    } catch (error) {
      return { outcome: 'error', message: short(error instanceof Error ? error.message : String(error)) };
    }
  }
}
