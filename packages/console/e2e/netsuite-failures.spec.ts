import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * NetSuite failing behind the API, as the API answers it (routes/netsuite/netsuite-failure.ts):
 * 502 with the page's fixed message and NetSuite's answer as `reason`, 504 when NetSuite did not
 * answer in time. The pages must say so in a sentence, never a stack or a bare status.
 */
const PAGES = [
  { path: '/netsuite', api: '**/api/netsuite/dashboard?*', message: 'Failed to read the NetSuite dashboard' },
  { path: '/netsuite/integrations', api: '**/api/netsuite/integrations?*', message: 'Failed to read the integrations' },
  { path: '/netsuite/reports', api: '**/api/netsuite/reports', message: 'Failed to read the saved searches' },
  { path: '/netsuite/scripts', api: '**/api/netsuite/scripts', message: 'Failed to read the scripts' },
  { path: '/netsuite/workflows', api: '**/api/netsuite/workflows', message: 'Failed to read the workflows' },
] as const;

/** The reasons the API gives (netsuite-failures.test.ts), and the sentence each page says for them. */
const ANSWERS = {
  502: {
    reason: 'NetSuite answered with a server error (HTTP 503) on both tries; try again in a few minutes. (unavailable)',
    sentence: 'NetSuite answered with a server error (HTTP 503) on both tries; try again in a few minutes.',
  },
  504: {
    reason: 'NetSuite did not answer in time on both tries; try again in a few minutes. (timeout)',
    sentence: 'NetSuite did not answer in time on both tries; try again in a few minutes.',
  },
} as const;

async function failWith(page: Page, glob: string, status: 502 | 504, message: string) {
  await page.route(glob, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'netsuite_failed', message, reason: ANSWERS[status].reason }),
    }),
  );
}

for (const status of [502, 504] as const) {
  test(`the five NetSuite pages say in a sentence when NetSuite answers ${status}`, async ({ page, baseURL }) => {
    await signInAsAgentUser(page, baseURL ?? '');
    for (const [index, target] of PAGES.entries()) {
      await page.setViewportSize(index % 2 === 0 ? { width: 375, height: 800 } : { width: 1280, height: 800 });
      await failWith(page, target.api, status, target.message);
      await page.goto(target.path);
      const alert = page.getByRole('alert').filter({ hasText: target.message });
      await expect(alert).toContainText(`${target.message}: ${ANSWERS[status].sentence}`, { timeout: 20_000 });
      // Said once: neither the connector's code after it nor a second "try again".
      await expect(alert).not.toContainText(/\((unavailable|timeout)\)|Try again in a minute/);
      await expect(alert).not.toContainText(/at \w+ \(|Error:|undefined/);
      await expect(alert.getByRole('button', { name: 'RETRY' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.unroute(target.api);
    }
  });
}

test('a PAUSE that NetSuite does not answer in time is reported in a sentence, and the script stays as it was', async ({
  page,
  baseURL,
}) => {
  await signInAsAgentUser(page, baseURL ?? '');
  await page.goto('/netsuite/scripts?status=active');
  const first = page.locator('.resource-card').first();
  const name = (await first.getByRole('heading').first().textContent()) ?? '';
  await failWith(page, '**/api/netsuite/scripts/deployments/*', 504, 'Failed to change the deployment');
  await first.getByRole('button', { name: `PAUSE ${name}` }).click();
  await page.getByRole('dialog', { name: 'PAUSE' }).getByRole('button', { name: 'PAUSE' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to change the deployment' })).toContainText(
    'Failed to change the deployment: NetSuite did not answer in time on both tries',
  );
  await page.unroute('**/api/netsuite/scripts/deployments/*');
  await page.reload();
  await expect(
    page.locator('.resource-card').filter({ has: page.getByRole('heading', { name, exact: true }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
