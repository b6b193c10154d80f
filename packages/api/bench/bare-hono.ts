/** The yardstick: Hono on the same Node HTTP server, answering a constant. Started by bench.ts. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/hello', (c) => c.text('hello'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
