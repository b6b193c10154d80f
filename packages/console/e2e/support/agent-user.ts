import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './console-e2e.ts';

type Role = 'admin' | 'analyst' | 'operator';

/**
 * Signs the page in as a new user of its own (an admin unless `role` says otherwise), not connected
 * to NetSuite. Its own user keeps its NetSuite connection out of reach of other specs. Every call
 * goes through the page's request context, so the browser shares the session cookie.
 */
export async function signInAsNewUser(page: Page, baseURL: string, role: Role = 'admin'): Promise<void> {
  const headers = { Origin: baseURL };
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers });
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return response;
  };
  const username = `agent-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const firstPassword = 'First-Agent-Password-1';
  const password = 'Agent-Operator-Password-2';

  await post('/api/auth/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  await post('/api/users', {
    username,
    name: 'Agent Operator',
    email: `${username}@example.com`,
    role,
    platforms: ['netsuite'],
    password: firstPassword,
  });
  await post('/api/auth/login', { username, password: firstPassword });
  await post('/api/auth/password', { currentPassword: firstPassword, newPassword: password });
}

/** Signs the page in as a user of its own, with the embedded sandbox connected by its demo TBA token. */
export async function signInAsAgentUser(page: Page, baseURL: string, role: Role = 'admin'): Promise<void> {
  await signInAsNewUser(page, baseURL, role);
  const demo = await (await page.request.get('/functions/v1/netsuite/demo-credentials')).json();
  const response = await page.request.post('/functions/v1/netsuite/connect', {
    data: demo,
    headers: { Origin: baseURL },
  });
  expect(response.ok(), `connect answered ${response.status()}: ${await response.text()}`).toBe(true);
}
