import type { CreatedSiteKey, EmbedCheck } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

const PORTAL = 'https://portal.example.com';
let server: TestServer;
let site: CreatedSiteKey;

beforeAll(async () => {
  server = await createTestServer();
  site = (
    await (
      await server.admin()
    ).request<CreatedSiteKey>('POST', '/api/site-keys', {
      body: { name: 'Diagnosed portal', allowedOrigins: [PORTAL] },
    })
  ).body;
});
afterAll(() => server.close());

const check = (query: string, headers: Record<string, string> = {}) =>
  server.anonymous.request<EmbedCheck>('GET', `/api/embed/check${query}`, { headers });

describe('GET /api/embed/check', () => {
  it('says the key is active and allows the page, with the API’s time, to any page', async () => {
    const answer = await check(`?siteKey=${site.publicKey}`, { origin: PORTAL });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.body).toMatchObject({ siteKey: 'active', origin: PORTAL, originAllowed: true });
    expect(Math.abs(Date.parse(answer.body.serverTime) - Date.now())).toBeLessThan(60_000);
  });

  it('says when the origin is not on the list, the key is unknown or revoked, or none was named', async () => {
    expect((await check(`?siteKey=${site.publicKey}`, { origin: 'https://other.example.net' })).body).toMatchObject({
      siteKey: 'active',
      originAllowed: false,
    });
    expect((await check('?siteKey=pk_nobody', { origin: PORTAL })).body).toMatchObject({
      siteKey: 'unknown',
      originAllowed: false,
    });
    const admin = await server.admin();
    const revoked = await admin.request<CreatedSiteKey>('POST', '/api/site-keys', {
      body: { name: 'Revoked', allowedOrigins: [PORTAL] },
    });
    await admin.request('DELETE', `/api/site-keys/${revoked.body.id}`);
    expect((await check(`?siteKey=${revoked.body.publicKey}`, { origin: PORTAL })).body.siteKey).toBe('unknown');
    expect((await check('')).body).toMatchObject({ siteKey: 'absent', origin: null, originAllowed: false });
  });

  it('refuses a key that cannot be one', async () => {
    expect((await check(`?siteKey=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
