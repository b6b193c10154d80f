import { config, type core, locales } from 'zod/mini';
import {
  BRIDGE_ACTION_NAMES,
  BRIDGE_ACTIONS,
  BRIDGE_ERROR_CODES,
  type BridgeAction,
  type BridgeRequest,
  isBridgeAction,
} from '../../bridge/index.ts';
import { BridgeError } from './bridge-error.ts';

// zod/mini ships no messages of its own; bridge errors quote them in English.
config(locales.en());

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** `definition.filters[0].operator`, as a SuiteScript developer reads an argument. */
function argumentName(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

/**
 * The code N/search would raise for this part of a definition: a bad filter or operator, a bad
 * column or summary, a missing argument, or a wrong one anywhere else.
 */
function errorFor(action: BridgeAction, issue: core.$ZodIssue, body: unknown): BridgeError {
  const name = argumentName(issue.path);
  const given = valueAt(body, issue.path);
  if (given === undefined || (typeof given === 'string' && given.trim() === '')) {
    return new BridgeError(BRIDGE_ERROR_CODES.missingArgument, `${action}: Missing a required argument: ${name}`);
  }
  const last = issue.path.at(-1);
  const code = issue.path.includes('filters')
    ? last === 'operator'
      ? BRIDGE_ERROR_CODES.invalidOperator
      : BRIDGE_ERROR_CODES.invalidFilter
    : issue.path.includes('columns')
      ? last === 'summary'
        ? BRIDGE_ERROR_CODES.invalidSummary
        : BRIDGE_ERROR_CODES.invalidColumn
      : BRIDGE_ERROR_CODES.invalidArgument;
  return new BridgeError(code, `${action}: ${name}: ${issue.message}`);
}

/** The request a bridge body makes, or the error the RESTlet answers it with. */
export function readBridgeRequest(body: unknown): BridgeRequest<BridgeAction> {
  if (!isObject(body)) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.invalidArgument,
      'The request body must be a JSON object, sent with Content-Type: application/json.',
    );
  }
  const { action } = body;
  if (action === undefined || action === null || action === '') {
    throw new BridgeError(BRIDGE_ERROR_CODES.missingArgument, 'bridge: Missing a required argument: action');
  }
  if (!isBridgeAction(action)) {
    throw new BridgeError(
      BRIDGE_ERROR_CODES.unknownAction,
      `Unknown action ${String(action)}; the bridge knows ${BRIDGE_ACTION_NAMES.join(', ')}.`,
    );
  }
  const parsed = BRIDGE_ACTIONS[action].request.safeParse(body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw issue === undefined
      ? new BridgeError(BRIDGE_ERROR_CODES.invalidArgument, `${action}: the request is not valid.`)
      : errorFor(action, issue, body);
  }
  return parsed.data;
}
