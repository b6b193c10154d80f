import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Each package is a project; the API runs a second time on PostgreSQL when a server is given. */
export default defineConfig({
  test: {
    projects: ['packages/*', ...(process.env.POSTGRES_TEST_URL ? ['packages/api/vitest.postgres.config.ts'] : [])],
    // Vitest's default (one core fewer than the machine has) leaves a 2-core CI machine running one
    // test file at a time, while much of an integration test's time is spent waiting on the
    // PostgreSQL server, the embedded sandbox's thread or password hashing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
