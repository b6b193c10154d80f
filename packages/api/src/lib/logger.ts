import pino, { type Logger } from 'pino';
import type { Env } from '../env.ts';

/**
 * Structured JSON lines on standard output; request lines carry the request id. Written
 * asynchronously, so a busy server batches its writes instead of making a system call per line;
 * `main` flushes on shutdown.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: 'erp-agent-api' },
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], remove: true },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
