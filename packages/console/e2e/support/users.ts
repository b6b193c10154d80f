import { expect, type Page, request as playwrightRequest } from '@playwright/test';
import { TOTP } from 'otpauth';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './console-e2e.ts';

export interface TestUser {
  readonly username: string;
  readonly password: string;
  readonly name: string;
}

/**
 * A user of the spec's own, created through the API as the admin, in a request context apart from
 * any page, with their first password already replaced: a spec that changes a user's sign-in (a
 * second factor, a session limit) changes nothing another spec running at the same time uses.
 */
export async function createUser(
  baseURL: string,
  role: 'admin' | 'analyst' | 'operator' = 'operator',
): Promise<TestUser> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const post = async (path: string, data: unknown) => {
    const response = await api.post(path, { data });
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  };
  const username = `${role}-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const first = 'First-Password-123';
  const password = 'Chosen-Password-456';
  const name = `Test ${role} ${username.slice(-6)}`;
  await post('/api/auth/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  await post('/api/users', {
    username,
    name,
    email: `${username}@example.com`,
    role,
    platforms: ['netsuite'],
    password: first,
  });
  await post('/api/auth/login', { username, password: first });
  await post('/api/auth/password', { currentPassword: first, newPassword: password });
  await api.dispose();
  return { username, password, name };
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signedIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username, password);
  await expect(page).toHaveURL('/dashboard');
}
