import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, expectNoAxeViolations, signIn } from './support/console-e2e.ts';
import { createUser, signedIn, totpCode } from './support/users.ts';

/**
 * The Settings screen and the account's own settings. Nothing here changes a setting for everyone
 * (those run on their own, after the rest: settings-global.spec.ts); two-factor sign-in is set up
 * on a user of this spec's own.
 */

test('the Settings screen: five tabs, errors at the field, and no serious accessibility problem', async ({ page }) => {
  await signedIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'SETTINGS' })).toBeVisible();
  await expect(page).toHaveTitle('SETTINGS · ERP AI Agent');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['GENERAL', 'SECURITY', 'NOTIFICATIONS', 'INTEGRATIONS', 'PERFORMANCE']);
  await expectNoAxeViolations(page);

  // The arrow keys move between tabs, and the tab is in the address.
  await page.getByRole('tab', { name: 'GENERAL' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'SECURITY' })).toBeFocused();
  await expect(page).toHaveURL('/settings?tab=security');
  await expect(page.getByLabel('SESSION.TIMEOUT (MINUTES)')).toHaveValue('30');
  await expect(page.getByRole('option', { name: /AES/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A value out of range is caught at the field, before anything is sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH') sent += 1;
  });
  await page.getByLabel('SESSION.TIMEOUT (MINUTES)').fill('2');
  await page.getByRole('tab', { name: 'PERFORMANCE' }).click();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL('/settings?tab=security');
  await expect(page.getByLabel('SESSION.TIMEOUT (MINUTES)')).toBeFocused();
  await expect(page.getByText('Use at least 5 minutes')).toBeVisible();
  await expect(page.getByRole('tab', { name: /SECURITY/ })).toContainText('!');
  expect(sent).toBe(0);

  // The log level is pinned by LOG_LEVEL in the test server's environment, and says so.
  await page.getByRole('tab', { name: 'PERFORMANCE' }).click();
  await expect(page.getByLabel('LOG.LEVEL')).toBeDisabled();
  await expect(page.getByText("LOG_LEVEL=warn in the server's environment decides it.")).toBeVisible();
  await page.getByRole('button', { name: 'DISCARD.CHANGES' }).click();
});

test('leaving with unsaved changes asks first; reset asks first', async ({ page }) => {
  await signedIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.goto('/settings?tab=integrations');
  await page.getByLabel('RETRY.ATTEMPTS (RETRIES)').fill('5');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  await page
    .getByRole('link', { name: /Dashboard/ })
    .first()
    .click();
  const leave = page.getByRole('dialog', { name: 'LEAVE.WITHOUT.SAVING?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'STAY' }).click();
  await expect(page).toHaveURL('/settings?tab=integrations');
  await expect(page.getByLabel('RETRY.ATTEMPTS (RETRIES)')).toHaveValue('5');

  await page
    .getByRole('link', { name: /Dashboard/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'LEAVE.WITHOUT.SAVING?' }).getByRole('button', { name: 'LEAVE' }).click();
  await expect(page).toHaveURL('/dashboard');

  // Reset asks before it puts a tab back to its defaults, and CANCEL leaves everything as it was.
  await page.goto('/settings?tab=general');
  await page.getByRole('button', { name: 'RESET.GENERAL' }).click();
  const confirm = page.getByRole('dialog', { name: 'RESET.GENERAL?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'CANCEL' })).toBeFocused();
  await confirm.getByRole('button', { name: 'CANCEL' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'RESET.GENERAL' }).click();
  await page.getByRole('dialog', { name: 'RESET.GENERAL?' }).getByRole('button', { name: 'RESET' }).click();
  await expect(page.getByText('GENERAL settings are back to their defaults.')).toBeVisible();

  // Closing the tab with changes unsaved gets the browser's own question.
  await page.getByLabel('SYSTEM.NAME').fill('Unsaved name');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('the avatar opens an account menu, from the keyboard too, and signs out from it', async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? '');
  await signedIn(page, user.username, user.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page).toHaveTitle('SYSTEM.DASHBOARD · ERP AI Agent');

  const avatar = page.getByRole('button', { name: `Account menu, ${user.name}` });
  await avatar.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['PROFILE', 'CHANGE.PASSWORD', 'SIGN.OUT']);
  await expect(menu.getByRole('menuitem', { name: 'PROFILE' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/change-password');
  await expect(page.getByText('Password policy in force: STRONG.')).toBeVisible();

  await page.goto('/dashboard');
  await avatar.click();
  await page.getByRole('menuitem', { name: 'SIGN.OUT' }).click();
  await expect(page).toHaveURL('/login');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('two-factor sign-in: set up from the QR code, then the sign-in asks for the code', async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? '');
  await signedIn(page, user.username, user.password);
  await page.goto('/profile');
  await expect(page).toHaveTitle('PROFILE · ERP AI Agent');
  await page.getByRole('button', { name: 'SET.UP.AUTHENTICATOR' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expectNoAxeViolations(page);
  await page.getByLabel('CODE.FROM.THE.APP').fill(totpCode(secret));
  await page.getByRole('button', { name: 'TURN.ON' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I.HAVE.SAVED.THEM' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: `Account menu, ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'SIGN.OUT' }).click();
  await signIn(page, user.username, user.password);
  const code = page.getByLabel('AUTHENTICATION.CODE');
  await expect(code).toBeFocused();
  await expect(page).toHaveURL('/login');
  // The next step's code: the one used to turn it on is spent.
  await code.fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('every page has its own title, and the legal pages have their text', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('PRICING · ERP AI Agent');
  await page.goto('/privacy');
  await expect(page).toHaveTitle('PRIVACY · ERP AI Agent');
  await expect(page.getByRole('heading', { name: 'WHAT.WE.KEEP' })).toBeVisible();
  await expect(page.getByText('This document is not published yet.')).toHaveCount(0);
  await page.goto('/terms');
  await expect(page).toHaveTitle('TERMS · ERP AI Agent');
  await expect(page.getByRole('heading', { name: 'ACTIONS.IN.YOUR.ERP' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveTitle('SYSTEM.LOGIN · ERP AI Agent');
});
