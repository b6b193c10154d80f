import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The caller's address: the first X-Forwarded-For hop when the server trusts its proxy, the
 * socket's peer otherwise. Undefined when neither is known (requests made in-process).
 */
export function clientAddress(c: Context<AppEnv>): string | undefined {
  if (c.get('deps').env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests, app.request) have no socket to ask.
    return undefined;
  }
}

/** Whether the client reached us over TLS, directly or through a trusted proxy. */
export function isSecureRequest(c: Context<AppEnv>): boolean {
  if (c.get('deps').env.TRUST_PROXY && c.req.header('x-forwarded-proto') === 'https') return true;
  // Called on every response: a prefix test, not a URL parse.
  return c.req.url.startsWith('https:');
}

/** This server's origin as the client addressed it (through a trusted proxy's scheme when there is one). */
export function ownOrigin(c: Context<AppEnv>): string {
  return `${isSecureRequest(c) ? 'https' : 'http'}://${c.req.header('host') ?? new URL(c.req.url).host}`;
}
