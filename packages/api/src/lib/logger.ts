import pino, { type Logger } from 'pino';
import type { Env } from '../env.ts';

/** Structured JSON lines on standard output; the request middleware adds the request id to each. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: 'erp-agent-api' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], remove: true },
  });
}
