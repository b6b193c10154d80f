import { ApiError } from '../api/api-error.ts';

/**
 * NetSuite failing as a sentence for the user: the API answers 502 when NetSuite failed or could
 * not be reached, 504 when it did not answer in time and 503 when it limits the rate, with a fixed
 * message (`Failed to read the scripts`) and NetSuite's own answer as `reason`. `undefined` for
 * any other failure, whose message already says it.
 */
export function accountFailureText(error: ApiError): string | undefined {
  const said = error.reason === undefined ? '' : ` NetSuite said: ${error.reason}.`;
  const what = error.message.replace(/\.$/, '');
  switch (error.status) {
    case 504:
      return `${what}: NetSuite did not answer in time.${said} Try again in a minute.`;
    case 502:
      return `${what}: NetSuite could not be reached or failed to answer.${said} Try again in a minute; if it keeps failing, check the connection on the credentials screen.`;
    case 503:
      return `${what}: NetSuite is limiting requests to this account.${said} Try again in a minute.`;
    default:
      return undefined;
  }
}

/** The same failure with {@link accountFailureText} as its message, so lists and action reports say it whole. */
export function explainAccountFailure(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const text = accountFailureText(error);
  if (text === undefined) return error;
  return new ApiError(error.code, text, {
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.reason === undefined ? {} : { reason: error.reason }),
    details: error.details,
    cause: error,
  });
}
