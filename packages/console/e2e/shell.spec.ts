import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './support/console-e2e.ts';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './support/routes.ts';

test('an unknown path shows Page Not Found and leads back home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('THE.AI.AGENT.FOR.ERP.OPERATIONS');
});

test('the sidebar collapses to 64 px and expands to 256 px; ERP groups open on their own', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(256);
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Saved Searches' })).toBeHidden();

  await sidebar.getByRole('button', { name: /NetSuite/ }).click();
  await sidebar.getByRole('link', { name: 'Saved Searches' }).click();
  await expect(page).toHaveURL('/netsuite/reports');
  await expect(sidebar.getByRole('link', { name: 'Crystal Reports' })).toBeHidden();

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await expect(sidebar.getByRole('link', { name: 'Saved Searches' })).toBeHidden();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
});

test('on a small screen the sidebar is a drawer with an overlay that closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/dashboard');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeVisible();
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(sidebar).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click({ position: { x: 370, y: 400 } });
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await sidebar.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL('/analytics');
  await expect(sidebar).toBeHidden();
});

/** The screens that are chats of their own, where the floating assistant gives way. */
const CHAT_SCREENS: readonly string[] = ['/chat', '/chatbot'];

test('no page shows two assistants: the floating one gives way on the chat screens, and never sits on a composer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const assistant = page.locator('[data-console-assistant]');
  const composer = page.getByRole('form', { name: 'Send a message' });
  await page.goto('/dashboard');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'SYSTEM.DASHBOARD' })).toBeVisible();
  await expect(assistant).toBeAttached();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 720 });
    for (const route of [...PUBLIC_ROUTES, ...PROTECTED_ROUTES]) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(assistant).toBeAttached();
      const where = `${route.path} at ${width} px`;
      if (CHAT_SCREENS.includes(route.path)) {
        await expect(assistant, where).toHaveCSS('display', 'none');
      } else {
        await expect(assistant, where).not.toHaveCSS('display', 'none');
        expect(await composer.count(), `${where} has a composer of its own`).toBe(0);
      }
    }
  }
  // The chat screens themselves, reached in the app: their own composer, no second assistant.
  for (const path of ['/chatbot', '/chat?process=get-report']) {
    await page.goto(path);
    await expect(composer).toBeVisible();
    await expect(assistant).toHaveCSS('display', 'none');
  }
});
