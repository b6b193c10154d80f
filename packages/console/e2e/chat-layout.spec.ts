import { expect, type Page, test } from '@playwright/test';
import { signInAsAgentUser } from './support/agent-user.ts';
import { expectNoAxeViolations } from './support/console-e2e.ts';

/**
 * The chat screen fills the window: after a long conversation the page itself does not scroll, the
 * conversation does, the composer stays in view and the title stays below the top bar; on a wide
 * screen the earlier conversations sit beside it.
 */
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const answers = (page: Page) => log(page).locator('li[data-sender="bot"]:not([data-draft])');

/** Asks, and waits for the `nth` answer (the greeting is the first): counted, not compared with a count read earlier, which can be read while the conversation's address updates. */
async function ask(page: Page, prompt: string, nth: number) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(prompt);
  await input.press('Enter');
  await expect(answers(page)).toHaveCount(nth, { timeout: 30_000 });
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width} px the conversation is the one thing that scrolls and the composer stays in view`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsAgentUser(page, baseURL ?? '');
    await page.goto('/chatbot');
    await ask(page, 'List open purchase orders', 2);
    await ask(page, 'list customers in Texas', 3);
    await ask(page, 'what can you do?', 4);

    await page.screenshot({ path: test.info().outputPath(`chat-${viewport.width}.png`) });
    const layout = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      const logBox = document.querySelector('[role="log"]');
      return {
        pageScrolls: root.scrollHeight > window.innerHeight + 1,
        logScrolls: logBox !== null && logBox.scrollHeight > logBox.clientHeight,
      };
    });
    expect(layout).toEqual({ pageScrolls: false, logScrolls: true });

    const composer = await page.getByRole('textbox', { name: 'Message' }).boundingBox();
    expect((composer?.y ?? Number.POSITIVE_INFINITY) + (composer?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    const topBar = await page.locator('.top-bar').boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(title?.y ?? 0).toBeGreaterThanOrEqual((topBar?.y ?? 0) + (topBar?.height ?? 0));

    const list = await page.locator('.conversations').boundingBox();
    const conversation = await log(page).boundingBox();
    if (viewport.width >= 1100) {
      // Beside the conversation, not above it.
      expect((list?.x ?? 0) + (list?.width ?? 0)).toBeLessThanOrEqual(conversation?.x ?? 0);
      await expect(page.locator('.conversations')).toHaveAttribute('open', '');
    } else {
      expect((list?.y ?? 0) + (list?.height ?? 0)).toBeLessThanOrEqual(conversation?.y ?? 0);
    }
    await expectNoAxeViolations(page);
  });
}
