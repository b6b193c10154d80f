import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    build: { outDir: 'dist', sourcemap: true },
  }),
);
