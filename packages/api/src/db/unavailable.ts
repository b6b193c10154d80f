/**
 * Whether an error means the database cannot be reached right now (a PostgreSQL server stopped,
 * restarting or out of reach, or the embedded engine already closed), as opposed to a query that
 * is wrong. Such a request may succeed if retried in a few seconds, so it is answered 503.
 */

/** SQLSTATE classes and codes of a lost or refused connection (PostgreSQL's appendix A). */
const CONNECTION_CLASS = '08';
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or recovering
  '53300', // too_many_connections
]);

/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/** node-postgres raises these as plain errors, with no code. */
const LOST_CONNECTION = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^PGlite is closed/,
];

const MAX_CAUSES = 8;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error as the cause of its own; a bounded walk down the chain.
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith(CONNECTION_CLASS) && code.length === 5) return true;
      if (UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) return true;
    }
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    if (LOST_CONNECTION.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    current = current.cause;
  }
  return false;
}
