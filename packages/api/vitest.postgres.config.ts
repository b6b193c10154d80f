import { defineProject, mergeConfig } from 'vitest/config';
import { apiTestBase } from './vitest.base.ts';

/**
 * Every API test again, on a real PostgreSQL server: the one `npm test` starts and names in
 * POSTGRES_TEST_URL. Each test server creates a database of its own there.
 */
export default mergeConfig(
  apiTestBase,
  defineProject({ test: { name: 'api-postgres', env: { TEST_DATABASE_URL: process.env.POSTGRES_TEST_URL ?? '' } } }),
);
