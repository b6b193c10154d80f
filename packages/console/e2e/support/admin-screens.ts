import { type Browser, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './console-e2e.ts';

/** A name no other spec or run uses, for records a spec creates. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.round(Math.random() * 1e6).toString(36)}`;
}

/** Signs the page in as the admin and opens `path`. */
export async function asAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).toHaveURL(path);
}

/** The table row of the record whose checkbox is labelled with `name`. */
export function rowOf(page: Page, name: string) {
  return page.getByRole('row', { name: new RegExp(`^Select ${name}`) });
}

/** A second browser, as another person on another machine would be. */
export async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** ADD.USER on the Users screen; answers what is shown once (the one-time password or the invitation link). */
export async function addUser(
  page: Page,
  username: string,
  access: 'ONE.TIME.PASSWORD' | 'INVITATION.LINK' = 'ONE.TIME.PASSWORD',
): Promise<string> {
  await page.getByRole('button', { name: 'ADD.USER' }).click();
  const form = page.getByRole('dialog', { name: 'ADD.USER' });
  await form.getByLabel('USERNAME', { exact: true }).fill(username);
  await form.getByLabel('NAME', { exact: true }).fill(`Person ${username}`);
  await form.getByLabel('EMAIL', { exact: true }).fill(`${username}@example.com`);
  await form.getByRole('radio', { name: new RegExp(`^${access}`) }).check();
  await form.getByRole('button', { name: 'ADD.USER' }).click();
  const shown = page.getByRole('dialog', { name: 'SHOWN.ONCE' });
  const secret = (await shown.locator('[data-secret]').textContent()) ?? '';
  expect(secret).not.toBe('');
  await shown.getByRole('button', { name: 'DONE' }).click();
  await expect(shown).toBeHidden();
  return secret;
}

/** The forced password change after signing in with a password someone else set. */
export async function changeForcedPassword(page: Page, current: string, chosen: string): Promise<void> {
  await expect(page).toHaveURL('/change-password');
  await page.getByLabel('CURRENT.PASSWORD').fill(current);
  await page.getByLabel('NEW.PASSWORD').fill(chosen);
  await page.getByLabel('CONFIRM.PASSWORD').fill(chosen);
  await page.getByRole('button', { name: 'CHANGE.PASSWORD' }).click();
  await expect(page).toHaveURL('/dashboard');
}
