import { type ErrorEnvelope, type TokenResponse, tokenResponseSchema } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await server.admin();
});
afterAll(() => server.close());

const grant = (type: string, body: unknown) =>
  server.anonymous.request<TokenResponse & ErrorEnvelope>('POST', `/auth/v1/token?grant_type=${type}`, { body });

describe('POST /auth/v1/token (the prototype auth provider’s calls)', () => {
  it('answers a password grant with the session shape of 000 section 3', async () => {
    const reply = await grant('password', { email: 'admin@example.com', password: ADMIN.password });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(
      ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user'].sort(),
    );
    expect(tokenResponseSchema.safeParse(reply.body).success).toBe(true);
    expect(reply.body.token_type).toBe('bearer');
    expect(reply.body.expires_in).toBeGreaterThan(29 * 60);
    expect(reply.body.expires_in).toBeLessThanOrEqual(30 * 60);
    expect(reply.body.expires_at).toBeCloseTo(Math.floor(Date.now() / 1000) + reply.body.expires_in, -1);
    expect(reply.body.user).toMatchObject({ username: 'admin', email: 'admin@example.com', role: 'admin' });
  });

  it('takes a username in place of the email', async () => {
    expect((await grant('password', { email: 'admin', password: ADMIN.password })).status).toBe(200);
  });

  it('says only "Invalid login credentials" for a wrong pair', async () => {
    for (const body of [
      { email: 'admin@example.com', password: 'wrong' },
      { email: 'nobody@example.com', password: ADMIN.password },
    ]) {
      const reply = await grant('password', body);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('asks for an email or username and a password', async () => {
    const reply = await grant('password', { password: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('You must provide either an email or username and a password.');
  });

  it('works as a bearer token, rotates on refresh, and ends on logout', async () => {
    const first = await grant('password', { email: 'admin', password: ADMIN.password });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect(
      (await server.anonymous.request('GET', '/api/users', { headers: bearer(first.body.access_token) })).status,
    ).toBe(200);

    const refreshed = await grant('refresh_token', { refresh_token: first.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.body.access_token);
    expect(
      (await server.anonymous.request('GET', '/api/auth/me', { headers: bearer(first.body.access_token) })).status,
    ).toBe(401);
    expect((await grant('refresh_token', { refresh_token: first.body.refresh_token })).status).toBe(401);

    const out = await server.anonymous.request('POST', '/auth/v1/logout', {
      headers: bearer(refreshed.body.access_token),
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('clear-site-data')).toBe('"storage"');
    expect(
      (await server.anonymous.request('GET', '/api/auth/me', { headers: bearer(refreshed.body.access_token) })).status,
    ).toBe(401);
    expect((await grant('refresh_token', { refresh_token: refreshed.body.refresh_token })).status).toBe(401);
  });

  it('refuses an unknown grant type', async () => {
    const reply = await grant('client_credentials', {});
    expect(reply.status).toBe(400);
    expect(reply.body.details?.[0]?.field).toBe('grant_type');
  });
});
