import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * The dashboard's and the analytics' task figures come from what the agent recorded: three
 * prompts, two that succeed and one that fails, move them by exactly those three.
 */
const statValue = async (page: Page, card: string) =>
  Number(await page.getByRole('article', { name: card }).locator('.stat-value').textContent());

async function dashboardCounts(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'TOTAL.TASKS' })).toBeVisible();
  return {
    total: await statValue(page, 'TOTAL.TASKS'),
    completed: await statValue(page, 'COMPLETED'),
    pending: await statValue(page, 'PENDING'),
    failed: await statValue(page, 'FAILED'),
  };
}

async function analyticsCounts(page: Page, userId: string) {
  await page.goto(`/analytics?user=${userId}`);
  const netsuite = page.getByRole('row', { name: /NetSuite/ });
  const emptyOrFigures = page.getByText(/No activity in the last 7 days/).or(netsuite);
  await expect(emptyOrFigures).toBeVisible();
  if (!(await netsuite.isVisible())) return { total: 0, completed: 0, failed: 0 };
  const cells = await netsuite.getByRole('cell').allTextContents();
  return { total: await statValue(page, 'TOTAL.TASKS'), completed: Number(cells[1]), failed: Number(cells[2]) };
}

/**
 * Asks, and waits for the `nth` answer (the greeting is the first). Answers only: the reply being
 * streamed is a bot item too, and the next question waits for it to end. Counted by number, not
 * from a count read before asking, which can be read before the greeting has rendered.
 */
async function ask(page: Page, prompt: string, nth: number) {
  const replies = page.getByRole('log', { name: 'Conversation' }).locator('li[data-sender="bot"]:not([data-draft])');
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
  await expect(replies).toHaveCount(nth, { timeout: 30_000 });
}

test('two prompts that succeed and one that fails move the dashboard and analytics by exactly those', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAgentUser(page, baseURL ?? '');
  const { user } = await (await page.request.get('/api/auth/me')).json();

  const dashboardBefore = await dashboardCounts(page);
  const analyticsBefore = await analyticsCounts(page, user.id);

  await page.goto('/chatbot');
  await ask(page, 'list open invoices', 2);
  await ask(page, 'list open invoices', 3);
  await ask(page, 'SELECT id FROM no_such_table', 4);

  const dashboardAfter = await dashboardCounts(page);
  expect(dashboardAfter).toEqual({
    total: dashboardBefore.total + 3,
    completed: dashboardBefore.completed + 2,
    pending: dashboardBefore.pending,
    failed: dashboardBefore.failed + 1,
  });
  const recent = page.getByRole('region', { name: 'RECENT.TASKS' });
  await expect(recent.getByRole('listitem').first()).toContainText('failed (refused)');
  await expectNoAxeViolations(page);

  expect(await analyticsCounts(page, user.id)).toEqual({
    total: analyticsBefore.total + 3,
    completed: analyticsBefore.completed + 2,
    failed: analyticsBefore.failed + 1,
  });
  await expect(page.locator('.time-chart canvas').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the dashboard shows the live NetSuite environment, and VIEW.ALL every task', async ({ page, baseURL }) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/dashboard');
  const environments = page.getByRole('region', { name: 'CONNECTED.ENVIRONMENTS' });
  await expect(environments.getByRole('article', { name: 'NetSuite: Sandbox (embedded)' })).toContainText('online');
  await expect(page.getByText(/No tasks in the last 30 days/)).toBeVisible();
  await page.getByRole('button', { name: 'VIEW.ALL' }).click();
  await expect(page).toHaveURL('/dashboard?tasks=all');
  await expectNoAxeViolations(page);
});
