import { expect, test } from '@playwright/test';
import { asAdmin, rowOf } from './support/admin-screens.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * The last-admin guard, while the seeded admin is still the only active admin who can sign in:
 * this spec runs alone (the `solo-admin` project), before other specs add admins of their own.
 */
const LAST_ADMIN = 'This is the last active admin. Make another user an active admin first.';

test('the last active admin can be neither deactivated nor demoted, and the screen says why', async ({ page }) => {
  await asAdmin(page, '/users?role=admin&status=active');
  const me = rowOf(page, 'Admin User');
  await expect(me).toBeVisible();
  await expectNoAxeViolations(page);

  await me.getByRole('button', { name: 'DEACTIVATE Admin User' }).click();
  const confirm = page.getByRole('dialog', { name: 'DEACTIVATE' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page.getByRole('alert')).toContainText(`Admin User: ${LAST_ADMIN}`);

  await me.getByRole('button', { name: 'EDIT Admin User' }).click();
  const edit = page.getByRole('dialog', { name: 'EDIT.USER' });
  await edit.getByLabel('ROLE').selectOption('analyst');
  await edit.getByRole('button', { name: 'SAVE.CHANGES' }).click();
  await expect(edit.getByRole('alert')).toHaveText(LAST_ADMIN);
  await edit.getByRole('button', { name: 'CANCEL' }).click();
  await expect(me.getByRole('cell', { name: 'ADMIN', exact: true })).toBeVisible();
  await expect(me).toContainText('active');
});
