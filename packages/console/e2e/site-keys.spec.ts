import { expect, test } from '@playwright/test';
import { asAdmin, rowOf, unique } from './support/admin-screens.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

// Each story signs in more than once and scans screens and dialogs: a loaded machine needs the room.
test.describe.configure({ timeout: 90_000 });

const PARTNER = 'https://partner.example.com';

test('a site key: created with its secret shown once, disabled and enabled for the widget, rotated', async ({
  page,
}) => {
  const name = unique('Partner portal');
  await asAdmin(page, '/site-keys');
  await page.getByRole('button', { name: 'CREATE.SITE.KEY' }).click();
  const form = page.getByRole('dialog', { name: 'CREATE.SITE.KEY' });
  await form.getByLabel('NAME').fill(name);
  await form.getByLabel('ALLOWED.ORIGINS').fill(`${PARTNER}/app`);
  await form.getByRole('button', { name: 'CREATE.SITE.KEY' }).click();
  await expect(form.getByText(`${PARTNER}/app: must be an origin`)).toBeVisible();
  await form.getByLabel('ALLOWED.ORIGINS').fill(PARTNER);
  await form.getByRole('button', { name: 'CREATE.SITE.KEY' }).click();

  const shown = page.getByRole('dialog', { name: 'SHOWN.ONCE' });
  const secret = (await shown.locator('[data-secret="site-key"]').textContent()) ?? '';
  expect(secret.length).toBeGreaterThan(30);
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = rowOf(page, name);
  const publicKey = (await row.locator('code').textContent()) ?? '';
  const askWidget = () =>
    page.request.post('/api/chatbot/process', {
      headers: { Origin: PARTNER, 'X-Erp-Site-Key': publicKey, 'X-Erp-Visitor': 'visitor-e2e-1234' },
      data: { prompt: 'what can you do?' },
    });
  expect((await askWidget()).status()).toBe(200);

  await row.getByRole('button', { name: `DISABLE ${name}` }).click();
  await expect(row).toContainText('disabled');
  const refused = await askWidget();
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('site_key_unknown');
  await row.getByRole('button', { name: `ENABLE ${name}` }).click();
  await expect(row).toContainText('active');
  expect((await askWidget()).status()).toBe(200);

  await row.getByRole('button', { name: `ROTATE.SECRET ${name}` }).click();
  await page.getByRole('dialog', { name: 'ROTATE.SECRET' }).getByRole('button', { name: 'ROTATE.SECRET' }).click();
  const rotated = (await shown.locator('[data-secret="site-key"]').textContent()) ?? '';
  expect(rotated.length).toBeGreaterThan(30);
  expect(rotated).not.toBe(secret);
  await shown.getByRole('button', { name: 'DONE' }).click();
  await expect(row).not.toContainText('Never');
  await expectNoAxeViolations(page);
});
