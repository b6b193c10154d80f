import { Hono } from 'hono';
import { healthRouter } from './routes/health/health.router.ts';

/** The whole API as one Hono app: each feature's router is mounted here. */
export function createApp() {
  return new Hono().route('/', healthRouter);
}

export type App = ReturnType<typeof createApp>;
