/**
 * Why a SuiteQL query got no rows, in NetSuite's words. NetSuite wraps every query failure in
 * one sentence and adds its own reason after it; the sandbox does the same, so a client that
 * shows NetSuite's errors shows the sandbox's.
 */

const NETSUITE_PREFIX = 'Invalid search query. Detailed unprocessed description follows. Search error occurred: ';

export type SuiteqlErrorCode =
  /** The query is not SuiteQL the sandbox accepts, or failed while running. */
  | 'INVALID_QUERY'
  /** The query ran past the statement timeout and was stopped. */
  | 'QUERY_TIMEOUT';

export class SuiteqlError extends Error {
  readonly code: SuiteqlErrorCode;
  /** The short reason alone, without NetSuite's wrapping sentence. */
  readonly reason: string;

  constructor(code: SuiteqlErrorCode, reason: string, options?: { cause?: unknown }) {
    super(code === 'INVALID_QUERY' ? `${NETSUITE_PREFIX}${reason}` : reason, options);
    this.name = 'SuiteqlError';
    this.code = code;
    this.reason = reason;
  }
}

/** Stops the translation: the query is refused with `reason`. */
export function refuse(reason: string): never {
  throw new SuiteqlError('INVALID_QUERY', reason);
}

export const unknownRecord = (name: string): never => refuse(`Record '${name}' was not found.`);

export const unknownField = (field: string, record: string): never =>
  refuse(`Field '${field}' for record '${record}' was not found.`);

export const unknownIdentifier = (name: string): never => refuse(`Unknown identifier '${name}'.`);
