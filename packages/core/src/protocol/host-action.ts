import * as z from 'zod/mini';
import {
  HOST_ACTION_DESCRIPTION_MAX_LENGTH,
  HOST_ACTION_NAME_PATTERN,
  HOST_ACTION_SCHEMA_MAX_LENGTH,
  HOST_ACTIONS_MAX,
} from './host-action-limits.ts';

/**
 * A name's pattern ({@link HOST_ACTION_NAME_PATTERN}) and a parameter schema's size
 * ({@link HOST_ACTION_SCHEMA_MAX_LENGTH}) are checked by `hostActionsProblem`, not by zod checks
 * here: this module is bundled into the widget, and a regex or refine check would add zod code
 * every visitor downloads.
 */
const actionName = z.string().check(z.minLength(1), z.maxLength(64));

/** A JSON Schema object: `{ type: 'object', properties, required }`. */
export const hostActionParametersSchema = z.record(z.string(), z.unknown());
export type HostActionParameters = z.infer<typeof hostActionParametersSchema>;

/**
 * An action the embedding page offers: the agent may propose it, and the page runs it when the
 * visitor confirms. Sent with each chat request, so the agent knows only what the page offers now.
 */
export const hostActionDeclarationSchema = z.object({
  name: actionName,
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(HOST_ACTION_DESCRIPTION_MAX_LENGTH)),
  parameters: hostActionParametersSchema,
});
export type HostActionDeclaration = z.infer<typeof hostActionDeclarationSchema>;

export const hostActionDeclarationsSchema = z.array(hostActionDeclarationSchema).check(z.maxLength(HOST_ACTIONS_MAX));

/** What the API refuses in a page's actions beyond their shape: a name not like `open_order`, an oversized schema. */
export function hostActionsProblem(actions: readonly HostActionDeclaration[]): string | undefined {
  for (const action of actions) {
    if (!HOST_ACTION_NAME_PATTERN.test(action.name)) {
      return `Host action ${action.name}: a name is letters, digits and _, starting with a letter.`;
    }
    if (JSON.stringify(action.parameters).length > HOST_ACTION_SCHEMA_MAX_LENGTH) {
      return `Host action ${action.name}: its parameter schema is over ${HOST_ACTION_SCHEMA_MAX_LENGTH} characters of JSON.`;
    }
  }
  return undefined;
}
