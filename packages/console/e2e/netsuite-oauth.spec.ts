import { NETSUITE_AUTH_ERRORS } from '@erp-agent/core';
import { expect, type Page, test } from '@playwright/test';
import { signInAsNewUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * Authenticate Netsuite against the real server and its embedded sandbox, whose OAuth 2.0 access
 * tokens live five seconds in the end-to-end run (NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS in
 * playwright.config.ts) so expiry can be seen. Serial: the disconnect story reads the newest grant
 * on the sandbox's list of authorized applications, and only these stories add grants.
 */
test.describe.configure({ mode: 'serial' });

const CONNECTION_PATH = '/functions/v1/netsuite/connection';
const AUTHORIZED_APPS = '/netsuite-sandbox/app/login/oauth2/authorizedapps.nl';

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const lastReply = (page: Page) => log(page).locator('li[data-sender="bot"]').last();

async function ask(page: Page, prompt: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
}

/** Clicks Authenticate Netsuite on the chatbot screen and returns the tab it opens, on the consent page. */
async function openConsent(page: Page): Promise<Page> {
  await page.goto('/chatbot');
  const [consent] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Authenticate Netsuite' }).click(),
  ]);
  await expect(consent.getByRole('heading', { name: 'Allow ERP AI Agent to access NetSuite?' })).toBeVisible();
  return consent;
}

/** Collects the Content-Security-Policy violations a page reports. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

async function connection(page: Page) {
  return (await page.request.get(CONNECTION_PATH)).json() as Promise<{
    connected: boolean;
    authMethod: string | null;
    tokenExpiresAt: string | null;
  }>;
}

test('Authenticate Netsuite: consent in the sandbox, back on the chatbot with Deploy, a query answered', async ({
  page,
  baseURL,
}) => {
  await signInAsNewUser(page, baseURL ?? '');
  const consent = await openConsent(page);
  const violations = cspViolations(consent);
  await expect(consent).toHaveURL(/\/netsuite-sandbox\/app\/login\/oauth2\/authorize\.nl\?/);
  await expect(consent.getByText('REST web services: read and write records, and run SuiteQL queries')).toBeVisible();
  await expectNoAxeViolations(consent);

  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(consent).toHaveURL('/chatbot');
  await expect(consent.getByRole('status').filter({ hasText: 'Connected to NetSuite with OAuth 2.0.' })).toBeVisible();
  await expect(consent.getByRole('button', { name: 'Deploy' })).toBeVisible();
  expect(violations).toEqual([]);

  // The tab that opened the consent hears of the connection and shows Deploy too.
  await page.bringToFront();
  await expect(page.getByRole('button', { name: 'Deploy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Authenticate Netsuite' })).toHaveCount(0);

  expect(await connection(page)).toMatchObject({ connected: true, authMethod: 'oauth2' });
  await ask(page, 'List open purchase orders');
  await expect(lastReply(page).getByRole('table')).toBeVisible({ timeout: 30_000 });
  await consent.close();
});

test('Deny on the consent page comes back as a clear message', async ({ page, baseURL }) => {
  await signInAsNewUser(page, baseURL ?? '');
  const consent = await openConsent(page);
  await consent.getByRole('button', { name: 'Deny' }).click();
  await expect(consent).toHaveURL('/chatbot');
  await expect(consent.getByRole('alert')).toHaveText(NETSUITE_AUTH_ERRORS.consent_denied);
  await expect(consent.getByRole('link', { name: 'Authenticate Netsuite' })).toBeVisible();
  await expectNoAxeViolations(consent);
  expect(await connection(page)).toMatchObject({ connected: false });
  await consent.close();
});

test('a tampered state comes back as a clear message and connects nothing', async ({ page, baseURL }) => {
  await signInAsNewUser(page, baseURL ?? '');
  const consent = await openConsent(page);
  // The sandbox's redirect to the callback, with one character of its state changed on the way
  // (the browser follows redirects itself, so the consent's answer is what gets rewritten).
  await consent.route('**/netsuite-sandbox/app/login/oauth2/authorize.nl', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    const callback = new URL(answer.headers().location ?? '', route.request().url());
    const state = callback.searchParams.get('state') ?? '';
    callback.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
    await route.fulfill({ status: 302, headers: { location: callback.href } });
  });
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(consent).toHaveURL('/chatbot');
  await expect(consent.getByRole('alert')).toHaveText(NETSUITE_AUTH_ERRORS.state_invalid);
  expect(await connection(page)).toMatchObject({ connected: false });
  await consent.close();
});

test('an expired access token is refreshed without the user noticing', async ({ page, baseURL }) => {
  await signInAsNewUser(page, baseURL ?? '');
  const consent = await openConsent(page);
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(consent.getByRole('button', { name: 'Deploy' })).toBeVisible();

  const before = await connection(consent);
  const expiry = Date.parse(before.tokenExpiresAt ?? '');
  // Past the five seconds the sandbox gave the token.
  await expect.poll(() => Date.now() > expiry + 500, { timeout: 15_000 }).toBe(true);

  await ask(consent, 'List open purchase orders');
  await expect(lastReply(consent).getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expect(consent.getByRole('alert')).toHaveCount(0);
  const after = await connection(consent);
  expect(after).toMatchObject({ connected: true, authMethod: 'oauth2' });
  expect(Date.parse(after.tokenExpiresAt ?? '')).toBeGreaterThan(expiry);
  await consent.close();
});

test('disconnect revokes the token: the sandbox lists the authorization as revoked', async ({ page, baseURL }) => {
  await signInAsNewUser(page, baseURL ?? '');
  const consent = await openConsent(page);
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(consent.getByRole('button', { name: 'Deploy' })).toBeVisible();
  await consent.close();

  const newestGrant = () =>
    page.getByRole('table', { name: 'OAuth 2.0 authorized applications' }).getByRole('row').nth(1);
  await page.goto(AUTHORIZED_APPS);
  await expect(newestGrant()).toContainText('Authorization code');
  await expect(newestGrant()).toContainText('Active');

  await page.goto('/credentials');
  const section = page.getByRole('region', { name: 'CONNECTION' });
  await expect(section.getByText('OAuth 2.0', { exact: true })).toBeVisible();
  await expect(section.getByText(/renewed automatically/)).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Disconnect' }).click();
  await expect(section.getByText('Not connected to NetSuite.')).toBeVisible();

  await page.goto(AUTHORIZED_APPS);
  await expect(newestGrant()).toContainText('Revoked');
});
