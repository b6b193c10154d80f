import type { ConnectorContext } from './connector-context.ts';
import type { CreatedRecord, CreateRecordOptions } from './create-record.ts';
import { externalIdFor, postRecordOnce } from './post-once.ts';
import type { RecordBody } from './records.ts';
import { type RecordKey, transformUrl } from './rest-urls.ts';

export interface TransformRecordOptions extends CreateRecordOptions {
  /**
   * Sublists whose lines are only those the body gives (NetSuite's `replace` parameter), e.g.
   * `['item']` to receive just the lines named; otherwise every line left is taken.
   */
  readonly replace?: readonly string[];
}

/**
 * NetSuite's record transform, `POST /{fromType}/{key}/!transform/{toType}`: a receipt or bill
 * from a purchase order, a fulfilment or invoice from a sales order, a payment from a bill or
 * invoice. The body holds the new record's fields and line overrides (`item.items[].orderLine`,
 * `quantity`); it carries an external id, so a lost answer is recovered by looking the new record
 * up, never by transforming twice.
 */
export async function transformRecord(
  ctx: ConnectorContext,
  fromType: string,
  key: RecordKey,
  toType: string,
  body: RecordBody = {},
  options: TransformRecordOptions = {},
): Promise<CreatedRecord> {
  const externalId = externalIdFor(body, options.externalId, ctx);
  const replace = options.replace?.length ? options.replace.join(',') : undefined;
  const id = await postRecordOnce(ctx, {
    url: transformUrl(ctx.endpoints.restBaseUrl, fromType, key, toType, { replace }),
    recordType: toType,
    body,
    externalId,
    signal: options.signal,
  });
  return { id, externalId };
}
