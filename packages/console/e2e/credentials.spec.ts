import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, expectNoAxeViolations, signIn } from './support/console-e2e.ts';

/**
 * Against the real server with its embedded NetSuite sandbox on (the default outside production):
 * the demo account and token fill in with one click, connect checks them with a signed call to
 * the sandbox, and the connection shows (never its token) until the user disconnects.
 */
const SANDBOX_ACCOUNT_ID = '1234567-sb1';

const tokenSecret = (page: Page) => page.getByLabel('TOKEN.SECRET', { exact: true });
const connectionSection = (page: Page) => page.getByRole('region', { name: 'CONNECTION' });

test('the demo sandbox connects in one click, shows as connected and disconnects', async ({ page }) => {
  await page.goto('/credentials');
  await expect(page).toHaveURL('/login');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/credentials');
  await expect(connectionSection(page).getByText('Not connected to NetSuite.')).toBeVisible();
  await expect(page.getByText('Your credentials are securely stored and never shared.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Use the demo sandbox' }).click();
  await expect(page.getByLabel('ACCOUNT.ID')).toHaveValue(SANDBOX_ACCOUNT_ID);
  await expect(page.getByLabel('TOKEN.ID')).not.toHaveValue('');
  await expect(tokenSecret(page)).not.toHaveValue('');
  await expect(tokenSecret(page)).toHaveAttribute('type', 'password');

  // A wrong secret: the sandbox refuses the signature, the screen says so and keeps what was typed.
  await tokenSecret(page).fill('not-the-demo-secret');
  await page.getByRole('button', { name: 'Connect to NetSuite' }).click();
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Failed to connect to NetSuite');
  await expect(banner.locator('.alert-reason')).not.toBeEmpty();
  await expect(page).toHaveURL('/credentials');
  await expect(tokenSecret(page)).toHaveValue('not-the-demo-secret');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Use the demo sandbox' }).click();
  await expect(banner).toHaveCount(0);
  await tokenSecret(page).press('Enter');
  await expect(page).toHaveURL('/chat');

  await page.goto('/credentials');
  const connection = connectionSection(page);
  await expect(connection.getByText('Connected', { exact: true })).toBeVisible();
  await expect(connection.getByText(`${SANDBOX_ACCOUNT_ID} (embedded sandbox)`)).toBeVisible();
  const stored = await (await page.request.get('/functions/v1/netsuite/connection')).json();
  expect(stored).toMatchObject({ connected: true, accountId: SANDBOX_ACCOUNT_ID, sandbox: true });
  expect(stored).toMatchObject({ authMethod: 'tba', tokenExpiresAt: null, reauthenticateBy: null });
  expect(Object.keys(stored).sort()).toEqual([
    'accountId',
    'authMethod',
    'connected',
    'connectedAt',
    'reauthenticateBy',
    'sandbox',
    'tokenExpiresAt',
  ]);
  await expectNoAxeViolations(page);

  await connection.getByRole('button', { name: 'Disconnect' }).click();
  await expect(connection.getByText('Not connected to NetSuite.')).toBeVisible();
  await page.reload();
  await expect(connectionSection(page).getByText('Not connected to NetSuite.')).toBeVisible();
});
