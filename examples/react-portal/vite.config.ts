import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by `npm start` under /examples/react-portal/; the widget comes from its built ES module
// (@erp-agent/widget's default export condition), as a partner's bundler would take it.
export default defineConfig({
  base: '/examples/react-portal/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
});
