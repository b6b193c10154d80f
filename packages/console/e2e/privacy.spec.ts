import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { createUser, expectNoTraceOf } from './support/browser-traces.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './support/console-e2e.ts';

/**
 * Issue 15: nothing of a signed-in user's data survives their leaving the browser: sign-out, an
 * expired session, another user signing in (in this tab or another).
 */
const assistant = (page: Page) => page.locator('[data-console-assistant]');
const panel = (page: Page) => assistant(page).getByRole('dialog', { name: 'ERP AI assistant' });

/** Opens the floating assistant, or leaves it open: the open state outlives a page load. */
async function openAssistant(page: Page) {
  const launcher = assistant(page).getByRole('button', { name: /^(Open|Close) the ERP assistant$/ });
  if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click();
  await expect(panel(page)).toBeVisible();
}

async function ask(page: Page, prompt: string) {
  const input = panel(page).getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
  await expect(panel(page).locator('[data-draft]')).toHaveCount(0, { timeout: 20_000 });
}

/** Asks for customers in Texas and returns the words of the answer that are that user's data. */
async function askForCustomers(page: Page): Promise<string[]> {
  await openAssistant(page);
  await ask(page, 'list customers in Texas');
  const cells = panel(page).getByRole('table').first().locator('tbody tr').first().locator('td');
  await expect(cells.first()).toBeVisible();
  const values = (await cells.allInnerTexts()).map((text) => text.trim()).filter((text) => text.length > 3);
  expect(values.length).toBeGreaterThan(0);
  return ['list customers in Texas', ...values];
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'SIGN.OUT' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('after sign-out, the floating assistant on a public page shows none of the last user’s conversation', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeVisible();
  const secrets = await askForCustomers(page);

  const signOutAnswer = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await signOut(page);
  expect((await (await signOutAnswer).allHeaders())['clear-site-data']).toBe('"storage"');
  // In the app, as a person would: from the sign-in screen back to the public landing page.
  await page.getByRole('link', { name: 'RETURN.HOME' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openAssistant(page);
  await expectNoTraceOf(page, secrets);
  await page.reload();
  await openAssistant(page);
  await expectNoTraceOf(page, secrets);
});

test('when the session expires, the first refused request clears the user’s conversation', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeVisible();
  const secrets = await askForCustomers(page);

  // The server no longer knows the browser: what an expired or revoked session looks like to it.
  await page.context().clearCookies();
  await ask(page, 'list vendors');
  await expect(page).toHaveURL(/\/login/);
  await expectNoTraceOf(page, secrets);
  await openAssistant(page);
  await expectNoTraceOf(page, secrets);
});

test('a second user signing in, here or in another tab, finds none of the first user’s conversation', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const second = await createUser(api, baseURL ?? '', 'second');
  await api.dispose();
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeVisible();
  const secrets = await askForCustomers(page);

  // Another tab of the same browser: the second user signs in there, over the first one's session.
  const other = await context.newPage();
  await other.goto('/login');
  await signIn(other, second.username, second.password);
  await expect(other.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeVisible();

  // The first tab heard of it without being touched: it now shows the second user's console.
  await expect(page.getByRole('button', { name: 'Account menu, Privacy second' })).toBeVisible();
  await openAssistant(page);
  await expectNoTraceOf(page, secrets);
  await openAssistant(other);
  await expectNoTraceOf(other, secrets);

  // And in this tab: the second user signs out, the first signs in again and gets theirs back.
  await signOut(page);
  await expectNoTraceOf(page, secrets);
});

for (const size of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 375, height: 667 },
]) {
  test(`at ${size.width}×${size.height}, the open panel leaves the top bar’s avatar clickable`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeVisible();
    await openAssistant(page);
    const avatar = page.getByRole('button', { name: /^Account menu/ });
    // A trial click checks that the avatar itself, not the panel over it, would take the click.
    await avatar.click({ trial: true, timeout: 5_000 });
    const panelBox = await panel(page).boundingBox();
    const barBox = await page.locator('[data-page-header]').boundingBox();
    expect(panelBox && barBox && panelBox.y >= barBox.y + barBox.height).toBe(true);
    await avatar.click();
    // The account menu opens above the panel too, so signing out stays within reach.
    await page.getByRole('menuitem', { name: 'SIGN.OUT' }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/login$/);
  });
}
