import { expect, type Page } from '@playwright/test';
import { sign } from 'hono/jwt';

/** The site key `npm start` creates for its examples, allowed from the server's own origins. */
export const DEMO_SITE_KEY = 'pk_examples_demo';

/** Rules a careless host page might have: everything unset, a huge rem, its own fonts. */
export const HOSTILE_CSS = `
* { all: unset; }
html { font-size: 40px; font-family: "Comic Sans MS", cursive; line-height: 3; }
div, section, button { box-sizing: content-box !important; padding: 13px; }
`;

export interface HostPageOptions {
  readonly css?: string;
  /** Attributes of the widget's script tag; the demo site key unless they name one. */
  readonly scriptAttributes?: string;
  readonly body?: string;
  /** `true` for a strict policy allowing the page's own origin, or a policy of the test's own. */
  readonly csp?: boolean | string;
}

/**
 * Serves a host page at `path` on the product's own origin (one the demo site key allows),
 * embedding the widget with one script tag: the page is made up here, the widget and the API it
 * talks to are the real ones.
 */
export async function openHostPage(page: Page, path: string, options: HostPageOptions = {}): Promise<void> {
  const styleLink = options.css ? '<link rel="stylesheet" href="/e2e-host.css">' : '';
  const attributes = options.scriptAttributes ?? '';
  const siteKey = attributes.includes('data-site-key') ? '' : `data-site-key="${DEMO_SITE_KEY}"`;
  const html = `<!doctype html><html lang="en"><head><title>Host page</title>${styleLink}</head>
<body><h1>Partner portal</h1>${options.body ?? ''}
<script src="/widget.js" ${siteKey} ${attributes}></script></body></html>`;
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: html,
      headers: options.csp
        ? {
            'Content-Security-Policy':
              options.csp === true ? "default-src 'self'; script-src 'self'; style-src 'self'" : options.csp,
          }
        : {},
    }),
  );
  if (options.css) {
    const css = options.css;
    await page.route('**/e2e-host.css', (route) => route.fulfill({ contentType: 'text/css', body: css }));
  }
  await page.goto(path);
  await page.waitForFunction(() => window.ErpAssistant !== undefined);
  // A manual page without elements shows nothing until the test calls ErpAssistant.init.
  if (attributes.includes('data-manual') && !options.body) return;
  await expect(page.getByRole('button', { name: 'Open the ERP assistant' }).first()).toBeVisible();
}

/** A partner's site key and one of its users, signed as the partner's server would. */
export interface PartnerSite {
  readonly siteKey: string;
  readonly secret: string;
  /** An identity token for a user with the NetSuite sandbox connected. */
  readonly token: string;
}

/**
 * Sets up what a partner has: as the admin, a site key allowed from `baseURL` and a user with the
 * embedded NetSuite sandbox connected; then signs that user with the key's secret. The browser
 * ends signed out, so only the site key and the signed identity can make the widget's requests
 * work (the demo key's own user has no NetSuite connection, so it cannot show a table).
 */
export async function createPartnerSite(page: Page, baseURL: string): Promise<PartnerSite> {
  const headers = { Origin: baseURL };
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers });
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const username = `widget-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const email = `${username}@example.com`;
  await post('/api/auth/login', { username: 'admin', password: 'Correct-Horse-Battery-9' });
  const site = (await post('/api/site-keys', { name: `Partner ${username}`, allowedOrigins: [baseURL] })) as {
    publicKey: string;
    secret: string;
  };
  await post('/api/users', {
    username,
    name: 'Widget User',
    email,
    role: 'admin',
    platforms: ['netsuite'],
    password: 'First-Widget-Password-1',
  });
  await post('/api/auth/login', { username, password: 'First-Widget-Password-1' });
  await post('/api/auth/password', { currentPassword: 'First-Widget-Password-1', newPassword: 'Widget-Password-2' });
  const demo = await (await page.request.get('/functions/v1/netsuite/demo-credentials')).json();
  await post('/functions/v1/netsuite/connect', demo);
  await page.context().clearCookies();
  const now = Math.floor(Date.now() / 1000);
  const token = await sign({ sub: email, aud: site.publicKey, iat: now, exp: now + 600 }, site.secret, 'HS256');
  return { siteKey: site.publicKey, secret: site.secret, token };
}

/** Collects the page's CSP violations from the first script on. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** Resolves once the element's animations (the panel's entrance) have finished. */
export async function animationsDone(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate(async (root) => {
    const animations = root.shadowRoot ? root.shadowRoot.getAnimations() : root.getAnimations({ subtree: true });
    await Promise.all(animations.map((animation) => animation.finished));
  });
}
