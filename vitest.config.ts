import { defineConfig } from 'vitest/config';

/** Each package is a project; the API runs a second time on PostgreSQL when a server is given. */
export default defineConfig({
  test: {
    projects: ['packages/*', ...(process.env.POSTGRES_TEST_URL ? ['packages/api/vitest.postgres.config.ts'] : [])],
  },
});
