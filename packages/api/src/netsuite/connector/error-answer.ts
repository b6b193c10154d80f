import * as z from 'zod/mini';
import { bridgeErrorBodySchema } from '../bridge/index.ts';
import {
  NetsuiteConnectorError,
  type NetsuiteConnectorErrorCode,
  type NetsuiteErrorDetail,
} from './connector-error.ts';

/**
 * NetSuite's REST error envelope (RFC 9457 problem details with Oracle's `o:` extensions):
 * `{ type, title, status, "o:errorDetails": [{ detail, "o:errorCode", "o:errorPath"? }] }`.
 */
const netsuiteEnvelopeSchema = z.looseObject({
  title: z.optional(z.string()),
  status: z.optional(z.number()),
  'o:errorDetails': z.array(
    z.looseObject({
      detail: z.string(),
      'o:errorCode': z.optional(z.string()),
      'o:errorPath': z.optional(z.string()),
      'o:errorQueryParam': z.optional(z.string()),
    }),
  ),
});

/** The details of an error answer, from NetSuite's envelope or a RESTlet's `{ error }` body. */
export function errorDetailsOf(body: unknown): NetsuiteErrorDetail[] {
  const envelope = netsuiteEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    return envelope.data['o:errorDetails'].map((entry) => ({
      detail: entry.detail,
      ...(entry['o:errorCode'] === undefined ? {} : { errorCode: entry['o:errorCode'] }),
      ...(entry['o:errorPath'] === undefined ? {} : { errorPath: entry['o:errorPath'] }),
      ...(entry['o:errorQueryParam'] === undefined ? {} : { errorQueryParam: entry['o:errorQueryParam'] }),
    }));
  }
  const restlet = bridgeErrorBodySchema.safeParse(body);
  if (restlet.success) return [{ detail: restlet.data.error.message, errorCode: restlet.data.error.code }];
  return [];
}

function codeOfStatus(status: number): NetsuiteConnectorErrorCode {
  if (status === 401) return 'invalid_credentials';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'invalid_request';
}

/**
 * 429 and 5xx may pass if tried again, except 501: NetSuite does not implement what was asked and
 * will not next time either.
 */
function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status !== 501);
}

/** The error a non-2xx answer stands for; its message is NetSuite's first detail, if any. */
export function errorFromAnswer(status: number, body: unknown, retryAfterMs?: number): NetsuiteConnectorError {
  const details = errorDetailsOf(body);
  const first = details[0]?.detail.trim();
  return new NetsuiteConnectorError(codeOfStatus(status), {
    ...(first ? { message: first } : {}),
    status,
    details,
    retryable: isRetryableStatus(status),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}
