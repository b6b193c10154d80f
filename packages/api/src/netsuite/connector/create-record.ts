import type { ConnectorContext } from './connector-context.ts';
import { mayHaveBeenApplied, NetsuiteConnectorError } from './connector-error.ts';
import { findRecordId, type RecordBody } from './records.ts';
import { recordIdFromLocation, recordUrl } from './rest-urls.ts';

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

function externalIdFor(body: RecordBody, options: CreateRecordOptions, ctx: ConnectorContext): string {
  if (options.externalId !== undefined) return options.externalId;
  return typeof body.externalId === 'string' && body.externalId !== '' ? body.externalId : ctx.newExternalId();
}

/**
 * POST a new record. A create is not safe to repeat, so it is never retried blindly: after an
 * answer that may have been lost (a timeout, a dropped connection, a 5xx), the record is first
 * looked up by its external id, returned if it exists, and only posted again if it does not.
 * A 429 is retried directly: NetSuite refuses it before creating anything.
 */
export async function createRecord(
  ctx: ConnectorContext,
  type: string,
  body: RecordBody,
  options: CreateRecordOptions = {},
): Promise<CreatedRecord> {
  const externalId = externalIdFor(body, options, ctx);
  const url = recordUrl(ctx.endpoints.restBaseUrl, type);
  const lookUp = () => findRecordId(ctx, type, externalId, options);
  let mayExist = false;

  const post = async (): Promise<string> => {
    if (mayExist) {
      const found = await lookUp();
      if (found !== undefined) return found;
      mayExist = false;
    }
    try {
      const answer = await ctx.sendOnce({ method: 'POST', url, body: { ...body, externalId }, signal: options.signal });
      const id = recordIdFromLocation(answer.headers.get('Location'), type);
      if (id === undefined) {
        throw new NetsuiteConnectorError('protocol_error', {
          message: `NetSuite created the ${type} without a Location naming it.`,
          status: answer.status,
        });
      }
      return id;
    } catch (error) {
      mayExist ||= mayHaveBeenApplied(error);
      throw error;
    }
  };

  try {
    return { id: await ctx.retrying(post, options.signal), externalId };
  } catch (error) {
    // The last attempt's answer was lost too: one more look before reporting a failure. Should
    // that look fail as well, the failure worth reporting is still the create's.
    if (mayExist && !options.signal?.aborted) {
      const found = await lookUp().catch(() => undefined);
      if (found !== undefined) return { id: found, externalId };
    }
    throw error;
  }
}
