import { expect, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * A SuiteCloud project's preview shows its files as code: the script's JSDoc stays a comment (not
 * bullets), the object's XML keeps its lines, both highlighted, each with a button that copies it.
 */
test('a script project preview shows each file as highlighted code with a working copy button', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/chatbot');
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('write a user event script that sets the memo on new sales orders');
  await input.press('Enter');
  // The value is missing: the agent asks for it, and the answer completes the request.
  const preview = page
    .getByRole('log', { name: 'Conversation' })
    .locator('li[data-sender="bot"]:not([data-draft])')
    .last();
  await expect(preview).toContainText('What should the memo be set to?', { timeout: 30_000 });
  await input.fill('Entered by the assistant');
  await input.press('Enter');
  await expect(preview.getByRole('button', { name: 'Confirm' })).toBeVisible({ timeout: 30_000 });
  const script = preview.locator('code[data-language="javascript"]', { hasText: '@NScriptType' });
  await expect(script.locator('.hljs-comment').first()).toContainText('@NScriptType UserEventScript');
  await expect(preview.locator('code[data-language="xml"] .hljs-tag').first()).toBeVisible();
  // The XML keeps its lines.
  expect(
    (await preview.locator('code[data-language="xml"]').first().textContent())?.split('\n').length,
  ).toBeGreaterThan(2);

  const block = preview.locator('.code-block', {
    has: page.locator('code[data-language="javascript"]', { hasText: '@NScriptType' }),
  });
  await block.getByRole('button', { name: 'COPY' }).click();
  await expect(block.getByRole('button', { name: 'COPIED' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await script.textContent());
  await expectNoAxeViolations(page);
});
