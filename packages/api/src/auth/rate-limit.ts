import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { apiRateLimits } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { withResponseHeaders } from '../lib/response-headers.ts';
import { settingsInForce } from '../routes/settings/settings.service.ts';

/** The limit is per hour (001 section 9: requests/hour), counted from a key's first request. */
const WINDOW_SECONDS = 3600;

/**
 * Whose allowance a request spends: a user calling the API with a bearer token (API clients,
 * `/auth/v1` token clients, MCP), or a site whose widget calls from a partner's page. The
 * console's own browser session is not counted: it is the product's UI, whose monitoring screens
 * alone ask every few seconds, and it is guarded by the sign-in throttle and the same-origin checks.
 */
export function rateLimitKey(c: Context<AppEnv>): string | undefined {
  const embed = c.get('embed');
  if (embed) return `site:${embed.siteKeyId}`;
  const principal = c.get('principal');
  const bearer = c.req.header('authorization')?.toLowerCase().startsWith('bearer ');
  return principal && bearer ? `user:${principal.user.id}` : undefined;
}

export interface Counted {
  /** Requests in the current window, this one included. */
  readonly requests: number;
  /** Seconds until the window ends and the count starts again. */
  readonly resetSeconds: number;
}

/**
 * Counts one request against a key in one statement, so instances sharing the database never
 * lose a count to a race, and starts a new window once the last one is an hour old.
 */
export async function countRequest(db: Database, key: string): Promise<Counted> {
  const expired = sql`${apiRateLimits.windowStartedAt} <= now() - ${WINDOW_SECONDS} * interval '1 second'`;
  const [row] = await db
    .insert(apiRateLimits)
    .values({ key, windowStartedAt: sql`now()`, requests: 1 })
    .onConflictDoUpdate({
      target: apiRateLimits.key,
      set: {
        requests: sql`case when ${expired} then 1 else ${apiRateLimits.requests} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${apiRateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      requests: apiRateLimits.requests,
      resetSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${apiRateLimits.windowStartedAt} + ${WINDOW_SECONDS} * interval '1 second' - now())))::int`,
    });
  if (!row) throw new Error('counting a request returned no row');
  return row;
}

/**
 * Settings › Security › API rate limit: beyond it a key's requests are answered 429 with
 * Retry-After until its hour is over. Every counted answer carries the RateLimit-* headers, so a
 * client can slow down before it is refused.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const key = rateLimitKey(c);
  if (!key) return next();
  const { db } = c.var.deps.database;
  const limit = (await settingsInForce(db)).security.apiRateLimit;
  const { requests, resetSeconds } = await countRequest(db, key);
  const headers = [
    ['RateLimit-Limit', String(limit)],
    ['RateLimit-Remaining', String(Math.max(0, limit - requests))],
    ['RateLimit-Reset', String(resetSeconds)],
  ] as const;
  if (requests > limit) {
    throw new ApiError(
      429,
      'rate_limited',
      `Too many API requests: the limit is ${limit} an hour. Try again in ${Math.ceil(resetSeconds / 60)} minutes.`,
      { headers: { 'Retry-After': String(resetSeconds), ...Object.fromEntries(headers) } },
    );
  }
  return withResponseHeaders(c, headers, next);
});
