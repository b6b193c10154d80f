import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions, unitTestFiles } from '../../vitest.shared.ts';

export default mergeConfig(
  mergeConfig(sourceConditions, unitTestFiles),
  defineProject({
    // Integration tests open a database each and hash real passwords: seconds, not milliseconds.
    test: { name: 'api', environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
  }),
);
