import { defineProject, mergeConfig } from 'vitest/config';
import { unitTestFiles } from '../../vitest.shared.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  mergeConfig(viteConfig, unitTestFiles),
  defineProject({ test: { name: 'console', environment: 'jsdom', setupFiles: ['./src/test-support/setup.ts'] } }),
);
