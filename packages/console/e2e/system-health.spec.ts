import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * The gauges cross 001's thresholds as the server's metrics source reports, driven here through
 * its test hook (PUT /api/system/test-figures, served only under NODE_ENV=test).
 */
const gauge = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('the health gauges change class at the seed thresholds', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const headers = { Origin: baseURL ?? '' };
  await page.request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, headers });
  const set = async (figures: Record<string, number>) => {
    const reply = await page.request.put('/api/system/test-figures', { data: figures, headers });
    expect(reply.status()).toBe(204);
  };
  try {
    await set({ cpu: 80, memory: 75, disk: 85, network: 40 });
    await page.goto('/system-health');
    await expect(gauge(page, 'CPU')).toHaveClass('gauge gauge-healthy');
    await expect(gauge(page, 'MEMORY')).toHaveClass('gauge gauge-healthy');
    await expect(gauge(page, 'DISK')).toHaveClass('gauge gauge-healthy');
    await expect(gauge(page, 'CPU').getByRole('img', { name: 'trending up' })).toBeVisible();
    await expectNoAxeViolations(page);

    // No reload: the screen measures again every 3 seconds.
    await set({ cpu: 81, memory: 76, disk: 86, network: 40 });
    await expect(gauge(page, 'CPU')).toHaveClass('gauge gauge-warning', { timeout: 10_000 });
    await expect(gauge(page, 'MEMORY')).toHaveClass('gauge gauge-warning');
    await expect(gauge(page, 'DISK')).toHaveClass('gauge gauge-critical');
    await expect(gauge(page, 'DISK')).toContainText('CRITICAL');

    await set({ cpu: 50, memory: 60, disk: 20, network: 40 });
    await expect(gauge(page, 'CPU').getByRole('img', { name: 'trending down' })).toBeVisible({ timeout: 10_000 });
    await expect(gauge(page, 'MEMORY').getByRole('img', { name: 'trending down' })).toBeVisible();
    await expect(gauge(page, 'DISK')).toHaveClass('gauge gauge-healthy');
    await expectNoAxeViolations(page);
  } finally {
    await set({});
  }
});

test('system health lists the services with their latency, the request figures and the event log', async ({
  page,
  baseURL,
}) => {
  const headers = { Origin: baseURL ?? '' };
  await page.request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, headers });
  await page.goto('/system-health');
  const database = page.getByRole('article', { name: 'Database' });
  await expect(database).toContainText('up');
  await expect(database).toContainText(/\d+(\.\d+)? ms/);
  await expect(page.getByRole('article', { name: 'NetSuite connector' })).toContainText('Embedded NetSuite sandbox');
  await expect(page.getByText(/Served by instance/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'EVENT.LOG' })
      .getByText(/signed in/)
      .first(),
  ).toBeVisible();
});
