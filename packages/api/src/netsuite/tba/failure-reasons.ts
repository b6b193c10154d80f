/**
 * Why a TBA check failed, finest first for our logs. NetSuite tells a client none of this: every
 * failure is a 401 with `INVALID_LOGIN_ATTEMPT`, so a caller probing the sandbox learns no more
 * than it would from NetSuite.
 */
const INVALID_LOGIN = { status: 401, errorCode: 'INVALID_LOGIN_ATTEMPT' } as const;

export const TBA_FAILURE_RESPONSE = {
  /** No `Authorization` header. */
  missing_header: INVALID_LOGIN,
  /** An `Authorization` header of another scheme (Basic, Bearer, NLAuth ...). */
  not_oauth: INVALID_LOGIN,
  /** Unparsable: unquoted or badly percent-encoded values, a parameter given twice. */
  malformed_header: INVALID_LOGIN,
  /** A required parameter absent or empty; the detail names it. */
  missing_parameter: INVALID_LOGIN,
  /** `oauth_version` present and not `1.0`. */
  unsupported_version: INVALID_LOGIN,
  /** Anything but HMAC-SHA256, which is all NetSuite accepts since 2023.1. */
  unsupported_signature_method: INVALID_LOGIN,
  /** The realm is not the account's, or not in NetSuite's normalised form. */
  wrong_realm: INVALID_LOGIN,
  /** `oauth_timestamp` is not a whole number of seconds. */
  invalid_timestamp: INVALID_LOGIN,
  /** Older than the window allows. */
  stale_timestamp: INVALID_LOGIN,
  /** Further ahead than the window allows. */
  future_timestamp: INVALID_LOGIN,
  /** No secrets for this consumer key and token. */
  unknown_token: INVALID_LOGIN,
  /** The signature does not match the request. */
  invalid_signature: INVALID_LOGIN,
  /** A valid request seen before. */
  replayed_nonce: INVALID_LOGIN,
} as const satisfies Record<string, typeof INVALID_LOGIN>;

export type TbaFailureReason = keyof typeof TBA_FAILURE_RESPONSE;
