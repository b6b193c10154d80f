import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './support/console-e2e.ts';

test('the landing carousel advances every 5 s and jumps from its dots', async ({ page }) => {
  // Paused before the page loads: an installed clock otherwise flows with real time, and a slow
  // load (the CI machine at full load) would have moved the carousel on before the first check.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  const current = carousel.getByRole('group').filter({ visible: true });
  await expect(current).toHaveAttribute('aria-label', '1 of 5');
  await page.clock.runFor(5000);
  await expect(current).toHaveAttribute('aria-label', '2 of 5');
  await page.clock.runFor(5000);
  await expect(current).toHaveAttribute('aria-label', '3 of 5');

  await carousel.getByRole('button', { name: 'Show highlight 5' }).click();
  await expect(current).toHaveAttribute('aria-label', '5 of 5');
  await expect(page.getByRole('link', { name: 'ACTIVATE AGENT' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'EXPLORE DASHBOARD' })).toHaveAttribute('href', '/dashboard');
});

test('pricing starts annual, 20% below the monthly price, and switches to monthly', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('SAVE 20%')).toBeVisible();
  const plans = { Starter: [2000, 1600], Growth: [3500, 2800], Enterprise: [4500, 3600] } as const;
  for (const [name, [, annual]] of Object.entries(plans)) {
    const card = page.getByRole('article', { name });
    await expect(card.locator('.plan-amount')).toHaveText(`$${annual.toLocaleString('en-US')}`);
    await expect(card.getByText('/mo, billed annually')).toBeVisible();
  }
  await page.getByRole('switch', { name: 'Bill annually' }).click();
  for (const [name, [monthly]] of Object.entries(plans)) {
    await expect(page.getByRole('article', { name }).locator('.plan-amount')).toHaveText(
      `$${monthly.toLocaleString('en-US')}`,
    );
  }
});

test('a contact message is stored, acknowledged, and visible to an admin', async ({ page }) => {
  const subject = `Demo request ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('YOUR.NAME *').fill('Grace Hopper');
  await page.getByLabel('EMAIL.ADDRESS *').fill('grace@example.com');
  await page.getByLabel('COMPANY *').fill('Cobol Ltd');
  await page.getByLabel('ERP.SYSTEM').selectOption('sap');
  await page.getByLabel('SUBJECT *').fill(subject);
  await page.getByLabel('MESSAGE *').fill('Please show us the agent on our SAP data.');
  // Nobody is subscribed without asking: the box starts unticked.
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'SEND.MESSAGE' }).click();

  await expect(page.getByText('Message Sent Successfully')).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you shortly.")).toBeVisible();
  await expect(page.getByLabel('YOUR.NAME *')).toHaveValue('');

  await page.goto('/login');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const { messages } = await (await page.request.get('/api/contact')).json();
  expect(messages).toContainEqual(
    expect.objectContaining({ subject, name: 'Grace Hopper', company: 'Cobol Ltd', erp: 'sap', subscribe: true }),
  );
});
