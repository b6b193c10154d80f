import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (a test tool's own browser download is not possible
 * on these machines; CHROMIUM_PATH points elsewhere) against the built product as `npm start`
 * serves it, on a port of its own and a database made fresh for the run.
 */
/** `E2E_PORT` lets two runs share a machine; each gets its own database beside its port. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://localhost:${E2E_PORT}`;
const FIRST_SIGN_IN = '**/console/e2e/sign-in.spec.ts';
/** Specs that change a setting for everyone: alone, after the rest, one test at a time. */
const GLOBAL_SETTINGS = '**/console/e2e/settings-global.spec.ts';
/** Needs the seeded admin to be the only active admin, so it runs before specs that add admins. */
const SOLO_ADMIN = '**/console/e2e/last-admin.spec.ts';

export default defineConfig({
  testDir: 'packages',
  testMatch: '*/e2e/**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // On the 2-core CI machine the server, two browsers and the agent share the cores: a screen's
  // first data can take longer than Playwright's 5 s default there while every wait is still for
  // a state, never for a time.
  expect: { timeout: 10_000 },
  outputDir: `test-results/${E2E_PORT}`,
  // The admin's first sign-in (which forces a new password) must happen before any other spec
  // signs in as that admin, with the password it sets; the rest run in parallel after it.
  projects: [
    { name: 'first-sign-in', testMatch: FIRST_SIGN_IN },
    { name: 'solo-admin', testMatch: SOLO_ADMIN, dependencies: ['first-sign-in'] },
    { name: 'e2e', testIgnore: [FIRST_SIGN_IN, SOLO_ADMIN, GLOBAL_SETTINGS], dependencies: ['solo-admin'] },
    { name: 'global-settings', testMatch: GLOBAL_SETTINGS, dependencies: ['e2e'], fullyParallel: false },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
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
    command: `rm -rf .test-reports/e2e-data-${E2E_PORT} && node packages/api/dist/main.js`,
    url: `${BASE_URL}/healthz`,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `.test-reports/e2e-data-${E2E_PORT}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // OAuth 2.0 access tokens expire within a story, so netsuite-oauth.spec.ts sees one refreshed.
      NETSUITE_SANDBOX_ACCESS_TOKEN_SECONDS: '5',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
