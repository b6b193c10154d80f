import { ApiError } from '../api/api-error.ts';

/** The connector's code the API puts after its reason (`... (timeout)`): the status says it already. */
const TRAILING_CODE = / \([a-z_]+\)$/;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** What each status means happened, and what to do beyond trying again. */
const OUTAGES: Readonly<Record<number, { readonly happened: string; readonly afterwards: string }>> = {
  504: { happened: 'NetSuite did not answer in time.', afterwards: '' },
  502: {
    happened: 'NetSuite could not be reached or failed to answer.',
    afterwards: ' If it keeps failing, check the connection on the credentials screen.',
  },
  503: { happened: 'NetSuite is limiting requests to this account.', afterwards: '' },
};

/**
 * NetSuite failing as a sentence for the user: the API answers 502 when NetSuite failed or could
 * not be reached, 504 when it did not answer in time and 503 when it limits the rate, with a fixed
 * message (`Failed to read the scripts`) and a `reason`. A reason that is the API's own account of
 * the outage (`NetSuite did not answer in time on both tries; try again in a few minutes.`) is said
 * as it is, once, rather than after a sentence saying the same; any other reason is quoted as what
 * NetSuite said. `undefined` for any other failure, whose message already says it.
 */
export function accountFailureText(error: ApiError): string | undefined {
  const outage = error.status === undefined ? undefined : OUTAGES[error.status];
  if (outage === undefined) return undefined;
  const what = error.message.replace(/\.$/, '');
  const reason = error.reason?.replace(TRAILING_CODE, '').trim() ?? '';
  if (reason.startsWith('NetSuite ')) {
    const told = sentence(reason);
    const again = /try again/i.test(told) ? '' : ' Try again in a minute.';
    return `${what}: ${told}${again}${outage.afterwards}`;
  }
  const said = reason === '' ? '' : ` NetSuite said: ${sentence(reason)}`;
  return `${what}: ${outage.happened}${said} Try again in a minute.${outage.afterwards}`;
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
