import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (a test tool's own browser download is not possible
 * on these machines). CHROMIUM_PATH points elsewhere when needed.
 */
const CONSOLE_PREVIEW_URL = 'http://localhost:4173';

export default defineConfig({
  testDir: 'packages',
  testMatch: '*/e2e/**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: CONSOLE_PREVIEW_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run preview -w @erp-agent/console',
    url: CONSOLE_PREVIEW_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
