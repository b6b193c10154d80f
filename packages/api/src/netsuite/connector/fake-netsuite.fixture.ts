import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MemoryNonceStore, verifyTbaRequest } from '../tba/index.ts';
import type { NetsuiteConnectorConfig, NetsuiteConnectorOptions } from './connector-context.ts';
import { netsuiteAccountEndpoints } from './endpoints.ts';
import type { FetchFunction } from './signed-transport.ts';

/**
 * Test double only: a NetSuite account answering at its real hosts through an injected fetch.
 * It checks every request's TBA signature with `verifyTbaRequest`, nonces included, so a
 * connector that signs the wrong URL or repeats a nonce on a retry fails here as on NetSuite.
 */
export const FAKE_CREDENTIALS = {
  accountId: '7654321_SB2',
  consumerKey: 'fake-consumer-key',
  consumerSecret: 'fake-consumer-secret',
  tokenId: 'fake-token-id',
  tokenSecret: 'fake-token-secret-never-logged',
} as const;

export const FAKE_CONFIG: NetsuiteConnectorConfig = {
  ...FAKE_CREDENTIALS,
  endpoints: netsuiteAccountEndpoints(FAKE_CREDENTIALS.accountId),
};

/** Marks a scripted answer the fake fetch turns into a dropped connection. */
const DROP_CONNECTION_HEADER = 'x-fake-drop-connection';

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Headers;
  readonly body: unknown;
}

/**
 * Answers one request instead of the fake's own routes. `proceed` runs those routes (the work is
 * done) and gives their answer, which the step may replace, as a gateway losing it would.
 */
export type ScriptedStep = (c: Context, proceed: () => Promise<Response>) => Response | Promise<Response>;

type StoredRecord = Record<string, unknown> & { id: string };

export interface FakeNetsuite {
  readonly app: Hono;
  readonly fetch: FetchFunction;
  /** Every request that passed the signature check, in order. */
  readonly received: ReceivedRequest[];
  /** Why each refused request failed the TBA check. */
  readonly refused: string[];
  /** Records by type, then internal id. */
  readonly records: Map<string, Map<string, StoredRecord>>;
  /** What every SuiteQL query answers. */
  suiteqlRows: Record<string, string>[];
  /** What the bridge RESTlet answers a valid request with. */
  bridgeAnswer: (body: unknown) => { status: ContentfulStatusCode; body: unknown };
  /** The next requests, one step each, are answered by these steps. */
  script(...steps: ScriptedStep[]): void;
}

export function envelope(
  status: ContentfulStatusCode,
  errorCode: string,
  detail: string,
  where: Record<string, string> = {},
): Response {
  return new Response(
    JSON.stringify({
      type: 'https://www.rfc-editor.org/rfc/rfc9110.html',
      title: 'Error',
      status,
      'o:errorDetails': [{ detail, 'o:errorCode': errorCode, ...where }],
    }),
    { status, headers: { 'Content-Type': 'application/vnd.oracle.resource+json; type=error' } },
  );
}

/** A step answering with an error envelope. */
export const answerError =
  (status: ContentfulStatusCode, errorCode = 'UNEXPECTED_ERROR', detail = 'Scripted failure.', headers = {}) =>
  (): Response => {
    const response = envelope(status, errorCode, detail);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, String(value));
    return response;
  };

/** A step that does the work, then loses the answer behind a 502 from a gateway. */
export const workThenBadGateway: ScriptedStep = async (_c, proceed) => {
  await proceed();
  return new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
};

/** A step that does the work, then drops the connection before the answer arrives. */
export const workThenDropConnection: ScriptedStep = async (_c, proceed) => {
  await proceed();
  return new Response(null, { status: 200, headers: { [DROP_CONNECTION_HEADER]: '1' } });
};

/** A step that drops the connection without doing anything. */
export const dropConnection: ScriptedStep = () =>
  new Response(null, { status: 200, headers: { [DROP_CONNECTION_HEADER]: '1' } });

/** A step that never answers: the client's timeout has to end it. */
export const hang: ScriptedStep = (c) =>
  new Promise<Response>((resolve) => {
    c.req.raw.signal.addEventListener('abort', () => resolve(new Response(null, { status: 499 })), { once: true });
  });

/** Retry timing without waiting: the waits asked for are recorded, jitter is fixed at half. */
export function fakeClock(): Required<Pick<NetsuiteConnectorOptions, 'sleep' | 'random'>> & { sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  };
}

