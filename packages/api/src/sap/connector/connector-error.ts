/**
 * Why a Service Layer call failed, as a stable code callers branch on; the message is SAP's own
 * when Service Layer gave one (`Property 'Balance' is invalid`), which says what to fix.
 */
export const SAP_CONNECTOR_ERROR_CODES = [
  /** Login refused: the company database, user name or password is wrong. */
  'invalid_credentials',
  /** Service Layer refused the request (400): an invalid property, filter or value. */
  'invalid_request',
  /** No such entity set or record (404). */
  'not_found',
  /** 5xx on every try. */
  'unavailable',
  /** No answer within the time allowed, on every try. */
  'timeout',
  /** Service Layer could not be reached: DNS, refused or dropped connection, TLS. */
  'network_error',
  /** An answer that is not in Service Layer's shape. */
  'protocol_error',
  /** The caller's signal aborted the call. */
  'aborted',
] as const;

export type SapConnectorErrorCode = (typeof SAP_CONNECTOR_ERROR_CODES)[number];

const DEFAULT_MESSAGES: Readonly<Record<SapConnectorErrorCode, string>> = {
  invalid_credentials: 'Service Layer refused the login: check the company database, user name and password.',
  invalid_request: 'Service Layer refused the request as invalid.',
  not_found: 'Service Layer has no such record or resource.',
  unavailable: 'Service Layer is unavailable; try again later.',
  timeout: 'Service Layer did not answer in time.',
  network_error: 'Service Layer could not be reached.',
  protocol_error: 'Service Layer answered in a form this connector does not understand.',
  aborted: 'The Service Layer call was cancelled.',
};

export interface SapConnectorErrorOptions {
  readonly message?: string;
  readonly status?: number;
  /** SAP's own error code, as a string in both versions (`-2028`, `201`, `301`). */
  readonly sapCode?: string;
  readonly retryable?: boolean;
  readonly cause?: unknown;
}

/** A Service Layer call's failure. It holds nothing of the request: no password, no session id. */
export class SapConnectorError extends Error {
  readonly code: SapConnectorErrorCode;
  readonly status: number | undefined;
  readonly sapCode: string | undefined;
  readonly retryable: boolean;

  constructor(code: SapConnectorErrorCode, options: SapConnectorErrorOptions = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code], options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'SapConnectorError';
    this.code = code;
    this.status = options.status;
    this.sapCode = options.sapCode;
    this.retryable = options.retryable ?? false;
  }

  /** True for Service Layer's "Invalid session or session already timeout." (401, code 301). */
  get sessionEnded(): boolean {
    return this.status === 401 && this.sapCode === '301';
  }
}

export function isSapConnectorError(error: unknown): error is SapConnectorError {
  return error instanceof SapConnectorError;
}
