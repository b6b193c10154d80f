/**
 * Builds the widget with Rollup: `dist/widget.js` for the script tag (one self-running file)
 * and `dist/widget.mjs` exporting `mount()` for bundlers. Prints each file's gzipped size.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { type OutputOptions, type RollupOptions, rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const root = new URL('..', import.meta.url);
const fromRoot = (path: string) => new URL(path, root).pathname;

const plugins = [
  nodeResolve({ browser: true, exportConditions: ['@erp-agent/source', 'browser', 'module', 'import', 'default'] }),
  esbuild({ target: 'es2022', jsx: 'automatic', jsxImportSource: 'preact', minify: true, legalComments: 'none' }),
];

const builds: Array<{ input: string; output: OutputOptions }> = [
  { input: 'src/script-tag.ts', output: { file: 'dist/widget.js', format: 'iife' } },
  { input: 'src/index.ts', output: { file: 'dist/widget.mjs', format: 'es' } },
];

/** zod's own sources trip two of Rollup's notices (comment placement, an internal cycle): noise here. */
const onLog: RollupOptions['onLog'] = (level, log, handler) => {
  const inDependency = log.id?.includes('/node_modules/') || log.ids?.some((id) => id.includes('/node_modules/'));
  if (inDependency && (log.code === 'INVALID_ANNOTATION' || log.code === 'CIRCULAR_DEPENDENCY')) return;
  handler(level, log);
};

for (const { input, output } of builds) {
  const bundle = await rollup({ input: fromRoot(input), plugins, onLog });
  const file = fromRoot(output.file ?? '');
  await bundle.write({ ...output, file, sourcemap: true });
  await bundle.close();
  const code = await readFile(file);
  console.log(
    `${output.file}: ${gzipSync(code, { level: 9 }).byteLength} bytes gzipped (${code.byteLength} bytes minified)`,
  );
}
