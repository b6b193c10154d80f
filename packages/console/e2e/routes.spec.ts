import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, expectNoAxeViolations, signIn } from './support/console-e2e.ts';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './support/routes.ts';

/** Every route of 000 section 2 renders, signed out and signed in, with no accessibility violation. */

test('every public route renders signed out, with no accessibility violation', async ({ page }) => {
  // An axe scan a page, the privacy and terms pages long ones, on a machine shared with other runs.
  test.setTimeout(90_000);
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('every protected route sends a visitor to sign in, replacing the history entry', async ({ page }) => {
  test.setTimeout(90_000);
  for (const route of PROTECTED_ROUTES) {
    await page.goto('/pricing');
    await page.goto(route.path);
    await expect(page).toHaveURL('/login');
    await page.goBack();
    await expect(page).toHaveURL('/pricing');
  }
});

test('every protected route renders signed in, with no accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  for (const route of PROTECTED_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the guard returns to the page first asked for, query and all', async ({ page }) => {
  await page.goto('/pricing');
  await page.goto('/chat?process=get-report');
  await expect(page).toHaveURL('/login');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/chat?process=get-report');
  await expect(page.getByText('Get Report', { exact: true })).toBeVisible();
});
