import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Workspace packages point this export condition at their TypeScript source, so tests, dev
 * servers and bundlers use each other's `src/` with no build step (as TanStack Query does).
 */
export const SOURCE_CONDITION = '@erp-agent/source';

export const sourceConditions = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
} satisfies UserConfig;

/** Vitest runs the tests beside the code; `e2e/` belongs to Playwright. */
export const unitTestFiles = {
  test: { include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
} satisfies UserConfig;
