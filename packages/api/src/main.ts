import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const DEFAULT_PORT = 8787;

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`PORT must be a whole number from 1 to 65535, got "${value}"`);
    process.exit(1);
  }
  return port;
}

const port = portFrom(process.env.PORT);
const server = serve({ fetch: createApp().fetch, port }, (info) => {
  console.log(`ERP agent API listening on http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
