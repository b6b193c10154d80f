import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions, unitTestFiles } from '../../vitest.shared.ts';

/**
 * What both API test projects share: the workspace source, the patience a database needs, and the
 * migrated database every test server copies (made once per run by the global setup).
 */
export const apiTestBase = mergeConfig(
  mergeConfig(sourceConditions, unitTestFiles),
  defineProject({
    // Integration tests open a database each and hash real passwords: seconds, not milliseconds.
    test: {
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      globalSetup: ['./src/test/global-setup.ts'],
    },
  }),
);
