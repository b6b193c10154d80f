import { expect, type Page } from '@playwright/test';

/** Rules a careless host page might have: everything unset, a huge rem, its own fonts. */
export const HOSTILE_CSS = `
* { all: unset; }
html { font-size: 40px; font-family: "Comic Sans MS", cursive; line-height: 3; }
div, section, button { box-sizing: content-box !important; padding: 13px; }
`;

export interface HostPageOptions {
  readonly css?: string;
  readonly scriptAttributes?: string;
  readonly body?: string;
  readonly csp?: boolean;
}

/**
 * Serves a host page at `path` on the product's own origin, embedding the widget with one script
 * tag: the page is made up here, the widget and the API it talks to are the real ones.
 */
export async function openHostPage(page: Page, path: string, options: HostPageOptions = {}): Promise<void> {
  const styleLink = options.css ? '<link rel="stylesheet" href="/e2e-host.css">' : '';
  const html = `<!doctype html><html lang="en"><head><title>Host page</title>${styleLink}</head>
<body><h1>Partner portal</h1>${options.body ?? ''}
<script src="/widget.js" ${options.scriptAttributes ?? ''}></script></body></html>`;
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: html,
      headers: options.csp
        ? { 'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'" }
        : {},
    }),
  );
  if (options.css) {
    const css = options.css;
    await page.route('**/e2e-host.css', (route) => route.fulfill({ contentType: 'text/css', body: css }));
  }
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Open the ERP assistant' }).first()).toBeVisible();
}

/** Signs the browser in as a new admin with the embedded sandbox connected (same-origin widget). */
export async function signInWithSandbox(page: Page, baseURL: string): Promise<void> {
  const headers = { Origin: baseURL };
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers });
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  };
  const username = `widget-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  await post('/api/auth/login', { username: 'admin', password: 'Correct-Horse-Battery-9' });
  await post('/api/users', {
    username,
    name: 'Widget User',
    email: `${username}@example.com`,
    role: 'admin',
    platforms: ['netsuite'],
    password: 'First-Widget-Password-1',
  });
  await post('/api/auth/login', { username, password: 'First-Widget-Password-1' });
  await post('/api/auth/password', { currentPassword: 'First-Widget-Password-1', newPassword: 'Widget-Password-2' });
  const demo = await (await page.request.get('/functions/v1/netsuite/demo-credentials')).json();
  await post('/functions/v1/netsuite/connect', demo);
}
