import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './console-e2e.ts';

/**
 * Signs the page in as a user of its own (an admin unless `role` says otherwise), with the
 * embedded sandbox connected. Its own user keeps
 * its NetSuite connection out of reach of the credentials spec, which disconnects the admin's.
 * Every call goes through the page's request context, so the browser shares the session cookie.
 */
export async function signInAsAgentUser(
  page: Page,
  baseURL: string,
  role: 'admin' | 'analyst' | 'operator' = 'admin',
): Promise<void> {
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
  const demo = await (await page.request.get('/functions/v1/netsuite/demo-credentials')).json();
  await post('/functions/v1/netsuite/connect', demo);
}
