import { type Context, Hono } from 'hono';
import type { SandboxEnv } from '../http/sandbox-env.ts';
import { isoDay } from './calendar-date.ts';
import { collectionLinks, filterSql, parseCollectionQuery, parsePageRequest } from './collection/index.ts';
import { readJsonObject, recordBodyLimit } from './json-body.ts';
import { jsonResponse } from './json-response.ts';
import { metadataCatalogRouter } from './metadata/index.ts';
import { parseRecordBody } from './record-body.ts';
import { externalIdMismatch, hasDependentRecords, recordNotFound, upsertNeedsExternalId } from './record-errors.ts';
import {
  createRecord,
  deleteRecord,
  findRecordId,
  listRecords,
  parseRecordKey,
  type RecordContext,
  readRecord,
  updateRecord,
  upsertRecord,
} from './record-store.ts';
import { requireRecordType } from './record-types/index.ts';
import { recordView } from './record-view.ts';
import { recordUrl, selfLink, serviceBase } from './service-url.ts';

/**
 * NetSuite's REST record service, `/services/rest/record/v1`, over the sandbox's tables: list
 * with paging and `q`, get, create (204 and `Location`), update (PATCH: fields left out stay),
 * upsert by external id (PUT `eid:`), delete, and the metadata catalog.
 */

const SINGULAR = 'application/vnd.oracle.resource+json; type=singular';
const COLLECTION = 'application/vnd.oracle.resource+json; type=collection';

type RecordRequest = Context<SandboxEnv>;

function recordContext(c: RecordRequest): RecordContext {
  const deps = c.get('sandbox');
  return {
    engine: deps.engine,
    spec: requireRecordType(c.req.param('type') ?? ''),
    timeoutMs: deps.statementTimeoutMs,
  };
}

function today(c: RecordRequest): string {
  const { now } = c.get('sandbox');
  return isoDay(now ? now() : new Date());
}

function recordKey(c: RecordRequest) {
  const key = parseRecordKey(c.req.param('key') ?? '');
  if (!key) throw recordNotFound();
  return key;
}

async function existingId(c: RecordRequest, context: RecordContext): Promise<number> {
  const id = await findRecordId(context, recordKey(c));
  if (id === undefined) throw recordNotFound();
  return id;
}

function noContent(location?: string): Response {
  return new Response(null, { status: 204, headers: location ? { Location: location } : {} });
}

async function list(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  const page = parsePageRequest((name) => c.req.query(name));
  const q = c.req.query('q')?.trim();
  const expression = q ? parseCollectionQuery(q) : undefined;
  const { ids, total } = await listRecords(
    context,
    (params) => (expression ? filterSql(context.spec, expression, params) : 'true'),
    page,
  );
  const base = serviceBase(c.req.url);
  return jsonResponse(
    {
      links: collectionLinks(c.req.url, page, total),
      count: ids.length,
      hasMore: page.offset + ids.length < total,
      items: ids.map((id) => ({ links: selfLink(recordUrl(base, context.spec.name, id)), id: String(id) })),
      offset: page.offset,
      totalResults: total,
    },
    COLLECTION,
  );
}

async function read(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  const row = await readRecord(context, await existingId(c, context));
  if (!row) throw recordNotFound();
  return jsonResponse(recordView(context.spec, row, serviceBase(c.req.url)), SINGULAR);
}

async function create(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  const values = parseRecordBody(context.spec, await readJsonObject(c), 'create');
  const id = await createRecord(context, values, today(c));
  return noContent(recordUrl(serviceBase(c.req.url), context.spec.name, id));
}

async function update(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  const id = await existingId(c, context);
  const values = parseRecordBody(context.spec, await readJsonObject(c), 'update');
  if (!(await updateRecord(context, id, values, today(c)))) throw recordNotFound();
  return noContent();
}

async function upsert(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  const key = recordKey(c);
  if (key.kind !== 'external') throw upsertNeedsExternalId();
  const body = await readJsonObject(c);
  if (body.externalId !== undefined && body.externalId !== key.externalId) throw externalIdMismatch();
  const values = parseRecordBody(context.spec, body, 'update');
  const { id } = await upsertRecord(
    context,
    key.externalId,
    values,
    () => parseRecordBody(context.spec, { ...body, externalId: key.externalId }, 'create'),
    today(c),
  );
  return noContent(recordUrl(serviceBase(c.req.url), context.spec.name, id));
}

async function remove(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  const outcome = await deleteRecord(context, await existingId(c, context));
  if (outcome === 'missing') throw recordNotFound();
  if (outcome === 'has-dependents') throw hasDependentRecords();
  return noContent();
}

/** The record service, to mount at `/services/rest/record/v1` behind the sandbox's TBA guard. */
export function recordRouter() {
  const router = new Hono<SandboxEnv>();
  router.route('/', metadataCatalogRouter());
  router.get('/:type', list);
  router.get('/:type/', list);
  router.post('/:type', recordBodyLimit, create);
  router.get('/:type/:key', read);
  router.patch('/:type/:key', recordBodyLimit, update);
  router.put('/:type/:key', recordBodyLimit, upsert);
  router.delete('/:type/:key', remove);
  return router;
}
