import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../../lib/api-error.ts';
import { CredentialUnreadableError } from '../../netsuite/credentials/credential-cipher.ts';
import { isSapConnectorError, type SapConnectorErrorCode } from '../../sap/connector/index.ts';

/** SAP's refusals are the user's to fix (422); its failures are a bad gateway (502, 504 on a timeout). */
const STATUS_OF: Readonly<Record<SapConnectorErrorCode, ContentfulStatusCode>> = {
  invalid_credentials: 422,
  invalid_request: 422,
  not_found: 404,
  unavailable: 502,
  network_error: 502,
  protocol_error: 502,
  timeout: 504,
  aborted: 502,
};

/** A failed Service Layer call as the API answers it: our code and sentence, SAP's words as the reason. */
export function sapFailure(error: unknown, code: string, message: string): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof CredentialUnreadableError) return new ApiError(409, error.code, error.message);
  if (!isSapConnectorError(error)) return error instanceof Error ? error : new Error(String(error));
  const sapCode = error.sapCode === undefined ? '' : `, SAP ${error.sapCode}`;
  return new ApiError(STATUS_OF[error.code], code, message, { reason: `${error.message} (${error.code}${sapCode})` });
}
