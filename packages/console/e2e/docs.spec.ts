import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, expectNoAxeViolations } from './support/console-e2e.ts';

/** The Documentation screen is public and shows the repository's own docs/*.md. */
test('a visitor searches the docs: a hit, then the seed empty text', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'LEARN.MORE' }).click();
  await expect(page).toHaveURL('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'DOCUMENTATION' })).toBeVisible();

  const search = page.getByLabel('SEARCH.DOCUMENTATION');
  await search.fill('embedding');
  const articles = page.getByRole('region', { name: 'ARTICLES' });
  await expect(articles.getByRole('link', { name: 'Embedding the assistant' })).toBeVisible();
  await expect(articles.getByRole('link', { name: 'Quick start' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await search.fill('zzzz no such thing');
  await expect(page.getByText('No documentation found matching your search.')).toBeVisible();
  await expect(page).toHaveURL('/docs?q=zzzz+no+such+thing');
});

test('an article is docs/quick-start.md rendered', async ({ page }) => {
  await page.goto('/docs?q=quick');
  await page.getByRole('link', { name: 'Quick start' }).click();
  await expect(page).toHaveURL('/docs/quick-start');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
  // Headings and code of the markdown file itself.
  await expect(page.getByRole('heading', { level: 2, name: 'Start the server' })).toBeVisible();
  await expect(page.locator('.article-body pre code').first()).toContainText('npm install && npm start');
  await expectNoAxeViolations(page);
});

test('a signed-in user reads the docs inside the console', async ({ page, baseURL }) => {
  await page.request.post('/api/auth/login', {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    headers: { Origin: baseURL ?? '' },
  });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Documentation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'AGENT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The agent' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every article renders with no accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  const { articles } = await (await page.request.get('/api/articles')).json();
  expect(articles.length).toBeGreaterThan(6);
  for (const { slug, title } of articles as { slug: string; title: string }[]) {
    await page.goto(`/docs/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
