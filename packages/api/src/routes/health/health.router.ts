import { Hono } from 'hono';
import { VERSION } from '../../version.ts';

/** `GET /healthz`: answers 200 while the process can serve requests. */
export const healthRouter = new Hono().get('/healthz', (c) =>
  c.json({ status: 'ok', version: VERSION, uptimeSeconds: Math.round(process.uptime()) }),
);
