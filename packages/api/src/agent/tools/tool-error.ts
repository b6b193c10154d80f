import { DYNAMICS_MESSAGES, NETSUITE_MESSAGES } from '@erp-agent/core';
import { isDynamicsConnectorError } from '../../dynamics/connector/index.ts';
import { isNetsuiteConnectorError } from '../../netsuite/connector/index.ts';

export const TOOL_ERROR_CODES = [
  /** The user has no NetSuite connection: the seed's `Not connected to NetSuite`. */
  'not_connected',
  /** The role may not use the tool. */
  'forbidden',
  /** The input does not fit the tool's schema. */
  'invalid_input',
  /** No such record, saved search, report or project. */
  'not_found',
  /** The ERP refused what was asked (a business rule, a bad value); the message says why. */
  'refused',
  /** The ERP could not be reached or failed; trying again later may work. */
  'unavailable',
  /** A SuiteCloud project NetSuite would refuse to deploy; the message is NetSuite's log. */
  'invalid_project',
  /** Deploying to this account cannot be done from here; the message says what to run instead. */
  'deploy_unavailable',
] as const;

export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];

/** A tool's failure, with a stable code for callers and a sentence for the user. */
export class ToolError extends Error {
  readonly code: ToolErrorCode;

  constructor(code: ToolErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'ToolError';
    this.code = code;
  }
}

export const notConnected = () => new ToolError('not_connected', NETSUITE_MESSAGES.notConnected);
export const notConnectedToDynamics = () => new ToolError('not_connected', DYNAMICS_MESSAGES.notConnected);

/**
 * Any failure inside a tool as a {@link ToolError}: NetSuite's refusals keep NetSuite's own words,
 * which say what to fix; unexpected errors are passed on for the runner to log.
 */
export function toToolError(error: unknown): ToolError | undefined {
  if (error instanceof ToolError) return error;
  if (isDynamicsConnectorError(error)) return dynamicsToolError(error);
  if (!isNetsuiteConnectorError(error)) return undefined;
  switch (error.code) {
    case 'not_found':
      return new ToolError('not_found', error.details[0]?.detail ?? error.message, { cause: error });
    case 'invalid_request':
      return new ToolError('refused', error.details[0]?.detail ?? error.message, { cause: error });
    case 'forbidden':
    case 'invalid_credentials':
    case 'bridge_not_installed':
      return new ToolError('refused', error.message, { cause: error });
    default:
      return new ToolError('unavailable', error.message, { cause: error });
  }
}

/** Dataverse's refusals in its own words, which name the column or value to fix. */
function dynamicsToolError(error: Error & { readonly code: string }): ToolError {
  switch (error.code) {
    case 'not_found':
      return new ToolError('not_found', error.message, { cause: error });
    case 'invalid_request':
    case 'conflict':
    case 'forbidden':
    case 'invalid_credentials':
      return new ToolError('refused', error.message, { cause: error });
    default:
      return new ToolError('unavailable', error.message, { cause: error });
  }
}
