import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bodyNotAnObject, invalidJson, unsupportedMediaType } from './record-errors.ts';

/** A record body is a few kilobytes; a megabyte leaves room and still keeps a runaway upload out. */
export const MAX_RECORD_BODY_BYTES = 1024 * 1024;

/** Over the limit, Hono raises a 413 the sandbox app answers in NetSuite's envelope. */
export const recordBodyLimit = bodyLimit({ maxSize: MAX_RECORD_BODY_BYTES });

/** `application/json`, or a JSON subtype such as NetSuite's `application/vnd.oracle.resource+json`. */
function isJsonMediaType(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'));
}

/**
 * The request body as a JSON object, or NetSuite's refusal: 415 for a body declared as another
 * type, 400 for bad JSON. A body without a declared type is read as JSON, as NetSuite reads it:
 * clients such as `netsuite-rest` send none. Where the body is `optional` (a transform's), an
 * empty one is an empty object.
 */
export async function readJsonObject(
  c: Context,
  options: { readonly optional?: boolean } = {},
): Promise<Readonly<Record<string, unknown>>> {
  const text = await c.req.text();
  if (options.optional && text.trim() === '') return {};
  const contentType = c.req.header('Content-Type');
  if (contentType !== undefined && !isJsonMediaType(contentType)) throw unsupportedMediaType(contentType);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // The parser's own message would only echo the body back; the refusal says what matters.
    throw invalidJson();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bodyNotAnObject();
  return body as Readonly<Record<string, unknown>>;
}
