import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    // In development the API runs on its own port (npm run dev -w @erp-agent/api); the console's
    // calls stay same-origin, as in production, through this proxy.
    server: {
      proxy: Object.fromEntries(
        ['/api', '/auth', '/functions', '/healthz', '/widget.js'].map((path) => [
          path,
          process.env.API_ORIGIN ?? 'http://localhost:8787',
        ]),
      ),
    },
    build: { outDir: 'dist', sourcemap: true },
  }),
);
