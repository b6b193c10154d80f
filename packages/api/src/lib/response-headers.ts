import type { Context, Next } from 'hono';
import type { AppEnv } from './app-env.ts';

/** Header name and value pairs, decided before the handler runs. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Runs the rest of the chain and sends `headers` with whatever it answers. A header the answer
 * sets itself keeps the answer's value.
 *
 * On the Node server the headers go straight onto Node's response, which writes them together
 * with the answer's own. Setting them through Hono instead builds a Fetch `Headers` for every
 * response, validated and sorted, that the Node adapter then copies back into Node's form: on a
 * small signed-in GET that cost more than the handler. Requests made in-process (`app.request`,
 * in tests) have no Node response, and get the headers on Hono's.
 */
export function withResponseHeaders(c: Context<AppEnv>, headers: HeaderList, next: Next): Promise<void> {
  const outgoing = c.env?.outgoing;
  if (!outgoing) return addToAnswer(c, headers, next);
  for (const [name, value] of headers) outgoing.setHeader(name, value);
  return next();
}

async function addToAnswer(c: Context<AppEnv>, headers: HeaderList, next: Next): Promise<void> {
  await next();
  const answer = c.res.headers;
  for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
}
