import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from packages/api) writes a migration for each schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
