import pino, { type Logger } from 'pino';
import type { Env } from '../env.ts';

/**
 * Lines are written in batches of at least this many bytes: a busy server logs a line a request,
 * and a system call per line cost a fifth of its throughput on a small signed-in GET.
 */
const BATCH_BYTES = 4096;
/** A quiet server's lines still appear within this long. */
const FLUSH_EVERY_MS = 1000;

/**
 * Structured JSON lines on standard output; request lines carry the request id. Written
 * asynchronously and in batches; `main` flushes on shutdown, and pino writes what is still
 * buffered whatever way the process ends, an uncaught error included.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return pino(
    {
      level: env.LOG_LEVEL ?? 'info',
      base: { service: 'erp-agent-api' },
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], remove: true },
    },
    destination,
  );
}
