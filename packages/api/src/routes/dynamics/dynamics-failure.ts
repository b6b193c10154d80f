import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type DynamicsConnectorErrorCode, isDynamicsConnectorError } from '../../dynamics/connector/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { CredentialUnreadableError } from '../../netsuite/credentials/credential-cipher.ts';

/**
 * Dataverse's and Entra ID's refusals are the user's to fix (422; 409 for a row changed since it
 * was read), their failures a bad gateway (502, 504 for a timeout). Never 401 or 403: to the
 * console those mean its own session ended.
 */
const STATUS_OF: Readonly<Record<DynamicsConnectorErrorCode, ContentfulStatusCode>> = {
  invalid_credentials: 422,
  forbidden: 422,
  not_found: 404,
  invalid_request: 422,
  conflict: 409,
  rate_limited: 503,
  unavailable: 502,
  network_error: 502,
  protocol_error: 502,
  timeout: 504,
  aborted: 502,
};

/** A failed Dataverse call as the API answers it: our code and sentence, and what the service said as the reason. */
export function dynamicsFailure(error: unknown, code: string, message: string): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof CredentialUnreadableError) return new ApiError(409, error.code, error.message);
  if (!isDynamicsConnectorError(error)) return error instanceof Error ? error : new Error(String(error));
  const service = error.serviceCode ? `, ${error.serviceCode}` : '';
  return new ApiError(STATUS_OF[error.code], code, message, { reason: `${error.message} (${error.code}${service})` });
}
