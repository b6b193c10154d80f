import type { CreatedSiteKey, ErrorEnvelope, TokenResponse } from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRateLimits } from '../db/schema.ts';
import { type Client, createTestServer, type TestServer } from '../test/test-server.ts';

const PORTAL = 'https://portal.example.com';
const LIMIT = 10;

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.admin();
  await admin.request('PATCH', '/api/settings', { body: { security: { apiRateLimit: LIMIT } } });
});
afterAll(() => server.close());

async function bearerFor(username: string): Promise<Record<string, string>> {
  const token = await server.anonymous.request<TokenResponse>('POST', '/auth/v1/token?grant_type=password', {
    body: { username, password: 'Chosen-Pass-456' },
  });
  return { authorization: `Bearer ${token.body.access_token}` };
}

describe('the API rate limit (Settings › Security)', () => {
  it('answers a user 429 with Retry-After past the limit an hour, counting every bearer request', async () => {
    await server.userWithRole('analyst', { username: 'api.client' });
    const headers = await bearerFor('api.client');
    for (let request = 1; request <= LIMIT; request += 1) {
      const reply = await server.anonymous.request('GET', '/api/auth/me', { headers });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      expect(reply.headers.get('ratelimit-remaining')).toBe(String(LIMIT - request));
    }
    const refused = await server.anonymous.request<ErrorEnvelope>('GET', '/api/auth/me', { headers });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Another user has an allowance of their own.
    await server.userWithRole('analyst', { username: 'other.client' });
    expect(
      (await server.anonymous.request('GET', '/api/auth/me', { headers: await bearerFor('other.client') })).status,
    ).toBe(200);

    // A new hour, a new count.
    await server.database.db.update(apiRateLimits).set({ windowStartedAt: sql`now() - interval '61 minutes'` });
    const later = await server.anonymous.request('GET', '/api/auth/me', { headers });
    expect(later.status).toBe(200);
    expect(later.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('reads the limit in force: raising it lets the same user through again', async () => {
    await server.userWithRole('analyst', { username: 'raised.client' });
    const headers = await bearerFor('raised.client');
    for (let request = 0; request < LIMIT; request += 1)
      await server.anonymous.request('GET', '/api/auth/me', { headers });
    expect((await server.anonymous.request('GET', '/api/auth/me', { headers })).status).toBe(429);
    await admin.request('PATCH', '/api/settings', { body: { security: { apiRateLimit: LIMIT + 5 } } });
    expect((await server.anonymous.request('GET', '/api/auth/me', { headers })).status).toBe(200);
    await admin.request('PATCH', '/api/settings', { body: { security: { apiRateLimit: LIMIT } } });
  });

  it('counts a widget site key on its own, whoever the visitor', async () => {
    const created = await admin.request<CreatedSiteKey>('POST', '/api/site-keys', {
      body: { name: 'Partner portal', allowedOrigins: [PORTAL] },
    });
    const ask = (visitor: string) =>
      server.anonymous.request('POST', '/api/chatbot/process', {
        body: { prompt: 'hello' },
        headers: { origin: PORTAL, 'x-erp-site-key': created.body.publicKey, 'x-erp-visitor': visitor },
      });
    for (let request = 0; request < LIMIT; request += 1) expect((await ask(`visitor-${request}-abc`)).status).toBe(200);
    const refused = await ask('visitor-new-abcd');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  it("leaves the console's browser session to the sign-in throttle", async () => {
    for (let request = 0; request <= LIMIT + 2; request += 1) {
      expect((await admin.request('GET', '/api/auth/me')).status).toBe(200);
    }
  });

  it('keeps its counts in the database, where every instance counts against them', async () => {
    const rows = await server.database.db.select().from(apiRateLimits);
    expect(rows.map((row) => row.key.split(':')[0]).sort()).toEqual(['site', 'user', 'user', 'user']);
  });
});
