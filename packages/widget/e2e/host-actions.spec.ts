import { expect, type Page, test } from '@playwright/test';
import { DEMO_SITE_KEY, openHostPage } from './host-page.ts';

/** A partner portal offers the agent one of its own actions; the visitor decides whether it runs. */
const panel = (page: Page) => page.getByRole('dialog', { name: 'ERP AI assistant' });

/** The portal registers `open_order`, whose handler shows the order in the page. */
async function portalWithOpenOrder(page: Page, path: string) {
  await openHostPage(page, path, { scriptAttributes: 'data-manual="true"' });
  await page.evaluate((siteKey) => {
    const shown = document.createElement('p');
    shown.id = 'order';
    shown.textContent = 'No order open';
    document.body.append(shown);
    type Handle = { open(): void; registerAction(action: object): () => void };
    const assistant = (window as unknown as { ErpAssistant: { init(options: object): Handle } }).ErpAssistant;
    const handle = assistant.init({ siteKey, storage: 'memory' });
    handle.registerAction({
      name: 'open_order',
      description: 'Open an order in the portal',
      parameters: {
        type: 'object',
        properties: { orderId: { type: 'string', pattern: '^SO-\\d+$' } },
        required: ['orderId'],
        additionalProperties: false,
      },
      handler: ({ orderId }: { orderId: string }) => {
        shown.textContent = `Order ${orderId} is open`;
        return `Showing order ${orderId}`;
      },
    });
    handle.open();
  }, DEMO_SITE_KEY);
}

async function ask(page: Page, prompt: string) {
  const input = panel(page).getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
  const proposal = panel(page).locator('[data-view="host-action"]').last();
  await expect(proposal).toContainText('Run open_order in this page?', { timeout: 15_000 });
  await expect(proposal).toContainText('orderId: SO-1042');
  return proposal;
}

test('a host action proposed, confirmed, run in the page and recorded on the server', async ({ page }) => {
  await portalWithOpenOrder(page, '/e2e-host-action-run.html');
  const proposal = await ask(page, 'open order SO-1042');

  const reported = page.waitForRequest((request) => /\/api\/chat\/host-actions\/[^/]+\/result$/.test(request.url()));
  await proposal.getByRole('button', { name: 'Confirm' }).click();
  const report = await reported;
  expect(report.postDataJSON()).toEqual({ outcome: 'ok', message: 'Showing order SO-1042' });
  await expect(page.locator('#order')).toHaveText('Order SO-1042 is open');
  await expect(panel(page).locator('[data-sender="bot"]').last()).toHaveText(
    /Done: open_order ran in this page\. Showing order SO-1042/,
  );
  await expect(proposal.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // The server holds the record: the same proposal reported again, as the visitor, is refused.
  const replay = await page.request.post(report.url(), {
    data: { outcome: 'ok' },
    headers: {
      origin: new URL(page.url()).origin,
      'x-erp-site-key': DEMO_SITE_KEY,
      'x-erp-visitor': (await report.allHeaders())['x-erp-visitor'] ?? '',
    },
  });
  expect(replay.status()).toBe(409);
  expect(await replay.json()).toMatchObject({ code: 'host_action_settled' });
});

test('a host action refused by the visitor never runs, and the refusal is recorded', async ({ page }) => {
  await portalWithOpenOrder(page, '/e2e-host-action-refused.html');
  const proposal = await ask(page, 'please open order SO-1042');

  const reported = page.waitForRequest((request) => /\/api\/chat\/host-actions\/[^/]+\/result$/.test(request.url()));
  await proposal.getByRole('button', { name: 'Cancel' }).click();
  expect((await reported).postDataJSON()).toEqual({ outcome: 'refused' });
  await expect(panel(page).locator('[data-sender="bot"]').last()).toHaveText(/Cancelled: open_order was not run\.$/);
  await expect(page.locator('#order')).toHaveText('No order open');
  await expect(proposal).toContainText('Cancelled');
});
