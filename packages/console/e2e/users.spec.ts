import { expect, test } from '@playwright/test';
import { addUser, asAdmin, changeForcedPassword, otherBrowser, rowOf, unique } from './support/admin-screens.ts';
import { expectNoAxeViolations, signIn } from './support/console-e2e.ts';

// Each story signs in more than once and scans screens and dialogs: a loaded machine needs the room.
test.describe.configure({ timeout: 90_000 });

const CHOSEN = 'Chosen-By-The-User-42';

test('an admin adds a user with a one-time password, changes their role; deactivating ends their session', async ({
  page,
  browser,
}) => {
  const username = unique('e2e.user');
  const name = `Person ${username}`;
  await asAdmin(page, '/users');
  const oneTimePassword = await addUser(page, username);
  await expectNoAxeViolations(page);

  const user = await otherBrowser(browser);
  await user.goto('/dashboard');
  await signIn(user, username, oneTimePassword);
  await changeForcedPassword(user, oneTimePassword, CHOSEN);
  await expect(user.getByRole('banner').getByText('OPERATOR', { exact: true })).toBeVisible();

  await page.getByLabel('SEARCH.USERS').fill(username);
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  await rowOf(page, name)
    .getByRole('button', { name: `EDIT ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'EDIT.USER' });
  await expectNoAxeViolations(page);
  await edit.getByLabel('ROLE').selectOption('analyst');
  await edit.getByRole('button', { name: 'SAVE.CHANGES' }).click();
  await expect(rowOf(page, name).getByRole('cell', { name: 'ANALYST', exact: true })).toBeVisible();
  await user.reload();
  await expect(user.getByRole('banner').getByText('ANALYST', { exact: true })).toBeVisible();

  await rowOf(page, name)
    .getByRole('button', { name: `DEACTIVATE ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'DEACTIVATE' }).getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(rowOf(page, name)).toContainText('inactive');

  // The open session ended on the server: the user's next request finds no session.
  await user.reload();
  await expect(user).toHaveURL('/login');
  await signIn(user, username, CHOSEN);
  await expect(user.getByRole('alert')).toHaveText('Invalid username or password');
});

test('an admin resets a password: the user is signed out and must change it at next sign-in', async ({
  page,
  browser,
}) => {
  const username = unique('e2e.reset');
  const name = `Person ${username}`;
  await asAdmin(page, '/users');
  const first = await addUser(page, username);
  const user = await otherBrowser(browser);
  await user.goto('/dashboard');
  await signIn(user, username, first);
  await changeForcedPassword(user, first, CHOSEN);

  await page.getByLabel('SEARCH.USERS').fill(username);
  await rowOf(page, name)
    .getByRole('button', { name: `RESET.PASSWORD ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'RESET.PASSWORD' }).getByRole('button', { name: 'RESET.PASSWORD' }).click();
  const shown = page.getByRole('dialog', { name: 'SHOWN.ONCE' });
  const reset = (await shown.locator('[data-secret]').textContent()) ?? '';
  expect(reset).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
  await shown.getByRole('button', { name: 'DONE' }).click();

  await user.reload();
  await expect(user).toHaveURL('/login');
  await signIn(user, username, CHOSEN);
  await expect(user.getByRole('alert')).toHaveText('Invalid username or password');
  await signIn(user, username, reset);
  await changeForcedPassword(user, reset, 'Chosen-Again-By-User-43');
});

test('an invited user chooses a password from the link, then signs in with it', async ({ page, browser }) => {
  const username = unique('e2e.invited');
  await asAdmin(page, '/users');
  const link = await addUser(page, username, 'INVITATION.LINK');
  expect(link).toMatch(/\/invitation#[\w-]{40,}$/);
  await page.getByLabel('SEARCH.USERS').fill(username);
  await expect(rowOf(page, `Person ${username}`)).toContainText('pending (no password yet)');

  const user = await otherBrowser(browser);
  await user.goto(link);
  await expect(user.getByRole('heading', { name: 'ACCEPT.INVITATION' })).toBeVisible();
  await expect(user.getByText(`Welcome, Person ${username}.`)).toBeVisible();
  await expectNoAxeViolations(user);
  await user.getByLabel('NEW.PASSWORD').fill(CHOSEN);
  await user.getByLabel('CONFIRM.PASSWORD').fill(CHOSEN);
  await user.getByRole('button', { name: 'SET.PASSWORD' }).click();
  await user.getByRole('link', { name: 'SIGN.IN' }).click();
  await signIn(user, username, CHOSEN);
  await expect(user).toHaveURL('/dashboard');

  await user.goto(link);
  await expect(user.getByRole('alert')).toContainText('This invitation link is not valid');
});

test('bulk actions act on the selected users only', async ({ page }) => {
  const prefix = unique('e2e.bulk');
  await asAdmin(page, '/users');
  for (const suffix of ['a', 'b']) await addUser(page, `${prefix}.${suffix}`);
  await page.getByLabel('SEARCH.USERS').fill(prefix);
  await expect(page.getByText('2 of')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every user on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 users selected');
  await bar.getByRole('button', { name: 'DEACTIVATE (2)' }).click();
  await page.getByRole('dialog', { name: 'DEACTIVATE' }).getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page.getByText('DEACTIVATE: done for 2 users.')).toBeVisible();
  await page.getByLabel('STATUS').selectOption('inactive');
  await expect(page.getByText(/^2 of \d+ users$/)).toBeVisible();
});
