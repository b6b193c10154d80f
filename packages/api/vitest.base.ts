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
      // A worker loads the app's 1,700 modules once for all its files, not once per file: the
      // API's tests keep no module state between files (no module mocks, no stubbed globals or
      // environment). Measured on 2 cores, the whole Vitest layer: 925 s isolated, 791 s not.
      isolate: false,
      hookTimeout: 60_000,
      globalSetup: ['./src/test/global-setup.ts'],
    },
  }),
);
