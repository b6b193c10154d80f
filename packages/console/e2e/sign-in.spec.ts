import { expect, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  expectNoAxeViolations,
  FIRST_ADMIN_PASSWORD,
  signIn,
} from './support/console-e2e.ts';

/**
 * Against the real server on a fresh database: the seeded admin's first sign-in, the forced
 * password change, a session the server ends on logout. One story, so the steps run in order,
 * and before every other spec that signs in (the `first-sign-in` project of playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' });

test('a protected page sends a visitor to sign in; a wrong pair is refused', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expectNoAxeViolations(page);

  await signIn(page, ADMIN_USERNAME, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await page.getByLabel('PASSWORD', { exact: true }).fill('x');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the first admin sign-in forces a new password, then reaches the page first asked for', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, ADMIN_USERNAME, FIRST_ADMIN_PASSWORD);
  await expect(page).toHaveURL('/change-password');
  await expectNoAxeViolations(page);

  await page.getByLabel('CURRENT.PASSWORD').fill(FIRST_ADMIN_PASSWORD);
  await page.getByLabel('NEW.PASSWORD').fill('short');
  await page.getByLabel('CONFIRM.PASSWORD').fill('short');
  await page.getByRole('button', { name: 'CHANGE.PASSWORD' }).click();
  await expect(page.getByRole('alert')).toContainText('Use at least 12 characters.');

  await page.getByLabel('NEW.PASSWORD').fill(ADMIN_PASSWORD);
  await page.getByLabel('CONFIRM.PASSWORD').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'CHANGE.PASSWORD' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('banner').getByText('Admin User', { exact: true })).toBeVisible();
  await expect(page.evaluate(() => localStorage.getItem('isAuthenticated'))).resolves.toBe('true');
  await expectNoAxeViolations(page);
});

test('logout ends the session on the server', async ({ page, context }) => {
  await page.goto('/login');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({ name: 'erp_session', httpOnly: true, sameSite: 'Lax' });

  await page.getByRole('button', { name: 'Account menu, Admin User' }).click();
  await page.getByRole('menuitem', { name: 'SIGN.OUT' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.evaluate(() => localStorage.getItem('isAuthenticated'))).resolves.toBeNull();

  const replay = await page.request.get('/api/auth/me', { headers: { cookie: `erp_session=${cookie?.value}` } });
  expect(replay.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});
