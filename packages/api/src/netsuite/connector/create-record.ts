import type { ConnectorContext } from './connector-context.ts';
import { externalIdFor, postRecordOnce } from './post-once.ts';
import type { RecordBody } from './records.ts';
import { recordUrl } from './rest-urls.ts';

export interface CreateRecordOptions {
  /**
   * The external id the new record carries; the body's `externalId`, else a generated one. It is
   * what lets a retry find a record whose creation answer was lost.
   */
  readonly externalId?: string;
  readonly signal?: AbortSignal;
}

export interface CreatedRecord {
  readonly id: string;
  readonly externalId: string;
}

/** POST a new record, never twice: see `postRecordOnce`. */
export async function createRecord(
  ctx: ConnectorContext,
  type: string,
  body: RecordBody,
  options: CreateRecordOptions = {},
): Promise<CreatedRecord> {
  const externalId = externalIdFor(body, options.externalId, ctx);
  const id = await postRecordOnce(ctx, {
    url: recordUrl(ctx.endpoints.restBaseUrl, type),
    recordType: type,
    body,
    externalId,
    signal: options.signal,
  });
  return { id, externalId };
}
