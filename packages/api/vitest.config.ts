import { defineProject, mergeConfig } from 'vitest/config';
import { apiTestBase } from './vitest.base.ts';

/**
 * The API's tests on PGlite, the embedded engine. `*.postgres.test.ts` need a PostgreSQL server
 * and run only in the `api-postgres` project (vitest.postgres.config.ts).
 */
export default mergeConfig(apiTestBase, defineProject({ test: { name: 'api', exclude: ['**/*.postgres.test.ts'] } }));
