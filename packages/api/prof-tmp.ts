import pino from 'pino';
import { createApp } from './src/app.ts';
import { startServices } from './src/bootstrap.ts';
import { loadEnv } from './src/env.ts';

const env = loadEnv({ DATA_DIR: '/tmp/prof-data2', LOG_LEVEL: process.env.LVL ?? 'info', NODE_ENV: 'test' });
const logger = pino({ level: env.LOG_LEVEL }, pino.destination('/dev/null'));
const services = await startServices(env, logger);
const app = createApp({ env, ...services, logger });
const login = await app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'admin' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
for (let i = 0; i < 2000; i++) await (await app.request('/api/auth/me', { headers: { cookie } })).text();
const t = performance.now();
for (let i = 0; i < 20000; i++) await (await app.request('/api/auth/me', { headers: { cookie } })).text();
console.log('me', (((performance.now() - t) / 20000) * 1000).toFixed(1), 'µs');
await services.close();
