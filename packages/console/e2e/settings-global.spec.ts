import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, expectNoAxeViolations, signIn } from './support/console-e2e.ts';
import { createUser, signedIn, type TestUser, totpCode } from './support/users.ts';

/**
 * Each setting changed on the Settings screen and seen to take effect. These change a setting for
 * everyone, so they run one after another in a project of their own, after every other spec
 * (playwright.config.ts), and each puts its setting back.
 */
test.describe.configure({ mode: 'serial' });

async function openSettings(page: Page, tab: string) {
  await page.goto(`/settings?tab=${tab}`);
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Settings saved. They are in force now.')).toBeVisible();
}

async function asAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  return page;
}

test('PASSWORD.POLICY: under enterprise, a strong password is refused', async ({ browser, baseURL }) => {
  const admin = await asAdmin(browser);
  const user = await createUser(baseURL ?? '');
  await openSettings(admin, 'security');
  await admin.getByLabel('PASSWORD.POLICY').selectOption('enterprise');
  await save(admin);
  try {
    const page = await (await browser.newContext()).newPage();
    await signedIn(page, user.username, user.password);
    await page.goto('/change-password');
    await expect(page.getByText('Password policy in force: ENTERPRISE.')).toBeVisible();
    await page.getByLabel('CURRENT.PASSWORD').fill(user.password);
    await page.getByLabel('NEW.PASSWORD').fill('Twelve-Chars1');
    await page.getByLabel('CONFIRM.PASSWORD').fill('Twelve-Chars1');
    await page.getByRole('button', { name: 'CHANGE.PASSWORD' }).click();
    await expect(page.getByText('Use at least 16 characters.')).toBeVisible();
  } finally {
    await openSettings(admin, 'security');
    await admin.getByLabel('PASSWORD.POLICY').selectOption('strong');
    await save(admin);
  }
});

test('API.RATE.LIMIT: the request over the limit is answered 429 with Retry-After', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const admin = await asAdmin(browser);
  const user = await createUser(baseURL ?? '');
  await openSettings(admin, 'security');
  await admin.getByLabel('API.RATE.LIMIT (REQUESTS AN HOUR)').fill('10');
  await save(admin);
  try {
    const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const token = await api.post('/auth/v1/token?grant_type=password', {
      data: { username: user.username, password: user.password },
    });
    const headers = { Authorization: `Bearer ${(await token.json()).access_token}` };
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      statuses.push((await api.get('/api/auth/me', { headers })).status());
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await api.get('/api/auth/me', { headers });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await refused.json()).code).toBe('rate_limited');
    await api.dispose();
  } finally {
    await openSettings(admin, 'security');
    await admin.getByLabel('API.RATE.LIMIT (REQUESTS AN HOUR)').fill('1000');
    await save(admin);
  }
});

test('TWO.FACTOR.AUTH: required, a user without it must set it up, and sign-in asks for the code', async ({
  browser,
  baseURL,
}) => {
  // An admin of this spec's own turns it on: the guard wants their own set up first.
  const owner: TestUser = await createUser(baseURL ?? '', 'admin');
  // Created now: once it is required, the seeded admin (without it) can only set it up.
  const user = await createUser(baseURL ?? '');
  const admin = await (await browser.newContext()).newPage();
  await signedIn(admin, owner.username, owner.password);
  await openSettings(admin, 'security');
  await admin.getByRole('switch', { name: 'TWO.FACTOR.AUTH' }).check();
  await admin.getByRole('button', { name: 'SAVE' }).click();
  await expect(admin.getByText(/Set up two-factor sign-in for your own account first/)).toBeVisible();

  await admin.goto('/profile');
  await admin.getByRole('button', { name: 'SET.UP.AUTHENTICATOR' }).click();
  const secret = (await admin.getByTestId('totp-secret').textContent()) ?? '';
  await admin.getByLabel('CODE.FROM.THE.APP').fill(totpCode(secret));
  await admin.getByRole('button', { name: 'TURN.ON' }).click();
  await admin.getByRole('button', { name: 'I.HAVE.SAVED.THEM' }).click();
  await openSettings(admin, 'security');
  await admin.getByRole('switch', { name: 'TWO.FACTOR.AUTH' }).check();
  await save(admin);
  try {
    // Someone without it is sent to set it up before anything else.
    const page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL('/setup-two-factor');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/setup-two-factor');
    await expectNoAxeViolations(page);

    // The admin who set it up is asked for the code at sign-in.
    const again = await (await browser.newContext()).newPage();
    await again.goto('/login');
    await signIn(again, owner.username, owner.password);
    await again.getByLabel('AUTHENTICATION.CODE').fill(totpCode(secret, 1));
    await again.getByRole('button', { name: 'LOGIN' }).click();
    await expect(again).toHaveURL('/dashboard');
  } finally {
    await openSettings(admin, 'security');
    await admin.getByRole('switch', { name: 'TWO.FACTOR.AUTH' }).uncheck();
    await save(admin);
  }
});

