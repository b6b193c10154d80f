import { SapConnectorError } from './connector-error.ts';
import { answerError } from './read-error.ts';
import type { SlAnswer, SlRequest } from './transport.ts';

export interface ServiceLayerCredentials {
  /** The service root, ending in `/b1s/v2/` (or `/b1s/v1/`). */
  readonly serviceRoot: string;
  readonly companyDb: string;
  readonly userName: string;
  readonly password: string;
}

/** Asked this long before Service Layer's own timeout, a session is renewed rather than risked. */
const RENEW_MARGIN_MS = 60_000;

/** `B1SESSION=...; ROUTEID=...` from a Login answer's Set-Cookie headers. */
function sessionCookie(answer: SlAnswer, sessionId: unknown): string {
  const cookies = new Map<string, string>();
  for (const header of answer.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    const equals = pair.indexOf('=');
    if (equals > 0) cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
  }
  // A proxy may drop Set-Cookie; the body's SessionId is the same value.
  if (!cookies.has('B1SESSION') && typeof sessionId === 'string') cookies.set('B1SESSION', sessionId);
  if (!cookies.has('B1SESSION')) {
    throw new SapConnectorError('protocol_error', { message: 'Service Layer answered Login without a session.' });
  }
  return ['B1SESSION', 'ROUTEID']
    .filter((name) => cookies.has(name))
    .map((name) => `${name}=${cookies.get(name)}`)
    .join('; ');
}

/**
 * One Service Layer session: logged in when first needed (and once at a time, however many calls
 * wait), kept with its `B1SESSION` and `ROUTEID` cookies, renewed before Service Layer's idle
 * timeout would end it, and forgotten when Service Layer says it has ended.
 */
export class ServiceLayerSession {
  readonly #credentials: ServiceLayerCredentials;
  readonly #send: (request: SlRequest) => Promise<SlAnswer>;
  readonly #now: () => number;
  #cookie: string | undefined;
  #timeoutMs = 30 * 60_000;
  #lastUsed = 0;
  #loggingIn: Promise<string> | undefined;

  constructor(
    credentials: ServiceLayerCredentials,
    send: (request: SlRequest) => Promise<SlAnswer>,
    now: () => number,
  ) {
    this.#credentials = credentials;
    this.#send = send;
    this.#now = now;
  }

  /** The cookie to send: the open session's, or a new one's. */
  async cookie(signal?: AbortSignal): Promise<string> {
    if (this.#cookie !== undefined && this.#now() - this.#lastUsed < this.#timeoutMs - RENEW_MARGIN_MS) {
      return this.#cookie;
    }
    this.#cookie = undefined;
    this.#loggingIn ??= this.login(signal).finally(() => {
      this.#loggingIn = undefined;
    });
    return this.#loggingIn;
  }

  /** Logs in now, whatever the state: the cookie of the new session. */
  async login(signal?: AbortSignal): Promise<string> {
    const { serviceRoot, companyDb, userName, password } = this.#credentials;
    const answer = await this.#send({
      method: 'POST',
      url: `${serviceRoot}Login`,
      body: { CompanyDB: companyDb, UserName: userName, Password: password },
      signal,
    });
    if (answer.status === 401) {
      const refused = answerError(401, answer.text);
      throw new SapConnectorError('invalid_credentials', {
        status: 401,
        message: `Service Layer refused the login: ${refused.message}`,
        ...(refused.sapCode === undefined ? {} : { sapCode: refused.sapCode }),
      });
    }
    if (answer.status !== 200) throw answerError(answer.status, answer.text);
    let body: { SessionId?: unknown; SessionTimeout?: unknown };
    try {
      body = JSON.parse(answer.text) as typeof body;
    } catch (error) {
      throw new SapConnectorError('protocol_error', {
        message: 'Service Layer answered Login with no JSON.',
        cause: error,
      });
    }
    const cookie = sessionCookie(answer, body.SessionId);
    if (typeof body.SessionTimeout === 'number' && body.SessionTimeout > 0)
      this.#timeoutMs = body.SessionTimeout * 60_000;
    this.#cookie = cookie;
    this.#lastUsed = this.#now();
    return cookie;
  }

  /** A call with the session succeeded: Service Layer pushed its timeout on. */
  touch(): void {
    this.#lastUsed = this.#now();
  }

  /** Service Layer said the session `cookie` has ended; a newer one is kept. */
  ended(cookie: string): void {
    if (this.#cookie === cookie) this.#cookie = undefined;
  }

  get open(): boolean {
    return this.#cookie !== undefined;
  }

  /** Ends the session on the server, so it stops holding a licence. */
  async logout(): Promise<void> {
    const cookie = this.#cookie;
    if (cookie === undefined) return;
    this.#cookie = undefined;
    const answer = await this.#send({
      method: 'POST',
      url: `${this.#credentials.serviceRoot}Logout`,
      headers: { Cookie: cookie },
    });
    if (answer.status !== 204 && answer.status !== 200 && answer.status !== 401)
      throw answerError(answer.status, answer.text);
  }
}
