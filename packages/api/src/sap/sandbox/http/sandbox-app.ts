import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { applyPlan, planQuery } from '../odata/query-plan.ts';
import { type EntityRecord, type EntitySetSpec, entitySet } from '../schema/entity-sets.ts';
import { type Dialect, dialectFor } from './dialect.ts';
import { keyText, parseKey } from './keys.ts';
import type { SapSandboxDeps } from './sandbox-deps.ts';
import {
  invalidSession,
  loginFailed,
  noMatchingRecords,
  ServiceLayerError,
  serviceNotFound,
} from './service-layer-error.ts';
import { createEntity, deleteEntity, documentAction, updateEntity } from './write.ts';

/** Where the main API mounts the sandbox; Service Layer's own paths (`/b1s/v2/...`) follow. */
export const SAP_SANDBOX_PREFIX = '/sap-sandbox';

/** Service Layer answers a page of 20 entities unless `Prefer: odata.maxpagesize` asks otherwise. */
export const DEFAULT_PAGE_SIZE = 20;

/** The Service Layer build the sandbox claims to be (10.0 FP 2305), as Login reports it. */
const VERSION = '1000190';

const MAX_BODY_BYTES = 1024 * 1024;

interface SandboxEnv {
  Variables: { dialect: Dialect; serviceRoot: string };
}

function answer(c: Context<SandboxEnv>, status: 200 | 201, body: unknown, headers: Record<string, string> = {}) {
  return c.body(JSON.stringify(body), status, { ...c.var.dialect.headers, ...headers });
}

/** What follows the service root: `Orders(12)/Close`, `BusinessPartners/$count`. */
function resourcePath(c: Context<SandboxEnv>): string {
  const marker = `/b1s/${c.var.dialect.version}/`;
  return decodeURIComponent(c.req.path.slice(c.req.path.indexOf(marker) + marker.length));
}

function requireSession(c: Context<SandboxEnv>, deps: SapSandboxDeps): void {
  if (!deps.sessions.use(getCookie(c, 'B1SESSION'))) throw invalidSession();
}

async function jsonBody(c: Context<SandboxEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ServiceLayerError(400, -1000, 'Invalid request body: the body is not JSON');
  }
}

