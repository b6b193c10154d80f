import { Writable } from 'node:stream';
import { DEFAULT_SETTINGS, type ErrorEnvelope, type PublicSettings, type SettingsResponse } from '@erp-agent/core';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import { ADMIN, type Client, createTestServer, type TestServer } from '../../test/test-server.ts';
import { applyLogLevel } from './log-level.ts';
import { settingsInForce } from './settings.service.ts';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

const patch = (body: unknown) => admin.request<SettingsResponse & ErrorEnvelope>('PATCH', '/api/settings', { body });
const resetAll = () => admin.request<SettingsResponse>('POST', '/api/settings/reset', { body: {} });

describe('settings', () => {
  it('start at the defaults of 001 section 9, with two-factor sign-in off until an admin has set it up', async () => {
    const reply = await admin.request<SettingsResponse>('GET', '/api/settings');
    expect(reply.status).toBe(200);
    expect(reply.body.settings).toEqual(DEFAULT_SETTINGS);
    expect(reply.body.settings.security).toEqual({
      twoFactorAuth: false,
      sessionTimeout: 30,
      passwordPolicy: 'strong',
      apiRateLimit: 1000,
    });
    expect(reply.body.updatedAt).toBeNull();
    // The test server sets LOG_LEVEL, which pins the level.
    expect(reply.body.pinned).toEqual([
      { field: 'performance.logLevel', reason: "LOG_LEVEL=silent in the server's environment decides it." },
    ]);
  });

  it.each([
    [{ security: { sessionTimeout: 0 } }, 'security.sessionTimeout'],
    [{ security: { sessionTimeout: 2.5 } }, 'security.sessionTimeout'],
    [{ security: { sessionTimeout: '30' } }, 'security.sessionTimeout'],
    [{ security: { encryptionLevel: 'AES-512' } }, 'security'],
    [{ general: { theme: 'neon' } }, 'general.theme'],
    [{ general: { timezone: 'UTC+0' } }, 'general'],
    [{ notifications: { slack: true } }, 'notifications'],
    [{ performance: { maxConcurrentUsers: 0 } }, 'performance.maxConcurrentUsers'],
    [{ performance: { logLevel: 'debug' } }, 'performance.logLevel'],
    [{ billing: {} }, '(body)'],
  ])('refuse %j, naming %s', async (body, field) => {
    const reply = await patch(body);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation_failed');
    expect(reply.body.details?.map((detail) => detail.field)).toContain(field);
  });

  it('store a valid change, keep it across a restart, and reset', async () => {
    const changed = await patch({
      general: { systemName: 'Acme ERP', theme: 'light' },
      integrations: { retryAttempts: 5 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.settings.general).toEqual({ systemName: 'Acme ERP', theme: 'light' });
    expect(changed.body.updatedAt).not.toBeNull();

    await server.restart();
    admin = await server.signIn(ADMIN.username, ADMIN.password);
    const after = await admin.request<SettingsResponse>('GET', '/api/settings');
    expect(after.body.settings.general.systemName).toBe('Acme ERP');
    expect(after.body.settings.integrations.retryAttempts).toBe(5);

    const groupReset = await admin.request<SettingsResponse>('POST', '/api/settings/reset', {
      body: { group: 'general' },
    });
    expect(groupReset.body.settings.general).toEqual(DEFAULT_SETTINGS.general);
    expect(groupReset.body.settings.integrations.retryAttempts).toBe(5);
    expect((await resetAll()).body.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('read a value a later release removed or no longer accepts as its default, keeping the rest', async () => {
    await server.database.db.insert(settings).values([
      { group: 'security', values: { encryptionLevel: 'AES-512', sessionTimeout: 45 } },
      { group: 'general', values: { theme: 'neon', systemName: 'Kept?' } },
    ]);
    const reply = await admin.request<SettingsResponse>('GET', '/api/settings');
    expect(reply.body.settings.security).toEqual({ ...DEFAULT_SETTINGS.security, sessionTimeout: 45 });
    expect(reply.body.settings.general).toEqual(DEFAULT_SETTINGS.general);
    await resetAll();
  });

  it('tell every page, signed in or not, the theme, the name and the password policy in force', async () => {
    await patch({ general: { theme: 'auto', systemName: 'Acme' }, security: { passwordPolicy: 'enterprise' } });
    const reply = await server.anonymous.request<PublicSettings>('GET', '/api/settings/public');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      systemName: 'Acme',
      theme: 'auto',
      passwordPolicy: 'enterprise',
      twoFactorRequired: false,
      systemAlerts: true,
      desktopNotifications: true,
      netsuiteAutoSync: true,
      syncIntervalMinutes: 15,
    });
    await resetAll();
  });

  it('are admins only', async () => {
    const { client } = await server.userWithRole('analyst');
    expect((await client.request('GET', '/api/settings')).status).toBe(403);
    expect((await client.request('PATCH', '/api/settings', { body: { general: { theme: 'light' } } })).status).toBe(
      403,
    );
    expect((await client.request('GET', '/api/settings/public')).status).toBe(200);
  });

  it('refuse to require two-factor sign-in of everyone before the admin has set up their own', async () => {
    const reply = await patch({ security: { twoFactorAuth: true } });
    expect(reply.status).toBe(400);
    expect(reply.body.details).toEqual([
      {
        field: 'security.twoFactorAuth',
        message: 'Set up two-factor sign-in for your own account first (PROFILE), then require it of everyone.',
      },
    ]);
  });

  it('govern real behaviour: the idle timeout of new sessions and the password policy', async () => {
    await patch({ security: { sessionTimeout: 10, passwordPolicy: 'basic' } });
    const session = await server.anonymous.request<{ expiresAt: string }>('POST', '/api/auth/login', {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    const minutes = (Date.parse(session.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const created = await admin.request('POST', '/api/users', {
      body: {
        username: 'basic.policy',
        name: 'Basic',
        email: 'basic@example.com',
        role: 'operator',
        password: 'lowercase',
      },
    });
    expect(created.status).toBe(201);

    await patch({ security: { passwordPolicy: 'enterprise' } });
    const basic = await server.signIn('basic.policy', 'lowercase');
    const strongOnly = await basic.request<ErrorEnvelope>('POST', '/api/auth/password', {
      body: { currentPassword: 'lowercase', newPassword: 'Twelve-Chars1' },
    });
    expect(strongOnly.status).toBe(400);
    expect(strongOnly.body.details?.map((detail) => detail.message)).toEqual(['Use at least 16 characters.']);
    const enterprise = await basic.request('POST', '/api/auth/password', {
      body: { currentPassword: 'lowercase', newPassword: 'Sixteen-Chars-0k' },
    });
    expect(enterprise.status).toBe(200);
    await resetAll();
  });

  it('end the oldest sessions beyond the number one user may hold at once', async () => {
    await patch({ performance: { maxConcurrentUsers: 2 } });
    const { client: first } = await server.userWithRole('operator', { username: 'many.devices' });
    const second = await server.signIn('many.devices', 'Chosen-Pass-456');
    expect((await first.request('GET', '/api/auth/me')).status).toBe(200);
    const third = await server.signIn('many.devices', 'Chosen-Pass-456');
    expect((await first.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await second.request('GET', '/api/auth/me')).status).toBe(200);
    expect((await third.request('GET', '/api/auth/me')).status).toBe(200);
    await resetAll();
    const fourth = await server.signIn('many.devices', 'Chosen-Pass-456');
    expect((await second.request('GET', '/api/auth/me')).status).toBe(200);
    expect((await fourth.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it('apply a change on this instance at once, without waiting for the cache to lapse', async () => {
    const db = server.database.db;
    expect((await settingsInForce(db)).security.apiRateLimit).toBe(1000);
    await patch({ security: { apiRateLimit: 500 } });
    expect((await settingsInForce(db)).security.apiRateLimit).toBe(500);
    await resetAll();
    expect((await settingsInForce(db)).security.apiRateLimit).toBe(1000);
  });
});

describe('the log level', () => {
  it('follows the setting without a restart, children included, unless LOG_LEVEL pins it', async () => {
    const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
    const logger = pino({ level: 'silent' }, discard);
    const child = logger.child({ component: 'access' });
    const unpinned = await createTestServer({ LOG_LEVEL: '' }, { logger });
    try {
      // Unpinned, the setting's default decides from the start.
      expect(logger.level).toBe('info');
      const owner = await unpinned.admin();
      const current = await owner.request<SettingsResponse>('GET', '/api/settings');
      expect(current.body.pinned).toEqual([]);

      await owner.request('PATCH', '/api/settings', { body: { performance: { logLevel: 'debug' } } });
      expect(logger.level).toBe('debug');
      expect(child.isLevelEnabled('debug')).toBe(true);
      await owner.request('PATCH', '/api/settings', { body: { performance: { logLevel: 'error' } } });
      expect(child.isLevelEnabled('warn')).toBe(false);

      // Another instance's change arrives by NOTIFY, which this listener hears too.
      await unpinned.database.db
        .update(settings)
        .set({ values: { logLevel: 'trace' } })
        .where(sql`true`);
      await unpinned.database.db.execute(sql`select pg_notify('erp_agent_settings', '')`);
      await expect.poll(() => logger.level).toBe('trace');
    } finally {
      await unpinned.close();
    }

    const pinned = pino({ level: 'warn' });
    applyLogLevel(
      pinned,
      { LOG_LEVEL: 'warn' },
      { ...DEFAULT_SETTINGS, performance: { ...DEFAULT_SETTINGS.performance, logLevel: 'trace' } },
    );
    expect(pinned.level).toBe('warn');
  });
});
