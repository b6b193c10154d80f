import { SapConnectorError, type SapConnectorErrorCode } from './connector-error.ts';

/**
 * Service Layer's error envelope in either version: `/b1s/v1` answers
 * `{"error":{"code":-2028,"message":{"lang":"en-us","value":"..."}}}`, `/b1s/v2`
 * `{"error":{"code":"-2028","message":"...","details":[...]}}`. Anything else (a proxy's HTML
 * page, an empty 500) is read as no SAP detail.
 */
export function readEnvelope(text: string): { code: string; message: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || !('error' in parsed)) return undefined;
  const error = (parsed as { error: unknown }).error;
  if (error === null || typeof error !== 'object') return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text_ =
    typeof message === 'string'
      ? message
      : message !== null && typeof message === 'object' && typeof (message as { value?: unknown }).value === 'string'
        ? (message as { value: string }).value
        : undefined;
  if (text_ === undefined || (typeof code !== 'string' && typeof code !== 'number')) return undefined;
  return { code: String(code), message: text_ };
}

function codeFor(status: number): SapConnectorErrorCode {
  if (status === 401) return 'invalid_credentials';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'unavailable';
  return 'invalid_request';
}

/** A refused or failed answer as an error, SAP's words kept; 5xx may succeed when tried again. */
export function answerError(status: number, text: string): SapConnectorError {
  const envelope = readEnvelope(text);
  return new SapConnectorError(codeFor(status), {
    status,
    retryable: status >= 500,
    ...(envelope ? { message: envelope.message, sapCode: envelope.code } : {}),
  });
}
