import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import { databaseTestFiles } from './src/test/database-test-files.ts';
import { apiTestBase } from './vitest.base.ts';

/**
 * The API's tests again, on a real PostgreSQL server: the one `npm test` starts and names in
 * POSTGRES_TEST_URL. Each test server creates a database of its own there. Only the test files
 * whose code reaches the app's database run here (src/test/database-test-files.ts): the planner's
 * reading, formatting and the like never touch one, and the NetSuite sandbox, connector and bridge
 * keep their data in their own PGlite engine (the stored connections, `src/netsuite/credentials`,
 * whose OAuth 2.0 refresh locks its row on PostgreSQL, do run here), so they run once, in `api`.
 */
const config = mergeConfig(
  apiTestBase,
  defineProject({
    test: {
      name: 'api-postgres',
      // The sandbox's own tests serve it from a test server without storing anything of their own.
      exclude: ['src/netsuite/!(credentials)/**'],
      env: { TEST_DATABASE_URL: process.env.POSTGRES_TEST_URL ?? '' },
    },
  }),
);

// Set after merging: mergeConfig adds arrays together, which would keep the shared pattern of every test.
export default {
  ...config,
  test: { ...config.test, include: databaseTestFiles(fileURLToPath(new URL('.', import.meta.url))) },
};
