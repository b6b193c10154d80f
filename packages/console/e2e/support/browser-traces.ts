import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './console-e2e.ts';

/**
 * Everything of a user's that a page could still show or a script on it could still read: the
 * text of the page and of every open shadow root (the floating assistant's), both storages, and
 * the names of any IndexedDB databases and Cache Storage caches.
 */
export async function browserTraces(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [document.body.innerText];
    for (const element of document.querySelectorAll('*')) {
      if (element.shadowRoot) texts.push(element.shadowRoot.textContent ?? '');
    }
    const storage = (store: Storage) => JSON.stringify(Object.fromEntries(Object.entries(store)));
    const databases = (await indexedDB.databases()).map((database) => database.name ?? '');
    const caches = 'caches' in window ? await window.caches.keys() : [];
    return [...texts, storage(localStorage), storage(sessionStorage), ...databases, ...caches].join('\n');
  });
}

/** Fails with the first of `secrets` found among the page's traces. */
export async function expectNoTraceOf(page: Page, secrets: readonly string[]): Promise<void> {
  const traces = await browserTraces(page);
  expect(secrets.filter((secret) => traces.includes(secret))).toEqual([]);
}

export interface CreatedUser {
  readonly username: string;
  readonly password: string;
  readonly email: string;
}

/**
 * A user of their own, made by the admin through an API context apart from the browser's (so the
 * page's session is untouched), with their first password already replaced.
 */
export async function createUser(request: APIRequestContext, baseURL: string, tag: string): Promise<CreatedUser> {
  const headers = { Origin: baseURL };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { data, headers });
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  };
  const username = `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const email = `${username}@example.com`;
  const firstPassword = 'First-Privacy-Password-1';
  const password = 'Privacy-Password-Chosen-2';
  await post('/api/auth/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  await post('/api/users', {
    username,
    name: `Privacy ${tag}`,
    email,
    role: 'admin',
    platforms: ['netsuite'],
    password: firstPassword,
  });
  await post('/api/auth/login', { username, password: firstPassword });
  await post('/api/auth/password', { currentPassword: firstPassword, newPassword: password });
  await post('/api/auth/logout', {});
  return { username, password, email };
}
