import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions, unitTestFiles } from '../../vitest.shared.ts';

export default mergeConfig(
  mergeConfig(sourceConditions, unitTestFiles),
  defineProject({ test: { name: 'core', environment: 'node' } }),
);
