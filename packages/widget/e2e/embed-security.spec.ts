import { expect, type Page, test } from '@playwright/test';
import { sign } from 'hono/jwt';
import { createPartnerSite, DEMO_SITE_KEY } from './host-page.ts';

/**
 * What the API refuses from an embedded widget, seen from the browser: an identity its site's
 * secret did not sign, and a page on an origin the site key does not allow.
 */
const FOREIGN_ORIGIN = 'http://foreign-portal.test';
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });

/** The `erp-assistant:error` DOM events the page receives, as `code: message`. */
async function watchWidgetErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.exposeFunction('reportWidgetError', (text: string) => errors.push(text));
  await page.addInitScript(() => {
    document.addEventListener('erp-assistant:error', (event) => {
      const { code, message } = (event as CustomEvent<{ code: string; message: string }>).detail;
      (window as unknown as { reportWidgetError(text: string): void }).reportWidgetError(`${code}: ${message}`);
    });
  });
  return errors;
}

async function ask(page: Page, prompt: string) {
  const input = panel(page).getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
}

test('an identity signed with anything but the site secret is refused, and the page hears why', async ({ page }) => {
  const errors = await watchWidgetErrors(page);
  const now = Math.floor(Date.now() / 1000);
  const forged = await sign(
    { sub: 'admin@example.com', aud: DEMO_SITE_KEY, iat: now, exp: now + 600 },
    'a secret the partner never had',
    'HS256',
  );
  // The example's page asks its server for a token; here it receives a forged one instead.
  await page.route('**/examples/signed-identity/token', (route) => route.fulfill({ json: { token: forged } }));
  await page.goto('/examples/signed-identity/');
  await page.getByRole('button', { name: 'Open the ERP assistant' }).click();
  const [response] = await Promise.all([page.waitForResponse('**/api/chat'), ask(page, 'list open invoices')]);
  expect(response.status()).toBe(401);
  expect((await response.json()).code).toBe('identity_invalid');
  // Heard as the widget first reads the user's conversations, and again for the question.
  await expect.poll(() => errors.length).toBeGreaterThan(0);
  expect(errors).toEqual(errors.map(() => expect.stringMatching(/^identity_invalid: /)));
  await expect(page.getByRole('status').first()).toContainText('The assistant reported:');
  await expect(panel(page).locator('table')).toHaveCount(0);
});

test('a page on an origin its site key does not allow is refused by the API', async ({ page, baseURL }) => {
  const errors = await watchWidgetErrors(page);
  // The partner's key allows only the server's `localhost` origin; the same page on 127.0.0.1
  // is, to the browser and the API alike, another site.
  const partner = await createPartnerSite(page, baseURL ?? '');
  const foreign = new URL(baseURL ?? '');
  foreign.hostname = '127.0.0.1';
  await page.route(`${foreign.origin}/e2e-foreign.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Someone else's portal</title></head><body>
<h1>Someone else's portal</h1>
<script src="/widget.js" data-site-key="${partner.siteKey}" data-storage="memory"></script></body></html>`,
    }),
  );
  await page.goto(`${foreign.origin}/e2e-foreign.html`);
  await page.getByRole('button', { name: 'Open the ERP assistant' }).click();
  const [response] = await Promise.all([page.waitForResponse('**/api/chat'), ask(page, 'what can you do?')]);
  expect(response.status()).toBe(403);
  expect((await response.json()).code).toBe('origin_not_allowed');
  await expect.poll(() => errors).toEqual([expect.stringMatching(/^origin_not_allowed: /)]);

  // From another host altogether the browser's preflight is already turned away.
  const preflight = await page.request.fetch(`${baseURL}/api/chat`, {
    method: 'OPTIONS',
    headers: {
      Origin: FOREIGN_ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, x-erp-site-key',
    },
  });
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
});