function referencedId(value: string): { externalId: string } | { id: string } {
  return value.startsWith('eid:') ? { externalId: value.slice(4) } : { id: value };
}

export function createFakeNetsuite(): FakeNetsuite {
  const nonces = new MemoryNonceStore();
  const steps: ScriptedStep[] = [];
  const records = new Map<string, Map<string, StoredRecord>>();
  const inFlight = new Set<Request>();
  let lastId = 100;
  const newId = () => {
    lastId += 1;
    return String(lastId);
  };
  const app = new Hono();

  const fake: FakeNetsuite = {
    app,
    received: [],
    refused: [],
    records,
    suiteqlRows: [],
    bridgeAnswer: () => ({ status: 200, body: { items: [] } }),
    script: (...more) => {
      steps.push(...more);
    },
    fetch: (url, init) => {
      const request = new Request(url, init);
      const { signal } = request;
      // Held until answered, as a real fetch's socket holds a request: abort signals refer to
      // one another weakly, and a hanging request nothing refers to would be collected unaborted.
      inFlight.add(request);
      return new Promise<Response>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        Promise.resolve(app.fetch(request))
          .then((response) =>
            response.headers.has(DROP_CONNECTION_HEADER) ? reject(new TypeError('fetch failed')) : resolve(response),
          )
          .catch(reject)
          .finally(() => {
            signal.removeEventListener('abort', onAbort);
            inFlight.delete(request);
          });
      });
    },
  };

  const table = (type: string) => {
    const existing = records.get(type.toLowerCase());
    if (existing) return existing;
    const created = new Map<string, StoredRecord>();
    records.set(type.toLowerCase(), created);
    return created;
  };
  const find = (type: string, key: string) => {
    const ref = referencedId(key);
    return 'id' in ref
      ? table(type).get(ref.id)
      : [...table(type).values()].find((record) => record.externalId === ref.externalId);
  };
  const recordLocation = (c: Context, type: string, id: string) =>
    `${new URL(c.req.url).origin}/services/rest/record/v1/${type.toLowerCase()}/${id}`;
  const notFound = (type: string, key: string) =>
    envelope(
      404,
      'NONEXISTENT_ID',
      `The record instance does not exist. Provide a valid record instance ID (${type} ${key}).`,
    );
  const readJson = async (c: Context): Promise<Record<string, unknown>> => {
    const text = await c.req.text();
    return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  };

  app.use(async (c, next) => {
    const verification = await verifyTbaRequest(
      { method: c.req.method, url: c.req.url, authorization: c.req.header('Authorization') },
      {
        accountId: FAKE_CREDENTIALS.accountId,
        secrets: async (consumerKey, tokenId) =>
          consumerKey === FAKE_CREDENTIALS.consumerKey && tokenId === FAKE_CREDENTIALS.tokenId
            ? { consumerSecret: FAKE_CREDENTIALS.consumerSecret, tokenSecret: FAKE_CREDENTIALS.tokenSecret }
            : undefined,
        nonces,
      },
    );
    if (!verification.ok) {
      fake.refused.push(verification.reason);
      return envelope(401, 'INVALID_LOGIN_ATTEMPT', 'Invalid login attempt.', { 'o:errorHeader': 'Authorization' });
    }
    const text = await c.req.raw.clone().text();
    fake.received.push({
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      query: c.req.query(),
      headers: c.req.raw.headers,
      body: text === '' ? undefined : JSON.parse(text),
    });
    const step = steps.shift();
    if (!step) return next();
    const answer = await step(c, async () => {
      await next();
      return c.res;
    });
    // Once the routes have answered, Hono keeps their answer over a returned one and merges
    // headers into an assigned one; clearing it first makes the step's answer the one sent.
    c.res = undefined;
    c.res = answer;
  });

  app.post('/services/rest/query/v1/suiteql', async (c) => {
    if (c.req.header('Prefer') !== 'transient') {
      return envelope(400, 'INVALID_HEADER', 'The Prefer: transient header is required.', {
        'o:errorHeader': 'Prefer',
      });
    }
    const limit = Number(c.req.query('limit') ?? 1000);
    const offset = Number(c.req.query('offset') ?? 0);
    if (offset % limit !== 0) {
      return envelope(400, 'INVALID_PARAMETER', 'The offset must be a multiple of the limit.', {
        'o:errorQueryParam': 'offset',
      });
    }
    const rows = fake.suiteqlRows;
    const items = rows.slice(offset, offset + limit).map((row) => ({ links: [], ...row }));
    return c.json({
      links: [],
      count: items.length,
      hasMore: offset + items.length < rows.length,
      offset,
      totalResults: rows.length,
      items,
    });
  });

  app.post('/app/site/hosting/restlet.nl', async (c) => {
    if (c.req.query('script') !== 'customscript_erp_agent_bridge') {
      return c.json(
        {
          error: {
            code: 'SSS_INVALID_SCRIPTLET_ID',
            message: 'That Suitelet is invalid, disabled, or no longer exists.',
          },
        },
        400,
      );
    }
    const answer = fake.bridgeAnswer(await readJson(c));
    return c.json(answer.body, answer.status);
  });

  app.get('/services/rest/record/v1/metadata-catalog/:type', (c) => {
    if (c.req.header('Accept') !== 'application/schema+json') {
      return envelope(400, 'INVALID_HEADER', 'Accept must be application/schema+json here.');
    }
    return c.body(
      JSON.stringify({ type: 'object', properties: { id: { type: 'string' }, companyName: { type: 'string' } } }),
      200,
      { 'Content-Type': 'application/schema+json' },
    );
  });

  app.get('/services/rest/record/v1/:type', (c) => {
    const limit = Number(c.req.query('limit') ?? 1000);
    const offset = Number(c.req.query('offset') ?? 0);
    const all = [...table(c.req.param('type')).values()];
    const items = all.slice(offset, offset + limit).map((record) => ({ links: [], id: record.id }));
    return c.json({
      links: [],
      count: items.length,
      hasMore: offset + items.length < all.length,
      offset,
      totalResults: all.length,
      items,
    });
  });

  app.get('/services/rest/record/v1/:type/:key', (c) => {
    const { type, key } = c.req.param();
    const record = find(type, key);
    return record ? c.json({ links: [{ rel: 'self', href: c.req.url }], ...record }) : notFound(type, key);
  });

  app.post('/services/rest/record/v1/:type', async (c) => {
    const type = c.req.param('type');
    const body = await readJson(c);
    if (typeof body.externalId === 'string' && find(type, `eid:${body.externalId}`)) {
      return envelope(400, 'DUP_RCRD', 'This record already exists.', { 'o:errorPath': 'externalId' });
    }
    const id = newId();
    table(type).set(id, { ...body, id });
    return c.body(null, 204, { Location: recordLocation(c, type, id) });
  });

  // A transform makes a record of the target type from the source, as NetSuite's does.
  app.post('/services/rest/record/v1/:type/:key/!transform/:toType', async (c) => {
    const { type, key, toType } = c.req.param();
    const source = find(type, key);
    if (!source) return notFound(type, key);
    const body = await readJson(c);
    if (typeof body.externalId === 'string' && find(toType, `eid:${body.externalId}`)) {
      return envelope(400, 'DUP_RCRD', 'This record already exists.', { 'o:errorPath': 'externalId' });
    }
    const id = newId();
    table(toType).set(id, { ...body, createdFrom: { id: source.id }, id });
    return c.body(null, 204, { Location: recordLocation(c, toType, id) });
  });

  app.patch('/services/rest/record/v1/:type/:key', async (c) => {
    const { type, key } = c.req.param();
    const record = find(type, key);
    if (!record) return notFound(type, key);
    table(type).set(record.id, { ...record, ...(await readJson(c)), id: record.id });
    return c.body(null, 204);
  });

  app.put('/services/rest/record/v1/:type/:key', async (c) => {
    const { type, key } = c.req.param();
    const ref = referencedId(key);
    if (!('externalId' in ref)) return envelope(400, 'INVALID_PARAMETER', 'Upsert needs an external id.');
    const existing = find(type, key);
    const id = existing?.id ?? newId();
    table(type).set(id, { ...(await readJson(c)), externalId: ref.externalId, id });
    return c.body(null, 204, { Location: recordLocation(c, type, id) });
  });

  app.delete('/services/rest/record/v1/:type/:key', (c) => {
    const { type, key } = c.req.param();
    const record = find(type, key);
    if (!record) return notFound(type, key);
    table(type).delete(record.id);
    return c.body(null, 204);
  });

  return fake;
}