test('SESSION.TIMEOUT: a new session ends after the idle minutes set', async ({ browser, baseURL }) => {
  const admin = await asAdmin(browser);
  await openSettings(admin, 'security');
  await admin.getByLabel('SESSION.TIMEOUT (MINUTES)').fill('5');
  await save(admin);
  try {
    const user = await createUser(baseURL ?? '');
    const page = await (await browser.newContext()).newPage();
    await signedIn(page, user.username, user.password);
    const { expiresAt } = await (await page.request.get('/api/auth/me')).json();
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
  } finally {
    await openSettings(admin, 'security');
    await admin.getByLabel('SESSION.TIMEOUT (MINUTES)').fill('30');
    await save(admin);
  }
});

test('MAX.SESSIONS.PER.USER: signing in beyond it ends the oldest session', async ({ browser, baseURL }) => {
  // Created first: creating a user signs the admin in once more, which the limit would count.
  const user = await createUser(baseURL ?? '');
  const admin = await asAdmin(browser);
  await openSettings(admin, 'performance');
  await admin.getByLabel('MAX.SESSIONS.PER.USER (SESSIONS)').fill('1');
  await save(admin);
  try {
    const first = await (await browser.newContext()).newPage();
    await signedIn(first, user.username, user.password);
    const second = await (await browser.newContext()).newPage();
    await signedIn(second, user.username, user.password);
    await first.goto('/settings');
    await expect(first).toHaveURL('/login');
    await second.reload();
    await expect(second).toHaveURL('/dashboard');
  } finally {
    // A session of its own: whatever happened above, the limit goes back.
    const restore = await asAdmin(browser);
    await openSettings(restore, 'performance');
    await restore.getByLabel('MAX.SESSIONS.PER.USER (SESSIONS)').fill('1000');
    await save(restore);
  }
});

test('THEME and SYSTEM.NAME: the console and its assistant turn light, and every title carries the name', async ({
  browser,
}) => {
  const admin = await asAdmin(browser);
  await openSettings(admin, 'general');
  await admin.getByLabel('THEME').selectOption('light');
  await admin.getByLabel('SYSTEM.NAME').fill('Acme Operations');
  await save(admin);
  try {
    await expect(admin.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(admin).toHaveTitle('SETTINGS · Acme Operations');
    const background = await admin.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(248, 250, 252)');
    await expect(admin.locator('[data-erp-assistant]')).toHaveAttribute('data-theme', 'light');
    await expectNoAxeViolations(admin);

    // Another browser, not signed in, gets it too.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/pricing');
    await expect(visitor.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(visitor).toHaveTitle('PRICING · Acme Operations');
  } finally {
    await openSettings(admin, 'general');
    await admin.getByLabel('THEME').selectOption('dark');
    await admin.getByLabel('SYSTEM.NAME').fill('ERP AI Agent');
    await save(admin);
  }
});

test('the integration and cache settings are kept and shown as saved', async ({ browser }) => {
  const admin = await asAdmin(browser);
  await openSettings(admin, 'integrations');
  await admin.getByLabel('SYNC.INTERVAL (MINUTES)').fill('5');
  await admin.getByLabel('RETRY.ATTEMPTS (RETRIES)').fill('1');
  await admin.getByLabel('TIMEOUT.DURATION (SECONDS)').fill('10');
  await save(admin);
  await openSettings(admin, 'performance');
  await admin.getByLabel('CACHE.EXPIRY (SECONDS)').fill('0');
  await save(admin);
  try {
    await admin.reload();
    await expect(admin.getByLabel('CACHE.EXPIRY (SECONDS)')).toHaveValue('0');
    await openSettings(admin, 'integrations');
    await expect(admin.getByLabel('SYNC.INTERVAL (MINUTES)')).toHaveValue('5');
    await expect(admin.getByLabel('RETRY.ATTEMPTS (RETRIES)')).toHaveValue('1');
    await expect(admin.getByLabel('TIMEOUT.DURATION (SECONDS)')).toHaveValue('10');
  } finally {
    await admin.getByRole('button', { name: 'RESET.INTEGRATIONS' }).click();
    await admin.getByRole('dialog', { name: 'RESET.INTEGRATIONS?' }).getByRole('button', { name: 'RESET' }).click();
    await expect(admin.getByLabel('SYNC.INTERVAL (MINUTES)')).toHaveValue('15');
    await openSettings(admin, 'performance');
    await admin.getByRole('button', { name: 'RESET.PERFORMANCE' }).click();
    await admin.getByRole('dialog', { name: 'RESET.PERFORMANCE?' }).getByRole('button', { name: 'RESET' }).click();
    await expect(admin.getByLabel('CACHE.EXPIRY (SECONDS)')).toHaveValue('3600');
  }
});
