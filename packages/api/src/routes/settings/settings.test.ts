import { DEFAULT_SETTINGS, type ErrorEnvelope, type SettingsResponse } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

const patch = (body: unknown) => admin.request<SettingsResponse & ErrorEnvelope>('PATCH', '/api/settings', { body });

describe('settings', () => {
  it('start at the defaults of 001 section 9', async () => {
    const reply = await admin.request<SettingsResponse>('GET', '/api/settings');
    expect(reply.status).toBe(200);
    expect(reply.body.settings).toEqual(DEFAULT_SETTINGS);
    expect(reply.body.settings.security).toMatchObject({
      sessionTimeout: 30,
      apiRateLimit: 1000,
      encryptionLevel: 'AES-256',
      passwordPolicy: 'strong',
    });
    expect(reply.body.settings.general.timezone).toBe('UTC-8');
    expect(reply.body.updatedAt).toBeNull();
  });

  it.each([
    [{ security: { sessionTimeout: 0 } }, 'security.sessionTimeout'],
    [{ security: { sessionTimeout: 2.5 } }, 'security.sessionTimeout'],
    [{ security: { sessionTimeout: '30' } }, 'security.sessionTimeout'],
    [{ performance: { metricsRetention: 100_000 } }, 'performance.metricsRetention'],
    [{ general: { theme: 'neon' } }, 'general.theme'],
    [{ general: { language: 'Klingon' } }, 'general.language'],
    [{ notifications: { email: 'yes' } }, 'notifications.email'],
    [{ general: { colour: 'red' } }, 'general'],
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
    expect(changed.body.settings.general).toMatchObject({
      systemName: 'Acme ERP',
      theme: 'light',
      language: 'English',
    });
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
    const allReset = await admin.request<SettingsResponse>('POST', '/api/settings/reset', { body: {} });
    expect(allReset.body.settings).toEqual(DEFAULT_SETTINGS);
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
    await admin.request('POST', '/api/settings/reset', { body: {} });
  });
});
