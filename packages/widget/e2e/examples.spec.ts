import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** The embedding examples as `npm start` serves them, under the server's strict CSP. */
const launcher = (page: Page) => page.getByRole('button', { name: 'Open the ERP assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });
const lastReply = (page: Page) => panel(page).locator('[data-sender="bot"]').last();

async function ask(page: Page, prompt: string) {
  const input = panel(page).getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
  await expect(panel(page).locator('[data-draft]')).toHaveCount(0, { timeout: 15_000 });
}

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(event.violatedDirective),
    );
  });
  return violations;
}

test('plain HTML: one script tag with a site key, hostile CSS, strict CSP; a visitor gets help only', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/examples/plain-html/');
  await launcher(page).click();
  const box = await panel(page).boundingBox();
  expect(box?.width).toBeCloseTo(384, 1);
  await ask(page, 'what can you do?');
  await expect(lastReply(page)).toContainText('find records');
  await ask(page, 'list open invoices');
  await expect(lastReply(page)).toContainText(/sign in/i);
  await expect(lastReply(page).getByRole('table')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('signed identity: the page passes its server-signed user, and the assistant acts as them', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/examples/signed-identity/');
  await expect(page.getByRole('status').first()).toHaveText(
    /^Signed in as .*: the assistant acts as this portal user\.$/,
  );
  await launcher(page).click();
  await ask(page, 'list open invoices');
  await expect(lastReply(page)).not.toContainText(/sign in/i);
  expect(violations).toEqual([]);
});

test('React portal: the ES module mounted once keeps its conversation across client-side navigation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/examples/react-portal/');
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  await ask(page, 'what can you do?');
  await page.getByRole('button', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Your invoices' })).toBeVisible();
  await expect(page).toHaveURL(/\/examples\/react-portal\/invoices$/);
  await expect(panel(page)).toContainText('what can you do?');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your invoices' })).toBeVisible();
  await expect(panel(page)).toContainText('what can you do?');
  expect(violations).toEqual([]);
});

test("React portal: the portal's own action, proposed from plain words, changes its page once confirmed", async ({
  page,
}) => {
  await page.goto('/examples/react-portal/');
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  await ask(page, 'take me to the invoices page');
  const proposal = panel(page).locator('[data-view="host-action"]').last();
  await expect(proposal).toContainText('Run go_to_page in this page?');
  await expect(page.getByRole('heading', { name: 'Your orders' })).toBeVisible();
  await proposal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your invoices' })).toBeVisible();
  await expect(page).toHaveURL(/\/examples\/react-portal\/invoices$/);
  await expect(lastReply(page)).toHaveText(/Done: go_to_page ran in this page\. Showing your invoices/);
});

/** Two portal users of their own, made by the admin through an API context apart from the page. */
async function twoPortalUsers(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string,
) {
  const api = await playwright.request.newContext({ baseURL });
  const headers = { Origin: baseURL };
  const login = await api.post('/api/auth/login', {
    data: { username: 'admin', password: 'Correct-Horse-Battery-9' },
    headers,
  });
  expect(login.ok()).toBe(true);
  const emails: string[] = [];
  for (const name of ['ana', 'ben']) {
    const username = `portal-${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
    const created = await api.post('/api/users', {
      data: {
        username,
        name: `Portal ${name}`,
        email: `${username}@example.com`,
        role: 'analyst',
        platforms: ['netsuite'],
      },
      headers,
    });
    expect(created.ok(), await created.text()).toBe(true);
    emails.push(`${username}@example.com`);
  }
  await api.dispose();
  return emails as [string, string];
}

async function signInAs(page: Page, email: string) {
  await page.getByLabel("Portal user's email (empty: the first admin)").fill(email);
  await page.getByRole('button', { name: 'Sign in as this user' }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    `Signed in as ${email}: the assistant acts as this portal user.`,
  );
}

/** What the page's storage holds, where a signed user's words must never be. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));

test('signed identity: B sees none of A’s conversation on the same browser, and A gets theirs back from the server', async ({
  page,
  playwright,
  baseURL,
}) => {
  const [ana, ben] = await twoPortalUsers(playwright, baseURL ?? '');
  const anaWords = `what can you do for ${ana.split('@')[0]}?`;
  await page.goto('/examples/signed-identity/');
  await signInAs(page, ana);
  await launcher(page).click();
  await ask(page, anaWords);
  await expect(panel(page)).toContainText(anaWords);
  expect(await storedText(page)).not.toContain(anaWords);

  // The next user finds the assistant closed, as a new visitor would, and none of Ana's words.
  await signInAs(page, ben);
  await expect(panel(page)).toBeHidden();
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).not.toContainText(anaWords);
  expect(await storedText(page)).not.toContain(anaWords);
  await page.reload();
  await signInAs(page, ben);
  await launcher(page).click();
  await expect(panel(page)).not.toContainText(anaWords);

  await signInAs(page, ana);
  await launcher(page).click();
  await expect(panel(page)).toContainText(anaWords);
});
