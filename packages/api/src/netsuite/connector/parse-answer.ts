import * as z from 'zod/mini';
import { NetsuiteConnectorError } from './connector-error.ts';

/**
 * An answer's body read with `schema`; anything else is a `protocol_error` naming what was
 * expected, so a changed or foreign server is reported as such and not as missing data.
 */
export function parseAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
  what: string,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new NetsuiteConnectorError('protocol_error', {
    message: `NetSuite's answer is not ${what}: ${z.prettifyError(parsed.error)}`,
  });
}
