import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../../lib/api-error.ts';
import { isNetsuiteConnectorError, type NetsuiteConnectorErrorCode } from '../../netsuite/connector/index.ts';
import { CredentialUnreadableError } from '../../netsuite/credentials/credential-cipher.ts';

/**
 * NetSuite's refusals are the user's to fix (422), its failures are a bad gateway (502, 504 for a
 * timeout). Never 401 or 403: to the console those mean its own session ended.
 */
const STATUS_OF: Readonly<Record<NetsuiteConnectorErrorCode, ContentfulStatusCode>> = {
  invalid_credentials: 422,
  forbidden: 422,
  not_found: 404,
  invalid_request: 422,
  bridge_not_installed: 422,
  rate_limited: 503,
  unavailable: 502,
  network_error: 502,
  protocol_error: 502,
  timeout: 504,
  aborted: 502,
  circuit_open: 503,
};

/**
 * A failed NetSuite call as the API answers it: the seed's sentence as the message (`Failed to
 * create saved search`), our stable code, and what NetSuite said as the reason.
 */
export function netsuiteFailure(error: unknown, code: string, message: string): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof CredentialUnreadableError) return new ApiError(409, error.code, error.message);
  if (!isNetsuiteConnectorError(error)) return error instanceof Error ? error : new Error(String(error));
  return new ApiError(STATUS_OF[error.code], code, message, { reason: `${error.message} (${error.code})` });
}
