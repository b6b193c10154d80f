import { ApiError } from '../../api/api-error.ts';

/** The login screen's text for a wrong pair (000 section 8), whatever the server words it as. */
export const INVALID_CREDENTIALS_TEXT = 'Invalid username or password';

/** What the red box says: the fixed text for a wrong pair, the server's own message otherwise (throttling included). */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'invalid_credentials') return INVALID_CREDENTIALS_TEXT;
  return error instanceof Error ? error.message : String(error);
}
