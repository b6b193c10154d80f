import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Dataverse's error envelope, `{"error": {"code": "0x80060888", "message": "..."}}`, with the
 * hexadecimal codes Dataverse answers the same faults with, so a client written for Dataverse
 * reads the sandbox's refusals unchanged.
 */
export const DATAVERSE_CODES = {
  /** A query option Dataverse cannot read: an unknown property, a malformed $filter, $skip. */
  queryError: '0x80060888',
  /** No row with this id. */
  notFound: '0x80040217',
  /** If-Match named another version of the row. */
  versionMismatch: '0x80060882',
  /** A body naming a property the table does not have, or of the wrong type. */
  payloadError: '0x80048d19',
  /** A column the platform sets, written by a client. */
  readOnly: '0x80044331',
  /** A column the platform requires, missing from a create. */
  requiredMissing: '0x80040200',
  /** Service protection: too many requests. */
  throttled: '0x80072322',
  /** No valid bearer token. The real service answers with its `WWW-Authenticate` challenge. */
  unauthorized: 'Unauthorized',
  unexpected: '0x80040216',
} as const;

export class DataverseError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: ContentfulStatusCode, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'DataverseError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export function dataverseErrorResponse(c: Context, error: DataverseError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('OData-Version', '4.0');
  return c.json({ error: { code: error.code, message: error.message } }, error.status);
}

/** The refusal of an unknown property, in Dataverse's words. */
export function unknownProperty(name: string, table: string): DataverseError {
  return new DataverseError(
    400,
    DATAVERSE_CODES.queryError,
    `Could not find a property named '${name}' on type 'Microsoft.Dynamics.CRM.${table}'.`,
  );
}
