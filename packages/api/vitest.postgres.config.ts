import { defineProject, mergeConfig } from 'vitest/config';
import { apiTestBase } from './vitest.base.ts';

/**
 * The API's tests again, on a real PostgreSQL server: the one `npm test` starts and names in
 * POSTGRES_TEST_URL. Each test server creates a database of its own there. The NetSuite sandbox,
 * connector and bridge (`src/netsuite/`) keep their data in their own PGlite engine and never
 * touch the app's database, so they run once, in the `api` project; the stored connections
 * (`src/netsuite/credentials`, whose OAuth 2.0 refresh locks its row on PostgreSQL) and the routes
 * that store them run here too.
 */
export default mergeConfig(
  apiTestBase,
  defineProject({
    test: {
      name: 'api-postgres',
      exclude: ['src/netsuite/!(credentials)/**'],
      env: { TEST_DATABASE_URL: process.env.POSTGRES_TEST_URL ?? '' },
    },
  }),
);
