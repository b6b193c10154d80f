/**
 * Why a NetSuite call failed, as a stable code callers branch on; the message is for people.
 * The HTTP routes map codes to their own words (`Failed to connect to NetSuite`...), the agent
 * shows the message, which is NetSuite's own detail where NetSuite gave one.
 */
export const NETSUITE_CONNECTOR_ERROR_CODES = [
  /** 401: the account id, token or consumer key and secret were refused. */
  'invalid_credentials',
  /** 403: the credentials are good but the token's role lacks a permission the call needs. */
  'forbidden',
  /** 404: no such record, record type, saved search or endpoint. */
  'not_found',
  /** 400 and other 4xx: NetSuite refused what was asked; `details` says where. */
  'invalid_request',
  /** 429 on every attempt: the account's concurrency limit. */
  'rate_limited',
  /** 5xx on every attempt, or an unexpected error inside NetSuite. */
  'unavailable',
  /** No answer within the time allowed, on every attempt. */
  'timeout',
  /** NetSuite could not be reached: DNS, refused or dropped connection, TLS. */
  'network_error',
  /** An answer that is not in NetSuite's shape. */
  'protocol_error',
  /** The bridge RESTlet is not deployed in the account, so saved searches are out of reach. */
  'bridge_not_installed',
  /** The caller's signal aborted the call. */
  'aborted',
  /** The account failed call after call, so calls to it are paused for a while (the circuit is open). */
  'circuit_open',
] as const;

export type NetsuiteConnectorErrorCode = (typeof NETSUITE_CONNECTOR_ERROR_CODES)[number];

/** One entry of NetSuite's `o:errorDetails`, or of a RESTlet's `{ error: { code, message } }`. */
export interface NetsuiteErrorDetail {
  readonly detail: string;
  /** NetSuite's code: `INVALID_PARAMETER`, `USER_ERROR`, `SSS_INVALID_SRCH_FILTER`... */
  readonly errorCode?: string;
  /** The field at fault in a record body, e.g. `companyName`. */
  readonly errorPath?: string;
  /** The query parameter at fault, e.g. `q`. */
  readonly errorQueryParam?: string;
}

const DEFAULT_MESSAGES: Readonly<Record<NetsuiteConnectorErrorCode, string>> = {
  invalid_credentials: 'NetSuite refused the credentials: check the account id, token id and token secret.',
  forbidden: "The token's role lacks a permission this NetSuite call needs.",
  not_found: 'NetSuite has no such record or resource.',
  invalid_request: 'NetSuite refused the request as invalid.',
  rate_limited: 'NetSuite is refusing requests beyond its concurrency limit; try again shortly.',
  unavailable: 'NetSuite is unavailable; try again later.',
  timeout: 'NetSuite did not answer in time.',
  network_error: 'NetSuite could not be reached.',
  protocol_error: 'NetSuite answered in a form this connector does not understand.',
  bridge_not_installed: 'The ERP Agent bridge RESTlet is not deployed in this NetSuite account.',
  aborted: 'The NetSuite call was cancelled.',
  circuit_open: 'NetSuite keeps failing, so calls to it are paused for a moment; try again shortly.',
};

export interface NetsuiteConnectorErrorOptions {
  /** Overrides the code's default message; a NetSuite detail usually. */
  readonly message?: string;
  /** The HTTP status NetSuite answered with, when it answered. */
  readonly status?: number;
  readonly details?: readonly NetsuiteErrorDetail[];
  /** Whether trying the same call again may succeed. */
  readonly retryable?: boolean;
  /** How long NetSuite asked callers to wait (`Retry-After`), in milliseconds. */
  readonly retryAfterMs?: number;
  readonly cause?: unknown;
}

/**
 * A NetSuite call's failure. It holds nothing from the request, so logging one can never leak a
 * token or a signature.
 */
export class NetsuiteConnectorError extends Error {
  readonly code: NetsuiteConnectorErrorCode;
  readonly status: number | undefined;
  readonly details: readonly NetsuiteErrorDetail[];
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(code: NetsuiteConnectorErrorCode, options: NetsuiteConnectorErrorOptions = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code], options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'NetsuiteConnectorError';
    this.code = code;
    this.status = options.status;
    this.details = options.details ?? [];
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }

  /** NetSuite's own code for the first detail, e.g. `INVALID_PARAMETER`. */
  get netsuiteCode(): string | undefined {
    return this.details[0]?.errorCode;
  }

  /** A copy with another code, for a caller that knows better what NetSuite's answer means. */
  withCode(code: NetsuiteConnectorErrorCode, retryable = this.retryable): NetsuiteConnectorError {
    return new NetsuiteConnectorError(code, {
      message: this.message,
      ...(this.status === undefined ? {} : { status: this.status }),
      details: this.details,
      retryable,
      ...(this.retryAfterMs === undefined ? {} : { retryAfterMs: this.retryAfterMs }),
      cause: this,
    });
  }
}

const GIVEN_UP: Partial<Record<NetsuiteConnectorErrorCode, (tries: string, status: number | undefined) => string>> = {
  unavailable: (tries, status) =>
    `NetSuite answered with a server error${status === undefined ? '' : ` (HTTP ${status})`} ${tries}; try again in a few minutes.`,
  timeout: (tries) => `NetSuite did not answer in time ${tries}; try again in a few minutes.`,
  network_error: (tries) => `NetSuite could not be reached ${tries}; try again in a few minutes.`,
  rate_limited: (tries) => `NetSuite refused the request as over the account's limits ${tries}; try again in a minute.`,
};

/**
 * The error a call ends with once every try met an outage: one sentence for the user saying what
 * happened and what to do, in place of NetSuite's own (an "unexpected error" and an error id),
 * which stays in `details`.
 */
export function givenUpAfter(error: NetsuiteConnectorError, tries: number): NetsuiteConnectorError {
  const sentence = GIVEN_UP[error.code];
  if (sentence === undefined) return error;
  const triesInWords = tries === 1 ? 'on the only try' : tries === 2 ? 'on both tries' : `on all ${tries} tries`;
  return new NetsuiteConnectorError(error.code, {
    message: sentence(triesInWords, error.status),
    ...(error.status === undefined ? {} : { status: error.status }),
    details: error.details,
    retryable: error.retryable,
    ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
    cause: error,
  });
}

export function isNetsuiteConnectorError(error: unknown): error is NetsuiteConnectorError {
  return error instanceof NetsuiteConnectorError;
}

/**
 * A failure after which NetSuite may have done what was asked: no answer, or a server error
 * answered after (or instead of) the work. A 429 is not one: NetSuite refuses it before any work.
 */
export function mayHaveBeenApplied(error: unknown): boolean {
  return (
    error instanceof NetsuiteConnectorError &&
    (error.code === 'timeout' || error.code === 'network_error' || error.code === 'unavailable')
  );
}
