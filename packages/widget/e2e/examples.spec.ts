import { expect, type Page, test } from '@playwright/test';

/** The embedding examples as `npm start` serves them, under the server's strict CSP. */
const launcher = (page: Page) => page.getByRole('button', { name: 'Open the ERP assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });
const lastReply = (page: Page) => panel(page).locator('[data-sender="bot"]').last();

async function ask(page: Page, prompt: string) {
  const input = panel(page).getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
  await expect(panel(page).locator('[data-draft]')).toHaveCount(0, { timeout: 15_000 });
}

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(event.violatedDirective),
    );
  });
  return violations;
}

test('plain HTML: one script tag with a site key, hostile CSS, strict CSP; a visitor gets help only', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/examples/plain-html/');
  await launcher(page).click();
  const box = await panel(page).boundingBox();
  expect(box?.width).toBeCloseTo(384, 1);
  await ask(page, 'what can you do?');
  await expect(lastReply(page)).toContainText('find records');
  await ask(page, 'list open invoices');
  await expect(lastReply(page)).toContainText(/sign in/i);
  await expect(lastReply(page).getByRole('table')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('signed identity: the page passes its server-signed user, and the assistant acts as them', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/examples/signed-identity/');
  await expect(page.getByRole('status').first()).toHaveText('Signed in: the assistant acts as this portal user.');
  await launcher(page).click();
  await ask(page, 'list open invoices');
  await expect(lastReply(page)).not.toContainText(/sign in/i);
  expect(violations).toEqual([]);
});

test('React portal: the ES module mounted once keeps its conversation across client-side navigation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/examples/react-portal/');
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  await ask(page, 'what can you do?');
  await page.getByRole('button', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Your invoices' })).toBeVisible();
  await expect(page).toHaveURL(/\/examples\/react-portal\/invoices$/);
  await expect(panel(page)).toContainText('what can you do?');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your invoices' })).toBeVisible();
  await expect(panel(page)).toContainText('what can you do?');
  expect(violations).toEqual([]);
});
