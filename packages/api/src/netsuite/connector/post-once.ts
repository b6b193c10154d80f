import type { ConnectorContext } from './connector-context.ts';
import { mayHaveBeenApplied, NetsuiteConnectorError } from './connector-error.ts';
import { findRecordId, type RecordBody } from './records.ts';
import { recordIdFromLocation } from './rest-urls.ts';

/**
 * A POST that makes a record (a create or a transform) is not safe to repeat, so it is never
 * retried blindly. The record carries an external id; after an answer that may have been lost (a
 * timeout, a dropped connection, a 5xx) the record is first looked up by that external id,
 * returned if it exists, and only posted again if it does not. A 429 is retried directly:
 * NetSuite refuses it before making anything.
 */

export interface RecordPost {
  readonly url: string;
  /** The type of the record the POST makes, whose `Location` answers it and whose `eid:` finds it. */
  readonly recordType: string;
  readonly body: RecordBody;
  readonly externalId: string;
  readonly signal?: AbortSignal;
}

/** The new record's internal id. */
export async function postRecordOnce(ctx: ConnectorContext, request: RecordPost): Promise<string> {
  const { url, recordType, externalId, signal } = request;
  const lookUp = () => findRecordId(ctx, recordType, externalId, { signal });
  let mayExist = false;

  const post = async (): Promise<string> => {
    if (mayExist) {
      const found = await lookUp();
      if (found !== undefined) return found;
      mayExist = false;
    }
    try {
      const answer = await ctx.sendOnce({ method: 'POST', url, body: { ...request.body, externalId }, signal });
      const id = recordIdFromLocation(answer.headers.get('Location'), recordType);
      if (id === undefined) {
        throw new NetsuiteConnectorError('protocol_error', {
          message: `NetSuite made the ${recordType} without a Location naming it.`,
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
    return await ctx.retrying(post, signal);
  } catch (error) {
    // The last attempt's answer was lost too: one more look before reporting a failure. Should
    // that look fail as well, the failure worth reporting is still the POST's.
    if (mayExist && !signal?.aborted) {
      const found = await lookUp().catch(() => undefined);
      if (found !== undefined) return found;
    }
    throw error;
  }
}

/** The external id a new record carries: the caller's, the body's, or a new one. */
export function externalIdFor(body: RecordBody, given: string | undefined, ctx: ConnectorContext): string {
  if (given !== undefined) return given;
  return typeof body.externalId === 'string' && body.externalId !== '' ? body.externalId : ctx.newExternalId();
}
