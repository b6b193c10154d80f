import { type Context, Hono } from 'hono';
import { exclusiveWrite } from '../engine/exclusive-writes.ts';
import type { SandboxEnv } from '../http/sandbox-env.ts';
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
  type RecordContext,
  readRecord,
  updateRecord,
  upsertRecord,
} from './record-store.ts';
import { requireRecordType } from './record-types/index.ts';
import { recordView } from './record-view.ts';
import { noContent, requestDay, requestRecordKey } from './request-helpers.ts';
import { recordUrl, selfLink, serviceBase } from './service-url.ts';
import { noSuchSublist } from './transactions/transaction-errors.ts';
import {
  createTransactionRoute,
  deleteTransactionRoute,
  listTransactions,
  readSublist,
  readSublistLine,
  readTransaction,
  transformRoute,
  updateTransaction,
  upsertTransaction,
} from './transactions/transaction-router.ts';
import { findTransactionType, type TransactionTypeSpec } from './transactions/transaction-types.ts';

/**
 * NetSuite's REST record service, `/services/rest/record/v1`, over the sandbox's tables: list
 * with paging and `q`, get, create (204 and `Location`), update (PATCH: fields left out stay),
 * upsert by external id (PUT `eid:`), delete, and the metadata catalog. Transaction types have
 * their own handlers (transactions/), and with them sublists and `!transform`.
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

async function existingId(c: RecordRequest, context: RecordContext): Promise<number> {
  const id = await findRecordId(context, requestRecordKey(c));
  if (id === undefined) throw recordNotFound();
  return id;
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
  const id = await createRecord(context, values, requestDay(c));
  return noContent(recordUrl(serviceBase(c.req.url), context.spec.name, id));
}

async function update(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  const id = await existingId(c, context);
  const values = parseRecordBody(context.spec, await readJsonObject(c), 'update');
  if (!(await updateRecord(context, id, values, requestDay(c)))) throw recordNotFound();
  return noContent();
}

async function upsert(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  const key = requestRecordKey(c);
  if (key.kind !== 'external') throw upsertNeedsExternalId();
  const body = await readJsonObject(c);
  if (body.externalId !== undefined && body.externalId !== key.externalId) throw externalIdMismatch();
  const values = parseRecordBody(context.spec, body, 'update');
  const { id } = await upsertRecord(
    context,
    key.externalId,
    values,
    () => parseRecordBody(context.spec, { ...body, externalId: key.externalId }, 'create'),
    requestDay(c),
  );
  return noContent(recordUrl(serviceBase(c.req.url), context.spec.name, id));
}

async function remove(c: RecordRequest): Promise<Response> {
  const context = recordContext(c);
  // In the write turn, so no transaction can come to name the record while it goes.
  const outcome = await exclusiveWrite(context.engine, async () => deleteRecord(context, await existingId(c, context)));
  if (outcome === 'missing') throw recordNotFound();
  if (outcome === 'has-dependents') throw hasDependentRecords();
  return noContent();
}

type TransactionHandler = (c: RecordRequest, spec: TransactionTypeSpec) => Promise<Response>;

/** Transaction types have their own handlers; every other type is a record of one table. */
function byKind(entity: (c: RecordRequest) => Promise<Response>, transaction: TransactionHandler) {
  return (c: RecordRequest) => {
    const spec = findTransactionType(c.req.param('type') ?? '');
    return spec ? transaction(c, spec) : entity(c);
  };
}

/** Sublists are a transaction's; the other record types served have none. */
function sublistOnly(handler: TransactionHandler) {
  return (c: RecordRequest) => {
    const type = c.req.param('type') ?? '';
    const spec = findTransactionType(type);
    if (spec) return handler(c, spec);
    requireRecordType(type);
    throw noSuchSublist(c.req.param('sublist') ?? '', type);
  };
}

/** The record service, to mount at `/services/rest/record/v1` behind the sandbox's TBA guard. */
export function recordRouter() {
  const router = new Hono<SandboxEnv>();
  router.route('/', metadataCatalogRouter());
  router.get('/:type', byKind(list, listTransactions));
  router.get('/:type/', byKind(list, listTransactions));
  router.post('/:type', recordBodyLimit, byKind(create, createTransactionRoute));
  router.get('/:type/:key', byKind(read, readTransaction));
  router.patch('/:type/:key', recordBodyLimit, byKind(update, updateTransaction));
  router.put('/:type/:key', recordBodyLimit, byKind(upsert, upsertTransaction));
  router.delete('/:type/:key', byKind(remove, deleteTransactionRoute));
  router.post('/:type/:key/!transform/:toType', recordBodyLimit, transformRoute);
  router.get('/:type/:key/:sublist', sublistOnly(readSublist));
  router.get('/:type/:key/:sublist/:line', sublistOnly(readSublistLine));
  return router;
}
