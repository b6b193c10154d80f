import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * NetSuite's REST error envelope (RFC 9457 problem details with Oracle's `o:` extensions), so a
 * client written for NetSuite reads sandbox errors unchanged:
 *
 *   { "type": "https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.1", "title": "Bad Request",
 *     "status": 400, "o:errorDetails": [{ "detail": "...", "o:errorCode": "INVALID_PARAMETER" }] }
 */

export const NETSUITE_ERROR_CONTENT_TYPE = 'application/vnd.oracle.resource+json; type=error';

export interface NetsuiteErrorDetail {
  readonly detail: string;
  readonly 'o:errorCode': string;
  /** The field at fault in a record body, e.g. `companyName`. */
  readonly 'o:errorPath'?: string;
  /** The query parameter at fault, e.g. `q` or `limit`. */
  readonly 'o:errorQueryParam'?: string;
  /** The header at fault, e.g. `Authorization`. */
  readonly 'o:errorHeader'?: string;
}

export interface NetsuiteErrorBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly 'o:errorDetails': readonly NetsuiteErrorDetail[];
}

const PROBLEM_TYPES: Readonly<Record<number, readonly [type: string, title: string]>> = {
  400: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.1', 'Bad Request'],
  401: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.2', 'Unauthorized'],
  403: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.4', 'Forbidden'],
  404: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.5', 'Not Found'],
  405: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.6', 'Method Not Allowed'],
  409: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.10', 'Conflict'],
  413: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.14', 'Content Too Large'],
  415: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.16', 'Unsupported Media Type'],
  429: ['https://www.rfc-editor.org/rfc/rfc6585.html#section-4', 'Too Many Requests'],
  500: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.6.1', 'Internal Server Error'],
  503: ['https://www.rfc-editor.org/rfc/rfc9110.html#section-15.6.4', 'Service Unavailable'],
};

/** An error the sandbox answers on purpose, in NetSuite's words and codes. */
export class NetsuiteError extends Error {
  readonly status: ContentfulStatusCode;
  readonly details: readonly NetsuiteErrorDetail[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ContentfulStatusCode,
    errorCode: string,
    detail: string,
    options: Omit<NetsuiteErrorDetail, 'detail' | 'o:errorCode'> & { headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'NetsuiteError';
    this.status = status;
    const { headers, ...where } = options;
    this.details = [{ detail, 'o:errorCode': errorCode, ...where }];
    this.headers = headers ?? {};
  }

  get errorCode(): string {
    return this.details[0]?.['o:errorCode'] ?? 'UNEXPECTED_ERROR';
  }

  toBody(): NetsuiteErrorBody {
    const [type, title] = PROBLEM_TYPES[this.status] ?? ['about:blank', 'Error'];
    return { type, title, status: this.status, 'o:errorDetails': this.details };
  }
}

export function netsuiteErrorResponse(c: Context, error: NetsuiteError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('Content-Type', NETSUITE_ERROR_CONTENT_TYPE);
  return c.body(JSON.stringify(error.toBody()), error.status);
}
