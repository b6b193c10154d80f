import type { Context } from 'hono';

/** RFC 6749's token endpoint errors, the ones the sandbox answers. */
export type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

/** An OAuth 2.0 error answer: `{ "error": ... }` and nothing NetSuite would not say. */
export class TokenEndpointError extends Error {
  readonly error: TokenErrorCode;
  /** Why, for the sandbox's log; the client only gets `error`. */
  readonly reason: string;

  constructor(error: TokenErrorCode, reason: string) {
    super(`${error}: ${reason}`);
    this.name = 'TokenEndpointError';
    this.error = error;
    this.reason = reason;
  }
}

export function tokenErrorResponse(c: Context, error: TokenEndpointError): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: error.error }, error.error === 'invalid_client' ? 401 : 400);
}

/** A form-encoded request body, the only kind the token and revoke endpoints take. */
export async function formBody(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new TokenEndpointError('invalid_request', `content type ${type ?? '(none)'}`);
  }
  return new URLSearchParams(await c.req.text());
}

/** One value of a form parameter, refusing a parameter sent twice as RFC 6749 (3.1, 3.2) says. */
export function single(form: URLSearchParams, name: string): string | undefined {
  const values = form.getAll(name);
  if (values.length > 1) throw new TokenEndpointError('invalid_request', `${name} sent more than once`);
  return values[0] === '' ? undefined : values[0];
}
