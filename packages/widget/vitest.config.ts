import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions, unitTestFiles } from '../../vitest.shared.ts';

export default mergeConfig(
  mergeConfig(sourceConditions, unitTestFiles),
  defineProject({
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    test: { name: 'widget', environment: 'jsdom' },
  }),
);
