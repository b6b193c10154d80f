import type { Context } from 'hono';
import type { SandboxEnv } from '../http/sandbox-env.ts';
import { isoDay } from './calendar-date.ts';
import { recordNotFound } from './record-errors.ts';
import { parseRecordKey, type RecordKey } from './record-store.ts';

/** What every record route reads from its request and how it answers a write. */

/** The day the sandbox stamps on what a request creates or changes: the server's, or a test's pinned clock. */
export function requestDay(c: Context<SandboxEnv>): string {
  const { now } = c.get('sandbox');
  return isoDay(now ? now() : new Date());
}

/** The record the URL's `key` names; one no record can have is NetSuite's missing record. */
export function requestRecordKey(c: Context<SandboxEnv>): RecordKey {
  const key = parseRecordKey(c.req.param('key') ?? '');
  if (!key) throw recordNotFound();
  return key;
}

/** NetSuite's answer to a write: 204, with the record's URL for a create. */
export function noContent(location?: string): Response {
  return new Response(null, { status: 204, headers: location ? { Location: location } : {} });
}
