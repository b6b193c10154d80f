import type { Context } from 'hono';
import type { SandboxEnv } from '../../http/sandbox-env.ts';
import { collectionLinks, filterSql, parseCollectionQuery, parsePageRequest } from '../collection/index.ts';
import { readJsonObject } from '../json-body.ts';
import { jsonResponse } from '../json-response.ts';
import { externalIdMismatch, recordNotFound, upsertNeedsExternalId } from '../record-errors.ts';
import { findRecordId, listRecords, type RecordContext } from '../record-store.ts';
import { findRecordType } from '../record-types/index.ts';
import { noContent, requestDay, requestRecordKey } from '../request-helpers.ts';
import { recordUrl, selfLink, serviceBase } from '../service-url.ts';
import { parseCreateBody } from './body/create-body.ts';
import { parsePatchBody } from './body/patch-body.ts';
import { parseTransformBody } from './body/transform-body.ts';
import { createTransaction } from './operations/create-transaction.ts';
import { deleteTransaction } from './operations/delete-transaction.ts';
import { patchTransaction } from './operations/patch-transaction.ts';
import { TRANSFORM_PAIRS, transformTransaction } from './operations/transform-transaction.ts';
import type { WriteContext } from './operations/write-context.ts';
import { invalidTransform, madeByTransform, noSuchSublist } from './transaction-errors.ts';
import { findTransactionType, type SublistName, type TransactionTypeSpec } from './transaction-types.ts';
import {
  readTransactionSublists,
  readTransactionView,
  sublistCollection,
  sublistLineView,
} from './view/transaction-view.ts';

/**
 * The record service's routes for transaction types: the same list, get, create, update, upsert
 * and delete as for other records, the sublist resources (`/{type}/{id}/item`), and transforms.
 */

const SINGULAR = 'application/vnd.oracle.resource+json; type=singular';
const COLLECTION = 'application/vnd.oracle.resource+json; type=collection';

type TransactionRequest = Context<SandboxEnv>;

function writeContext(c: TransactionRequest): WriteContext {
  const { engine, statementTimeoutMs } = c.get('sandbox');
  return { engine, timeoutMs: statementTimeoutMs, today: requestDay(c) };
}

function recordContext(c: TransactionRequest, spec: TransactionTypeSpec): RecordContext {
  const { engine, statementTimeoutMs } = c.get('sandbox');
  return { engine, spec: spec.header, timeoutMs: statementTimeoutMs };
}

async function existingId(c: TransactionRequest, spec: TransactionTypeSpec): Promise<number> {
  const id = await findRecordId(recordContext(c, spec), requestRecordKey(c));
  if (id === undefined) throw recordNotFound();
  return id;
}

function expanded(c: TransactionRequest): boolean {
  return c.req.query('expandSubResources')?.toLowerCase() === 'true';
}

function created(c: TransactionRequest, spec: TransactionTypeSpec, id: number): Response {
  return noContent(recordUrl(serviceBase(c.req.url), spec.name, id));
}

export async function listTransactions(c: TransactionRequest, spec: TransactionTypeSpec): Promise<Response> {
  const context = recordContext(c, spec);
  const page = parsePageRequest((name) => c.req.query(name));
  const q = c.req.query('q')?.trim();
  const expression = q ? parseCollectionQuery(q) : undefined;
  const { ids, total } = await listRecords(
    context,
    (params) => (expression ? filterSql(spec.header, expression, params) : 'true'),
    page,
  );
  const base = serviceBase(c.req.url);
  return jsonResponse(
    {
      links: collectionLinks(c.req.url, page, total),
      count: ids.length,
      hasMore: page.offset + ids.length < total,
      items: ids.map((id) => ({ links: selfLink(recordUrl(base, spec.name, id)), id: String(id) })),
      offset: page.offset,
      totalResults: total,
    },
    COLLECTION,
  );
}

export async function readTransaction(c: TransactionRequest, spec: TransactionTypeSpec): Promise<Response> {
  const { engine, statementTimeoutMs } = c.get('sandbox');
  const view = await readTransactionView(engine, spec, await existingId(c, spec), {
    base: serviceBase(c.req.url),
    expand: expanded(c),
    timeoutMs: statementTimeoutMs,
  });
  if (!view) throw recordNotFound();
  return jsonResponse(view, SINGULAR);
}

function sourcesOf(spec: TransactionTypeSpec): string[] {
  return TRANSFORM_PAIRS.filter(([, to]) => to === spec.name).map(([from]) => from);
}

