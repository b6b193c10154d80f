import * as z from 'zod/mini';
import { type CollectedRows, collectPages, type PageLimits } from './collect-pages.ts';
import type { ConnectorContext } from './connector-context.ts';
import { mayHaveBeenApplied, NetsuiteConnectorError } from './connector-error.ts';
import { parseAnswer } from './parse-answer.ts';
import { metadataUrl, type RecordKey, recordIdFromLocation, recordUrl } from './rest-urls.ts';

/** A record as NetSuite's REST web services give it, without its `links`. */
export type NetsuiteRecord = Readonly<Record<string, unknown>>;
/** The fields to write: NetSuite's field ids, references as `{ id }`. */
export type RecordBody = Readonly<Record<string, unknown>>;

export interface CallOptions {
  readonly signal?: AbortSignal;
}

export interface GetRecordOptions extends CallOptions {
  /** Only these fields; all by default. */
  readonly fields?: readonly string[];
  /** Sublists and subrecords inline instead of as links. */
  readonly expandSubResources?: boolean;
}

export interface ListRecordsOptions extends CallOptions, PageLimits {
  /** NetSuite's record-list filter, e.g. `email START_WITH "ap@"`. */
  readonly q?: string;
}

const recordSchema = z.looseObject({ id: z.optional(z.string()), links: z.optional(z.array(z.unknown())) });
const identifiedRecordSchema = z.looseObject({ id: z.string() });

const listPageSchema = z.object({
  count: z.number(),
  hasMore: z.boolean(),
  offset: z.number(),
  totalResults: z.number(),
  items: z.array(z.object({ id: z.string() })),
});

/** A JSON Schema document: NetSuite's description of a record type's fields. */
const recordSchemaDocument = z.looseObject({ properties: z.optional(z.record(z.string(), z.unknown())) });
export type RecordTypeSchema = z.infer<typeof recordSchemaDocument>;

export async function getRecord(
  ctx: ConnectorContext,
  type: string,
  key: RecordKey,
  options: GetRecordOptions = {},
): Promise<NetsuiteRecord> {
  const answer = await ctx.sendIdempotent({
    method: 'GET',
    url: recordUrl(ctx.endpoints.restBaseUrl, type, key, {
      fields: options.fields?.join(','),
      expandSubResources: options.expandSubResources ? 'true' : undefined,
    }),
    signal: options.signal,
  });
  const { links: _links, ...record } = parseAnswer(recordSchema, answer.body, `a ${type} record`);
  return record;
}

/** The ids of a record type's records, page after page up to the row cap. */
export async function listRecords(
  ctx: ConnectorContext,
  type: string,
  options: ListRecordsOptions = {},
): Promise<CollectedRows<{ readonly id: string }>> {
  return collectPages(async (page) => {
    const answer = await ctx.sendIdempotent({
      method: 'GET',
      url: recordUrl(ctx.endpoints.restBaseUrl, type, undefined, {
        limit: String(page.limit),
        offset: String(page.offset),
        q: options.q,
      }),
      signal: options.signal,
    });
    return parseAnswer(listPageSchema, answer.body, `a page of ${type} records`);
  }, options);
}

/** PATCH: the fields given change, the others stay as they are. */
export async function updateRecord(
  ctx: ConnectorContext,
  type: string,
  key: RecordKey,
  body: RecordBody,
  options: CallOptions = {},
): Promise<void> {
  await ctx.sendIdempotent({
    method: 'PATCH',
    url: recordUrl(ctx.endpoints.restBaseUrl, type, key),
    body,
    signal: options.signal,
  });
}

/** The internal id behind an external id, or undefined when no record has it. */
export async function findRecordId(
  ctx: ConnectorContext,
  type: string,
  externalId: string,
  options: CallOptions = {},
): Promise<string | undefined> {
  try {
    const answer = await ctx.sendOnce({
      method: 'GET',
      url: recordUrl(ctx.endpoints.restBaseUrl, type, { externalId }),
      signal: options.signal,
    });
    return parseAnswer(identifiedRecordSchema, answer.body, `a ${type} record`).id;
  } catch (error) {
    if (error instanceof NetsuiteConnectorError && error.code === 'not_found') return undefined;
    throw error;
  }
}

/**
 * PUT by external id: creates the record or replaces the one with that external id. Repeating it
 * gives the same result, so it is retried like a read.
 */
export async function upsertRecord(
  ctx: ConnectorContext,
  type: string,
  externalId: string,
  body: RecordBody,
  options: CallOptions = {},
): Promise<{ readonly id: string }> {
  const answer = await ctx.sendIdempotent({
    method: 'PUT',
    url: recordUrl(ctx.endpoints.restBaseUrl, type, { externalId }),
    body,
    signal: options.signal,
  });
  const id =
    recordIdFromLocation(answer.headers.get('Location'), type) ??
    // Not every NetSuite version answers an upsert with a Location; the external id still finds it.
    (await ctx.retrying(() => findRecordId(ctx, type, externalId, options), options.signal));
  if (id === undefined) {
    throw new NetsuiteConnectorError('protocol_error', {
      message: `NetSuite accepted the ${type} upsert but has no record with external id ${externalId}.`,
    });
  }
  return { id };
}

/**
 * DELETE, retried like a read. A retry that finds the record gone after a lost answer counts as
 * done: the lost attempt deleted it.
 */
export async function deleteRecord(
  ctx: ConnectorContext,
  type: string,
  key: RecordKey,
  options: CallOptions = {},
): Promise<void> {
  let lostAnswer = false;
  await ctx.retrying(async () => {
    try {
      await ctx.sendOnce({
        method: 'DELETE',
        url: recordUrl(ctx.endpoints.restBaseUrl, type, key),
        signal: options.signal,
      });
    } catch (error) {
      if (lostAnswer && error instanceof NetsuiteConnectorError && error.code === 'not_found') return;
      lostAnswer ||= mayHaveBeenApplied(error);
      throw error;
    }
  }, options.signal);
}

/** The record type's fields as a JSON Schema, from NetSuite's metadata catalog. */
export async function recordMetadata(
  ctx: ConnectorContext,
  type: string,
  options: CallOptions = {},
): Promise<RecordTypeSchema> {
  const answer = await ctx.sendIdempotent({
    method: 'GET',
    url: metadataUrl(ctx.endpoints.restBaseUrl, type),
    headers: { Accept: 'application/schema+json' },
    signal: options.signal,
  });
  return parseAnswer(recordSchemaDocument, answer.body, `the metadata of ${type}`);
}