function maxPageSize(prefer: string | undefined): number | undefined {
  const match = /odata\.maxpagesize\s*=\s*(\d+)/i.exec(prefer ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The request's own query text without `$top` and `$skip`, as `nextLink` repeats it. */
function keptOptions(url: string): string[] {
  const search = new URL(url).search.slice(1);
  if (search === '') return [];
  return search.split('&').filter((part) => {
    const name = decodeURIComponent(part.split('=')[0] ?? '');
    return name !== '$top' && name !== '$skip';
  });
}

function readCollection(c: Context<SandboxEnv>, deps: SapSandboxDeps, spec: EntitySetSpec) {
  const plan = planQuery(spec, new URL(c.req.url).searchParams);
  const matching = applyPlan(spec, deps.store.records(spec.name), plan);
  const asked = maxPageSize(c.req.header('Prefer'));
  const pageSize =
    asked === undefined || asked === 0 ? (asked === 0 ? Number.POSITIVE_INFINITY : DEFAULT_PAGE_SIZE) : asked;
  const wanted = plan.top === undefined ? matching.length - plan.skip : Math.min(plan.top, matching.length - plan.skip);
  const take = Math.max(0, Math.min(wanted, pageSize));
  const page = matching.slice(plan.skip, plan.skip + take);
  const { dialect, serviceRoot } = c.var;
  const body: Record<string, unknown> = { [dialect.contextKey]: dialect.context(serviceRoot, spec.name, plan.select) };
  if (plan.inlineCount) body[dialect.countKey] = matching.length;
  body.value = page.map((record) => dialect.record(spec, record, plan.select));
  if (take < wanted) {
    const options = keptOptions(c.req.url);
    if (plan.top !== undefined) options.push(`$top=${plan.top - take}`);
    options.push(`$skip=${plan.skip + take}`);
    body[dialect.nextLinkKey] = `${spec.name}?${options.join('&')}`;
  }
  const applied: Record<string, string> =
    asked === undefined ? {} : { 'Preference-Applied': `odata.maxpagesize=${asked}` };
  return answer(c, 200, body, applied);
}

/** `Set(key)`, `Set(key)/Action`, `Set/$count` or `Set`. */
const RESOURCE = /^([A-Za-z_][A-Za-z0-9_]*)(?:\(([^)]*)\))?(?:\/(.+))?$/;

function resolve(path: string): { spec: EntitySetSpec; key: string | undefined; rest: string | undefined } {
  const match = RESOURCE.exec(path);
  const spec = match ? entitySet(match[1] ?? '') : undefined;
  if (!match || !spec) throw serviceNotFound();
  return { spec, key: match[2], rest: match[3] };
}

function found(deps: SapSandboxDeps, spec: EntitySetSpec, key: string | number): EntityRecord {
  const record = deps.store.records(spec.name).find((candidate) => candidate[spec.key] === key);
  if (!record) throw noMatchingRecords();
  return record;
}

/**
 * An SAP Business One Service Layer for the embedded company, at `basePath` + `/b1s/v1` and
 * `/b1s/v2`: Login and Logout with the `B1SESSION` and `ROUTEID` cookies, sessions that lapse
 * after 30 idle minutes, entity sets with OData's query options and server-driven paging, reads
 * by key, creates, updates, deletes and document actions, and every refusal in Service Layer's
 * error envelope for the version asked.
 */
export function createSapSandboxApp(deps: SapSandboxDeps, basePath = '/') {
  const app = new Hono<SandboxEnv>().basePath(basePath);
  app.onError((error, c) => {
    const dialect = c.var.dialect ?? dialectFor('v2');
    if (!dialect) throw error;
    if (!(error instanceof ServiceLayerError)) deps.logger.error({ err: error }, 'SAP sandbox request failed');
    const refusal =
      error instanceof ServiceLayerError
        ? error
        : new ServiceLayerError(500, -1, 'Internal error in the sandbox Service Layer');
    return c.body(JSON.stringify(dialect.errorBody(refusal)), refusal.status, dialect.headers);
  });
  app.use(
    '/b1s/:version/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ServiceLayerError(400, -1000, 'The request body is too large');
      },
    }),
  );
  app.use('/b1s/:version/*', async (c, next) => {
    const dialect = dialectFor(c.req.param('version') ?? '');
    if (!dialect) throw serviceNotFound();
    c.set('dialect', dialect);
    const url = new URL(c.req.url);
    const root = url.pathname.slice(
      0,
      url.pathname.indexOf(`/b1s/${dialect.version}/`) + `/b1s/${dialect.version}/`.length,
    );
    c.set('serviceRoot', `${url.origin}${root}`);
    await next();
  });

  app.post('/b1s/:version/Login', async (c) => {
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    const { account } = deps;
    if (body?.CompanyDB !== account.companyDb) throw loginFailed(-306);
    if (body.UserName !== account.userName || body.Password !== account.password) throw loginFailed(-304);
    const session = deps.sessions.open(account.userName);
    const { dialect, serviceRoot } = c.var;
    c.header('Set-Cookie', `B1SESSION=${session.id};HttpOnly;`, { append: true });
    c.header('Set-Cookie', 'ROUTEID=.node1; path=/b1s', { append: true });
    return answer(c, 200, {
      [dialect.contextKey]: dialect.entityContext(serviceRoot, 'B1Sessions'),
      SessionId: session.id,
      Version: VERSION,
      SessionTimeout: deps.sessions.timeoutMinutes,
    });
  });

  app.post('/b1s/:version/Logout', (c) => {
    const id = getCookie(c, 'B1SESSION');
    if (!deps.sessions.use(id) || id === undefined) throw invalidSession();
    deps.sessions.close(id);
    return c.body(null, 204);
  });

  app.get('/b1s/:version/*', (c) => {
    requireSession(c, deps);
    const path = resourcePath(c);
    const { spec, key, rest } = resolve(path);
    if (key === undefined && rest === '$count') {
      const plan = planQuery(spec, new URL(c.req.url).searchParams);
      return c.body(String(applyPlan(spec, deps.store.records(spec.name), plan).length), 200, {
        'Content-Type': 'text/plain;charset=utf-8',
      });
    }
    if (rest !== undefined) throw serviceNotFound();
    if (key === undefined) return readCollection(c, deps, spec);
    const record = found(deps, spec, parseKey(spec, key));
    const plan = planQuery(spec, new URL(c.req.url).searchParams);
    const { dialect, serviceRoot } = c.var;
    return answer(c, 200, {
      [dialect.contextKey]: dialect.entityContext(serviceRoot, spec.name),
      ...dialect.record(spec, record, plan.select),
    });
  });

  app.post('/b1s/:version/*', async (c) => {
    requireSession(c, deps);
    const path = resourcePath(c);
    const { spec, key, rest } = resolve(path);
    if (key !== undefined && rest !== undefined) {
      documentAction(deps.store, spec, parseKey(spec, key), rest);
      await deps.store.save();
      return c.body(null, 204);
    }
    if (key !== undefined || rest !== undefined) throw serviceNotFound();
    const record = createEntity(deps.store, spec, await jsonBody(c));
    await deps.store.save();
    const { dialect, serviceRoot } = c.var;
    const location = `${serviceRoot}${spec.name}(${keyText(record[spec.key] as string | number)})`;
    return answer(
      c,
      201,
      { [dialect.contextKey]: dialect.entityContext(serviceRoot, spec.name), ...dialect.record(spec, record) },
      { Location: location },
    );
  });

  app.patch('/b1s/:version/*', async (c) => {
    requireSession(c, deps);
    const path = resourcePath(c);
    const { spec, key, rest } = resolve(path);
    if (key === undefined || rest !== undefined) throw serviceNotFound();
    updateEntity(deps.store, spec, parseKey(spec, key), await jsonBody(c));
    await deps.store.save();
    return c.body(null, 204);
  });

  app.delete('/b1s/:version/*', async (c) => {
    requireSession(c, deps);
    const path = resourcePath(c);
    const { spec, key, rest } = resolve(path);
    if (key === undefined || rest !== undefined) throw serviceNotFound();
    deleteEntity(deps.store, spec, parseKey(spec, key));
    await deps.store.save();
    return c.body(null, 204);
  });

  app.notFound((c) => {
    const dialect = dialectFor('v2');
    if (!dialect) return c.body(null, 404);
    return c.body(JSON.stringify(dialect.errorBody(serviceNotFound())), 400, dialect.headers);
  });
  return app;
}

export type SapSandboxApp = ReturnType<typeof createSapSandboxApp>;
