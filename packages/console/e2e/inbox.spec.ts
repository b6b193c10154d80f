import { expect, test } from '@playwright/test';
import { asAdmin, rowOf, unique } from './support/admin-screens.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

// Each story signs in more than once and scans screens and dialogs: a loaded machine needs the room.
test.describe.configure({ timeout: 90_000 });

test('a contact message arrives unread, is read (marked read) and archived, and comes back', async ({
  page,
  baseURL,
}) => {
  const subject = unique('Pricing question');
  const sent = await page.request.post('/api/contact', {
    headers: { Origin: baseURL ?? '' },
    data: { name: 'Dana Lee', email: 'dana@acme.example', company: 'Acme', subject, message: 'Three subsidiaries.' },
  });
  expect(sent.status()).toBe(201);

  await asAdmin(page, '/inbox');
  await page.getByLabel('SEARCH.MESSAGES').fill(subject);
  const row = rowOf(page, `${subject} from Dana Lee`);
  await expect(row).toContainText('Unread:');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `READ ${subject} from Dana Lee`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Three subsidiaries.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(row).not.toContainText('Unread:');
  await dialog.getByRole('button', { name: 'ARCHIVE' }).click();
  await expect(page.getByText('No messages match the search and filters.')).toBeVisible();

  await page.getByRole('tab', { name: 'ARCHIVED' }).click();
  await expect(page).toHaveURL(/tab=archived/);
  await row.getByRole('button', { name: `MOVE.TO.INBOX ${subject} from Dana Lee` }).click();
  await expect(page.getByText('No messages match the search and filters.')).toBeVisible();
  await page.getByRole('tab', { name: 'INBOX' }).click();
  await expect(row).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('SEARCH.MESSAGES')).toHaveValue(subject);
  await expect(row).toBeVisible();
});
