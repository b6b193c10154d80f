import type {
  ErrorEnvelope,
  RecoveryCodes,
  SessionResponse,
  TokenResponse,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@erp-agent/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../auth/two-factor/totp.ts';
import { recoveryCodes, twoFactor } from '../../db/schema.ts';
import { ADMIN, type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

const PASSWORD = 'Chosen-Pass-456';
/** Codes of the next steps: each step's code signs in once. */
const codeAt = (secret: string, stepsAhead: number) => totpCode(secret, Date.now() + stepsAhead * 30_000);

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

const login = (username: string, code?: string) =>
  server.anonymous.request<SessionResponse & ErrorEnvelope>('POST', '/api/auth/login', {
    body: { username, password: username === ADMIN.username ? ADMIN.password : PASSWORD, ...(code ? { code } : {}) },
  });

async function setUp(client: Client): Promise<{ secret: string; codes: string[] }> {
  const setup = await client.request<TwoFactorSetup>('POST', '/api/auth/two-factor/setup');
  expect(setup.status).toBe(200);
  const enabled = await client.request<RecoveryCodes>('POST', '/api/auth/two-factor/enable', {
    body: { code: totpCode(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, codes: enabled.body.recoveryCodes };
}

describe('two-factor sign-in', () => {
  it('is set up from a QR code, confirmed by a code, and then asked for at every sign-in', async () => {
    const { client } = await server.userWithRole('analyst', { username: 'totp.user' });
    const setup = await client.request<TwoFactorSetup>('POST', '/api/auth/two-factor/setup');
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/ERP%20AI%20Agent:totp\.user\?/);
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const wrong = await client.request<ErrorEnvelope>('POST', '/api/auth/two-factor/enable', {
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details?.[0]?.field).toBe('code');
    expect((await login('totp.user')).status).toBe(200);

    const enabled = await client.request<RecoveryCodes>('POST', '/api/auth/two-factor/enable', {
      body: { code: totpCode(setup.body.secret) },
    });
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(enabled.body.recoveryCodes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const status = await client.request<TwoFactorStatus>('GET', '/api/auth/two-factor');
    expect(status.body).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });

    const withoutCode = await login('totp.user');
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.code).toBe('two_factor_required');
    expect(withoutCode.headers.get('set-cookie')).toBeNull();
    const wrongCode = await login('totp.user', '123456');
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.code).toBe('invalid_two_factor_code');

    const code = codeAt(setup.body.secret, 1);
    const signedIn = await login('totp.user', code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.twoFactorEnabled).toBe(true);
    expect((await login('totp.user', code)).body.code).toBe('invalid_two_factor_code');
  });

  it('keeps only hashes of recovery codes, each good once', async () => {
    const { user, client } = await server.userWithRole('operator', { username: 'recovery.user' });
    const { codes } = await setUp(client);
    const stored = await server.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.some((row) => codes.some((code) => row.codeHash.includes(code.replace('-', ''))))).toBe(false);
    const [sealed] = await server.database.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    expect(sealed?.sealedSecret).toMatch(/^v1\./);

    const typed = (codes[0] ?? '').toLowerCase().replace('-', ' ');
    expect((await login('recovery.user', typed)).status).toBe(200);
    expect((await login('recovery.user', codes[0])).status).toBe(401);
    const status = await client.request<TwoFactorStatus>('GET', '/api/auth/two-factor');
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('is asked of token clients too', async () => {
    const { client } = await server.userWithRole('operator', { username: 'token.totp' });
    const { secret } = await setUp(client);
    const grant = (code?: string) =>
      server.anonymous.request<TokenResponse & ErrorEnvelope>('POST', '/auth/v1/token?grant_type=password', {
        body: { username: 'token.totp', password: PASSWORD, ...(code ? { code } : {}) },
      });
    expect((await grant()).body.code).toBe('two_factor_required');
    expect((await grant(codeAt(secret, 1))).status).toBe(200);
  });

  it('is turned off with the password, and not while the server requires it', async () => {
    const { client } = await server.userWithRole('operator', { username: 'turns.off' });
    await setUp(client);
    const badPassword = await client.request('POST', '/api/auth/two-factor/disable', { body: { password: 'nope' } });
    expect(badPassword.status).toBe(400);
    expect(
      (await client.request('POST', '/api/auth/two-factor/disable', { body: { password: PASSWORD } })).status,
    ).toBe(204);
    expect((await login('turns.off')).status).toBe(200);
  });

  it('once required by the settings, makes everyone without it set it up before anything else', async () => {
    const { secret } = await setUp(admin);
    const required = await admin.request('PATCH', '/api/settings', { body: { security: { twoFactorAuth: true } } });
    expect(required.status).toBe(200);

    const { client: before } = await server.userWithRole('analyst', { username: 'must.enrol' });
    const session = await login('must.enrol');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ twoFactorEnabled: false, mustSetUpTwoFactor: true });
    const blocked = await before.request<ErrorEnvelope>('GET', '/api/conversations');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('two_factor_setup_required');
    const status = await before.request<TwoFactorStatus>('GET', '/api/auth/two-factor');
    expect(status.body).toMatchObject({ enabled: false, required: true });

    await setUp(before);
    expect((await before.request('GET', '/api/conversations')).status).toBe(200);
    const off = await before.request<ErrorEnvelope>('POST', '/api/auth/two-factor/disable', {
      body: { password: PASSWORD },
    });
    expect(off.status).toBe(409);

    const adminAgain = await login(ADMIN.username, codeAt(secret, 1));
    expect(adminAgain.status).toBe(200);
    const cookie = adminAgain.headers.get('set-cookie')?.split(';')[0];
    const offAgain = await server.client(cookie).request('PATCH', '/api/settings', {
      body: { security: { twoFactorAuth: false } },
    });
    expect(offAgain.status).toBe(200);
    const stillOn = await login('must.enrol');
    expect(stillOn.body.code).toBe('two_factor_required');
  });
});
