import type { ErrorEnvelope, SessionResponse } from '@erp-agent/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../../auth/throttle.ts';
import { loginThrottle, sessions, users } from '../../db/schema.ts';
import { ADMIN, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  server.anonymous.request<SessionResponse & ErrorEnvelope>('POST', '/api/auth/login', { body, headers });

async function clearThrottle() {
  await server.database.db.delete(loginThrottle);
}

describe('first sign-in', () => {
  it('lets the seeded admin in with the default password, and demands a new one before anything else', async () => {
    const admin = await server.signIn('admin', 'admin');
    const me = await admin.request<SessionResponse>('GET', '/api/auth/me');
    expect(me.body.user).toMatchObject({
      username: 'admin',
      name: 'Admin User',
      role: 'admin',
      mustChangePassword: true,
    });
    const blocked = await admin.request<ErrorEnvelope>('GET', '/api/users');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('password_change_required');

    const weak = await admin.request<ErrorEnvelope>('POST', '/api/auth/password', {
      body: { currentPassword: 'admin', newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('weak_password');
    expect(weak.body.details?.map((detail) => detail.message)).toEqual([
      'Use at least 12 characters.',
      'Mix upper- and lower-case letters.',
      'Include a number.',
    ]);

    const wrongCurrent = await admin.request<ErrorEnvelope>('POST', '/api/auth/password', {
      body: { currentPassword: 'nope', newPassword: ADMIN.password },
    });
    expect(wrongCurrent.status).toBe(401);

    const changed = await admin.request<SessionResponse>('POST', '/api/auth/password', {
      body: { currentPassword: 'admin', newPassword: ADMIN.password },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user.mustChangePassword).toBe(false);
    expect((await admin.request('GET', '/api/users')).status).toBe(200);
    expect((await login({ username: 'admin', password: 'admin' })).status).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username or email, case-insensitively, with an HttpOnly SameSite cookie', async () => {
    for (const username of ['admin', 'ADMIN', 'admin@example.com']) {
      const reply = await login({ username, password: ADMIN.password });
      expect(reply.status).toBe(200);
      expect(reply.body.user).toMatchObject({
        username: 'admin',
        role: 'admin',
        permissions: expect.arrayContaining(['users:manage']),
      });
      const cookie = reply.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^erp_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(Date.parse(reply.body.expiresAt)).toBeGreaterThan(Date.now());
    }
  });

  it('keeps only a hash of the session secret', async () => {
    const reply = await login({ username: 'admin', password: ADMIN.password });
    const token = (reply.headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ?? '';
    const stored = await server.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('makes REMEMBER.ME a persistent cookie and a 30-day session', async () => {
    const reply = await login({ username: 'admin', password: ADMIN.password, remember: true });
    expect(reply.headers.get('set-cookie')).toContain(`Max-Age=${30 * 24 * 3600}`);
    const days = (Date.parse(reply.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('refuses every wrong pair with the same words, whatever was wrong', async () => {
    await server.userWithRole('operator', { username: 'inactive.one' });
    const admin = await server.admin();
    const list = await admin.request<{ users: Array<{ id: string; username: string }> }>(
      'GET',
      '/api/users?search=inactive.one',
    );
    const id = list.body.users[0]?.id ?? '';
    await admin.request('PATCH', `/api/users/${id}`, { body: { status: 'inactive' } });
    for (const attempt of [
      { username: 'admin', password: 'wrong password' },
      { username: 'nobody', password: ADMIN.password },
      { username: 'inactive.one', password: 'Chosen-Pass-456' },
      { username: 'sarah.chen', password: 'anything' },
    ]) {
      const reply = await login(attempt);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: 'invalid_credentials', message: 'Invalid username or password' });
    }
    await clearThrottle();
  });

  it('locks an account after 5 failures, by username or email alike, even against the right password', async () => {
    for (let attempt = 1; attempt <= THROTTLE.accountFailures; attempt += 1) {
      const username = attempt % 2 === 0 ? 'admin@example.com' : 'ADMIN';
      expect((await login({ username, password: `wrong ${attempt}` })).status).toBe(401);
    }
    const locked = await login({ username: 'admin', password: ADMIN.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    await server.database.db.update(loginThrottle).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect((await login({ username: 'admin', password: ADMIN.password })).status).toBe(200);
    await clearThrottle();
  });

  it('blocks an address after 20 failures across accounts', async () => {
    const server2 = await createTestServer({ TRUST_PROXY: 'true' });
    try {
      const from = (address: string, username: string) =>
        server2.anonymous.request('POST', '/api/auth/login', {
          body: { username, password: 'wrong' },
          headers: { 'x-forwarded-for': address },
        });
      for (let attempt = 0; attempt < THROTTLE.addressFailures; attempt += 1) {
        expect((await from('203.0.113.7', `guess${attempt}`)).status).toBe(401);
      }
      expect((await from('203.0.113.7', 'another')).status).toBe(429);
      expect((await from('198.51.100.9', 'another')).status).toBe(401);
    } finally {
      await server2.close();
    }
  });
});

describe('sessions', () => {
  it('ends on logout, on the server: the old cookie no longer works', async () => {
    const admin = await server.signIn('admin', ADMIN.password);
    const cookie = admin.cookie;
    expect((await admin.request('GET', '/api/auth/me')).status).toBe(200);
    const out = await admin.request('POST', '/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^erp_session=; Max-Age=0/);
    expect(out.headers.get('clear-site-data')).toBe('"storage"');
    const replayed = await server.client(cookie).request<ErrorEnvelope>('GET', '/api/auth/me');
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('unauthenticated');
  });

  it('expires when idle past its expiry', async () => {
    const admin = await server.signIn('admin', ADMIN.password);
    await server.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await admin.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('slides forward with use, by the idle timeout from the settings', async () => {
    const admin = await server.signIn('admin', ADMIN.password);
    await server.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'`, expiresAt: sql`now() + interval '20 minutes'` });
    const me = await admin.request<SessionResponse>('GET', '/api/auth/me');
    const minutesLeft = (Date.parse(me.body.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('never slides past twelve hours after sign-in', async () => {
    const admin = await server.signIn('admin', ADMIN.password);
    await server.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'`, absoluteExpiresAt: sql`now() + interval '5 minutes'` });
    const me = await admin.request<SessionResponse>('GET', '/api/auth/me');
    expect((Date.parse(me.body.expiresAt) - Date.now()) / 60_000).toBeLessThanOrEqual(5);
  });

  it('ends when the user is deactivated', async () => {
    const { user, client } = await server.userWithRole('analyst');
    expect((await client.request('GET', '/api/auth/me')).status).toBe(200);
    await (await server.admin()).request('PATCH', `/api/users/${user.id}`, { body: { status: 'inactive' } });
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('answers the user as they are now: a role change shows on the next request', async () => {
    const { user, client } = await server.userWithRole('analyst');
    for (let asked = 0; asked < 2; asked++) {
      const me = await client.request<SessionResponse>('GET', '/api/auth/me');
      expect(me.headers.get('content-type')).toBe('application/json');
      expect(me.body.user).toMatchObject({ id: user.id, role: 'analyst' });
    }
    await (await server.admin()).request('PATCH', `/api/users/${user.id}`, { body: { role: 'operator' } });
    const me = await client.request<SessionResponse>('GET', '/api/auth/me');
    expect(me.body.user.role).toBe('operator');
    expect(me.body.user.permissions).not.toContain('reports:run');
  });

  it('accepts the token as a bearer token too', async () => {
    const reply = await login({ username: 'admin', password: ADMIN.password });
    const token = (reply.headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ?? '';
    const me = await server.anonymous.request('GET', '/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
  });

  it('records the last sign-in time', async () => {
    const [admin] = await server.database.db
      .select({ at: users.lastLoginAt })
      .from(users)
      .where(eq(users.username, 'admin'));
    expect(admin?.at).toBeInstanceOf(Date);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a mutation from another origin, and a form post', async () => {
    const foreign = await login({ username: 'admin', password: ADMIN.password }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('cross_origin_refused');
    const crossSite = await login({ username: 'admin', password: ADMIN.password }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const form = await server.anonymous.request<ErrorEnvelope>('POST', '/api/auth/login', {
      rawBody: 'username=admin&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.code).toBe('unsupported_media_type');
  });

  it('accepts a mutation from its own origin', async () => {
    const same = await login({ username: 'admin', password: ADMIN.password }, { origin: 'http://localhost' });
    expect(same.status).toBe(200);
  });
});
