/**
 * Why a Dataverse call failed, as a stable code callers branch on; the message is for people,
 * Dataverse's or Entra ID's own words where they gave some.
 */
export const DYNAMICS_CONNECTOR_ERROR_CODES = [
  /** Entra ID refused the tenant, client id, secret or certificate, or Dataverse refused the token. */
  'invalid_credentials',
  /** The application user lacks a privilege (its security role) for this call. */
  'forbidden',
  /** No such table, row or resource. */
  'not_found',
  /** Dataverse refused the request: an unknown column, a malformed filter, a bad value. */
  'invalid_request',
  /** If-Match named a version the row no longer has: someone changed it since it was read. */
  'conflict',
  /** 429 on every attempt: Dataverse's service protection limits. */
  'rate_limited',
  /** 5xx on every attempt. */
  'unavailable',
  /** No answer within the time allowed, on every attempt. */
  'timeout',
  /** Dataverse or Entra ID could not be reached. */
  'network_error',
  /** An answer that is not in Dataverse's or Entra ID's shape. */
  'protocol_error',
  /** The caller's signal aborted the call. */
  'aborted',
] as const;

export type DynamicsConnectorErrorCode = (typeof DYNAMICS_CONNECTOR_ERROR_CODES)[number];

const DEFAULT_MESSAGES: Readonly<Record<DynamicsConnectorErrorCode, string>> = {
  invalid_credentials:
    'Microsoft Entra ID refused the credentials: check the tenant id, client id and secret or certificate.',
  forbidden: "The application user's security role lacks a privilege this Dataverse call needs.",
  not_found: 'Dataverse has no such table or row.',
  invalid_request: 'Dataverse refused the request as invalid.',
  conflict: 'The row changed since it was read; read it again before changing it.',
  rate_limited: 'Dataverse is refusing requests beyond its service protection limits; try again shortly.',
  unavailable: 'Dataverse is unavailable; try again later.',
  timeout: 'Dataverse did not answer in time.',
  network_error: 'Dataverse could not be reached.',
  protocol_error: 'Dataverse answered in a form this connector does not understand.',
  aborted: 'The Dataverse call was cancelled.',
};

export interface DynamicsConnectorErrorOptions {
  readonly message?: string;
  readonly status?: number;
  /** Dataverse's hexadecimal code (`0x80060888`) or Entra's AADSTS error (`AADSTS7000215`). */
  readonly serviceCode?: string;
  readonly retryable?: boolean;
  readonly retryAfterMs?: number;
  readonly cause?: unknown;
}

/** A Dataverse call's failure. It holds nothing of the request, so logging one never leaks a token. */
export class DynamicsConnectorError extends Error {
  readonly code: DynamicsConnectorErrorCode;
  readonly status: number | undefined;
  readonly serviceCode: string | undefined;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(code: DynamicsConnectorErrorCode, options: DynamicsConnectorErrorOptions = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code], options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'DynamicsConnectorError';
    this.code = code;
    this.status = options.status;
    this.serviceCode = options.serviceCode;
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export function isDynamicsConnectorError(error: unknown): error is DynamicsConnectorError {
  return error instanceof DynamicsConnectorError;
}

/** Dataverse's error envelope: `{"error": {"code": "0x80060888", "message": "..."}}`. */
function envelope(body: unknown): { code?: string; message?: string } {
  if (body === null || typeof body !== 'object' || !('error' in body)) return {};
  const error = (body as { error: unknown }).error;
  if (error === null || typeof error !== 'object') return {};
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}

/** The connector error a non-2xx Dataverse answer stands for. */
export function errorFromAnswer(
  status: number,
  body: unknown,
  retryAfterMs: number | undefined,
): DynamicsConnectorError {
  const { code: serviceCode, message } = envelope(body);
  const base = {
    status,
    ...(serviceCode === undefined ? {} : { serviceCode }),
    ...(message === undefined ? {} : { message }),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
  if (status === 401) return new DynamicsConnectorError('invalid_credentials', base);
  if (status === 403) return new DynamicsConnectorError('forbidden', base);
  if (status === 404) return new DynamicsConnectorError('not_found', base);
  if (status === 412) return new DynamicsConnectorError('conflict', base);
  if (status === 429) return new DynamicsConnectorError('rate_limited', { ...base, retryable: true });
  if (status >= 500) return new DynamicsConnectorError('unavailable', { ...base, retryable: true });
  return new DynamicsConnectorError('invalid_request', base);
}

/** A failure after which Dataverse may have done what was asked: no answer, or a server error. */
export function mayHaveBeenApplied(error: unknown): boolean {
  return (
    error instanceof DynamicsConnectorError &&
    (error.code === 'timeout' || error.code === 'network_error' || error.code === 'unavailable')
  );
}
