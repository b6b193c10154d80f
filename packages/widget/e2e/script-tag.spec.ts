import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const WIDGET_BUNDLE = fileURLToPath(new URL('../dist/widget.js', import.meta.url));

test('the script-tag bundle mounts an assistant that opens on its launcher', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Host page</title></head><body><h1>Host</h1></body></html>',
  );
  await page.addScriptTag({ path: WIDGET_BUNDLE });
  const launcher = page.getByRole('button', { name: 'Open the ERP assistant' });
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'ERP AI assistant' });
  await expect(panel).toContainText("Hello! I'm your ERP AI assistant. How can I help you today?");
  await expect(page.getByRole('button', { name: 'Close the ERP assistant' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.querySelector('[data-erp-assistant]')?.shadowRoot?.mode)).toBe('open');
});
