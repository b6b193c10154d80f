/**
 * The environment every test server starts with before a test's overrides, shared with the
 * global setup so the sandbox template holds the company these settings give.
 */
export const TEST_SERVER_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_SAMPLE_DATA: 'true',
  // Most tests never reach the sandbox; those that do turn it on and get a small company.
  NETSUITE_SANDBOX: 'false',
  NETSUITE_SANDBOX_SCALE: '200',
  SAP_SANDBOX: 'false',
} as const;
