import type { Context } from 'hono';
import { ApiError } from './api-error.ts';

/** The request body as JSON, or a 400 `invalid_json` envelope when it is not. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}