async function create(c: TransactionRequest, spec: TransactionTypeSpec, body: Readonly<Record<string, unknown>>) {
  if (!spec.creatable) throw madeByTransform(spec.title, spec.name, sourcesOf(spec));
  return createTransaction(writeContext(c), spec, parseCreateBody(spec, body));
}

export async function createTransactionRoute(c: TransactionRequest, spec: TransactionTypeSpec): Promise<Response> {
  return created(c, spec, await create(c, spec, await readJsonObject(c)));
}

export async function updateTransaction(c: TransactionRequest, spec: TransactionTypeSpec): Promise<Response> {
  const id = await existingId(c, spec);
  await patchTransaction(writeContext(c), spec, id, parsePatchBody(spec, await readJsonObject(c)));
  return noContent();
}

/** PUT by external id: the header fields a PATCH may set on the transaction that has it, or a create. */
export async function upsertTransaction(c: TransactionRequest, spec: TransactionTypeSpec): Promise<Response> {
  const key = requestRecordKey(c);
  if (key.kind !== 'external') throw upsertNeedsExternalId();
  const body = await readJsonObject(c);
  const given = Object.entries(body).find(([name]) => name.toLowerCase() === 'externalid')?.[1];
  if (given !== undefined && given !== key.externalId) throw externalIdMismatch();
  const existing = await findRecordId(recordContext(c, spec), key);
  if (existing !== undefined) {
    await patchTransaction(writeContext(c), spec, existing, parsePatchBody(spec, body));
    return created(c, spec, existing);
  }
  return created(c, spec, await create(c, spec, { ...body, externalId: key.externalId }));
}

export async function deleteTransactionRoute(c: TransactionRequest, spec: TransactionTypeSpec): Promise<Response> {
  await deleteTransaction(writeContext(c), spec, await existingId(c, spec));
  return noContent();
}

/** The type a transform's URL names: a transaction type, or NetSuite's refusals of anything else. */
function transformType(name: string, other: string, from: boolean): TransactionTypeSpec {
  const spec = findTransactionType(name);
  if (spec) return spec;
  if (findRecordType(name)) throw from ? invalidTransform(name, other) : invalidTransform(other, name);
  throw recordNotFound();
}

export async function transformRoute(c: TransactionRequest): Promise<Response> {
  const fromName = c.req.param('type') ?? '';
  const toName = c.req.param('toType') ?? '';
  const from = transformType(fromName, toName, true);
  const to = transformType(toName, fromName, false);
  const body = await readJsonObject(c, { optional: true });
  const replace = (c.req.query('replace') ?? '').split(',').some((sublist) => sublist.trim().toLowerCase() === 'item');
  const id = await transformTransaction(
    writeContext(c),
    from,
    requestRecordKey(c),
    to,
    parseTransformBody(to, body),
    replace,
  );
  return created(c, to, id);
}

function requestSublist(c: TransactionRequest, spec: TransactionTypeSpec): SublistName {
  const name = (c.req.param('sublist') ?? '').toLowerCase();
  const sublist = spec.sublists.find((known) => known === name);
  if (!sublist) throw noSuchSublist(name, spec.name);
  return sublist;
}

async function sublistLines(c: TransactionRequest, spec: TransactionTypeSpec) {
  const sublist = requestSublist(c, spec);
  const id = await existingId(c, spec);
  const { engine, statementTimeoutMs } = c.get('sandbox');
  const base = serviceBase(c.req.url);
  const lists = await readTransactionSublists(engine, spec, id, { base, expand: true, timeoutMs: statementTimeoutMs });
  if (!lists) throw recordNotFound();
  return { sublist, id, base, lines: lists[sublist] };
}

export async function readSublist(c: TransactionRequest, spec: TransactionTypeSpec): Promise<Response> {
  const { sublist, id, base, lines } = await sublistLines(c, spec);
  return jsonResponse(sublistCollection(base, spec, id, sublist, lines, expanded(c)), COLLECTION);
}

export async function readSublistLine(c: TransactionRequest, spec: TransactionTypeSpec): Promise<Response> {
  const { sublist, id, base, lines } = await sublistLines(c, spec);
  const wanted = Number(c.req.param('line'));
  const line = lines.find((candidate) => candidate.line === wanted);
  if (!line) throw recordNotFound();
  return jsonResponse(sublistLineView(base, spec, id, sublist, line), SINGULAR);
}
