import {
  HOST_ACTION_NAME_PATTERN,
  HOST_ACTION_OUTCOME_MAX_LENGTH,
  type HostActionDeclaration,
  type HostActionParameters,
  type HostActionProposal,
  type HostActionResult,
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

/** A result or an error as the API takes it: text, at most its limit. */
const short = (value: unknown) =>
  String(typeof value === 'string' ? value : JSON.stringify(value)).slice(0, HOST_ACTION_OUTCOME_MAX_LENGTH);

/** The page's registered actions: what each request tells the agent, and how a confirmed proposal runs. */
export class HostActions {
  readonly #actions = new Map<string, HostAction>();

  /**
   * Adds (or replaces) an action; returns the function that removes it. A name the API would
   * refuse, or no handler, throws at once (the API checks the rest with every request).
   */
  register(action: HostAction): () => void {
    if (!HOST_ACTION_NAME_PATTERN.test(action.name) || typeof action.handler !== 'function') {
      throw new TypeError(`Host action ${action.name}: needs a name of letters, digits and _, and a handler`);
    }
    this.#actions.set(action.name, action);
    return () => {
      if (this.#actions.get(action.name) === action) this.#actions.delete(action.name);
    };
  }

  declarations(): HostActionDeclaration[] {
    return [...this.#actions.values()].map(({ name, description, parameters }) => ({ name, description, parameters }));
  }

  /** Runs a confirmed proposal: its arguments checked against the action's schema first, every failure reported. */
  async run({ name, arguments: args }: HostActionProposal): Promise<HostActionResult> {
    const action = this.#actions.get(name);
    const problem = action ? argumentsProblem(args, action.parameters) : `this page no longer offers ${name}`;
    if (!action || problem) return { outcome: 'error', message: short(problem) };
    try {
      const result = await action.handler(args);
      return result == null ? { outcome: 'ok' } : { outcome: 'ok', message: short(result) };
    } catch (error) {
      return { outcome: 'error', message: short(error instanceof Error ? error.message : error) };
    }
  }
}
