import { expect, type Page, test } from '@playwright/test';
import { sign } from 'hono/jwt';
import { createPartnerSite, openHostPage } from './host-page.ts';

/**
 * `ErpAssistant.diagnose()` on pages built to fail each of its checks, against the real API and
 * the demo site key: it must name what is wrong, print it as a table and return it as data.
 */
interface Check {
  readonly check: string;
  readonly status: string;
  readonly detail: string;
}

async function diagnose(page: Page): Promise<{ ok: boolean; checks: Check[] }[]> {
  return page.evaluate(() =>
    (
      window as unknown as { ErpAssistant: { diagnose(): Promise<{ ok: boolean; checks: Check[] }[]> } }
    ).ErpAssistant.diagnose(),
  );
}

const only = (diagnoses: { checks: Check[] }[], check: string) =>
  diagnoses[0]?.checks.find((candidate) => candidate.check === check);

test('a page where nothing is wrong: every check passes, printed as a table', async ({ page }) => {
  const tables: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'table') tables.push(message.text());
  });
  await openHostPage(page, '/e2e-diagnose-ok.html');
  const [diagnosis] = await diagnose(page);
  expect(diagnosis?.checks.filter((check) => check.status === 'fail')).toEqual([]);
  expect(diagnosis?.ok).toBe(true);
  expect(diagnosis?.checks.map((check) => check.check)).toEqual(
    expect.arrayContaining(['widget', 'content-security-policy', 'api', 'site key', 'origin', 'launcher', 'storage']),
  );
  await expect.poll(() => tables.length).toBeGreaterThan(0);
});

test('a CSP whose connect-src refuses the API', async ({ page, baseURL }) => {
  await openHostPage(page, '/e2e-diagnose-csp.html', {
    csp: "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'none'",
  });
  const diagnoses = await diagnose(page);
  expect(only(diagnoses, 'api')).toMatchObject({
    status: 'fail',
    detail: `the page's CSP connect-src refuses ${baseURL}: add it to connect-src`,
  });
  expect(only(diagnoses, 'content-security-policy')?.status).toBe('fail');
});

test('a site key that does not allow the page’s origin', async ({ page, baseURL }) => {
  const post = async (path: string, data: unknown) =>
    (await page.request.post(path, { data, headers: { Origin: baseURL ?? '' } })).json();
  await post('/api/auth/login', { username: 'admin', password: 'Correct-Horse-Battery-9' });
  const site = (await post('/api/site-keys', {
    name: 'Elsewhere',
    allowedOrigins: ['https://portal.example.com'],
  })) as {
    publicKey: string;
  };
  await page.context().clearCookies();
  await openHostPage(page, '/e2e-diagnose-origin.html', { scriptAttributes: `data-site-key="${site.publicKey}"` });
  expect(only(await diagnose(page), 'origin')).toMatchObject({
    status: 'fail',
    detail: `${baseURL} is not among the key's allowed origins (scheme, host and port must match)`,
  });
});

test('a launcher covered by the page’s cookie banner', async ({ page }) => {
  await openHostPage(page, '/e2e-diagnose-covered.html', {
    body: '<div id="cookie-banner" class="banner">We use cookies.</div>',
    css: '#cookie-banner { position: fixed; right: 0; bottom: 0; width: 320px; height: 140px; z-index: 2147483647; background: #eee; }',
  });
  expect(only(await diagnose(page), 'launcher')).toMatchObject({
    status: 'fail',
    detail: expect.stringMatching(/^covered by <div#cookie-banner\.banner>/),
  });
});

test('storage the browser blocks', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await openHostPage(page, '/e2e-diagnose-storage.html');
  expect(only(await diagnose(page), 'storage')).toMatchObject({
    status: 'warn',
    detail: expect.stringContaining('localStorage is blocked (SecurityError)'),
  });
});

test('a signed identity from a server whose clock runs ten minutes ahead', async ({ page, baseURL }) => {
  const site = await createPartnerSite(page, baseURL ?? '');
  const now = Math.floor(Date.now() / 1000);
  const token = await sign(
    { sub: 'someone@example.com', aud: site.siteKey, iat: now + 600, exp: now + 1200 },
    site.secret,
    'HS256',
  );
  await openHostPage(page, '/e2e-diagnose-clock.html', { scriptAttributes: 'data-manual="true"' });
  await page.evaluate(
    ([siteKey, identity]) =>
      (window as unknown as { ErpAssistant: { init(options: object): unknown } }).ErpAssistant.init({
        siteKey,
        user: { token: identity },
      }),
    [site.siteKey, token] as const,
  );
  expect(only(await diagnose(page), 'signed identity')).toMatchObject({
    status: 'fail',
    detail: expect.stringMatching(/^issued (59\d|6\d\d) s in the future by the API.s clock/),
  });
});
