/**
 * Builds the widget with Rollup: `dist/widget.js`, the small loader a script tag adds, and
 * `dist/widget.mjs`, the UI chunk the loader imports and bundlers import (`mount()`). Prints each
 * file's gzipped size.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { type OutputOptions, type RollupOptions, rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { minifyCss } from './minify-css.ts';

const root = new URL('..', import.meta.url);
const fromRoot = (path: string) => new URL(path, root).pathname;

const plugins = [
  nodeResolve({ browser: true, exportConditions: ['@erp-agent/source', 'browser', 'module', 'import', 'default'] }),
  minifyCss(fromRoot('src/styles.ts')),
  esbuild({ target: 'es2022', jsx: 'automatic', jsxImportSource: 'preact', minify: true, legalComments: 'none' }),
];

const builds: Array<{ input: string | Record<string, string>; output: OutputOptions }> = [
  // The loader only types the UI module; its `import()` of widget.mjs stays a runtime import.
  { input: 'src/loader.ts', output: { file: 'dist/widget.js', format: 'iife' } },
  // The CSV download, and what widget.mjs shares with diagnose.mjs, become chunks under dist/chunks/;
  // diagnose.mjs, beside widget.mjs, is what the loader imports when a developer calls diagnose().
  {
    input: { widget: 'src/index.ts', diagnose: 'src/diagnose/index.ts' },
    output: {
      dir: 'dist',
      entryFileNames: '[name].mjs',
      chunkFileNames: 'chunks/[name]-[hash].mjs',
      format: 'es',
    },
  },
];

/**
 * simple-markdown's module only defines its parser (no global is touched) but does not declare
 * itself free of side effects, so Rollup would keep all of it for the widget, which never parses
 * markdown: replies come with the tree the API parsed.
 */
const moduleSideEffects = (id: string) => !id.includes('/node_modules/@khanacademy/simple-markdown/');

/** zod's own sources trip two of Rollup's notices (comment placement, an internal cycle): noise here. */
const onLog: RollupOptions['onLog'] = (level, log, handler) => {
  const inDependency = log.id?.includes('/node_modules/') || log.ids?.some((id) => id.includes('/node_modules/'));
  if (inDependency && (log.code === 'INVALID_ANNOTATION' || log.code === 'CIRCULAR_DEPENDENCY')) return;
  handler(level, log);
};

/**
 * Each file's gzipped size, and who downloads it: the loader with the page, the UI at the first
 * open, lazy chunks when a visitor's use needs them, `developer` only when a page's developer calls
 * `diagnose()`.
 */
interface SizeReport {
  loader: string[];
  ui: string[];
  lazy: string[];
  developer: string[];
  gzipBytes: Record<string, number>;
}
const report: SizeReport = { loader: [], ui: [], lazy: [], developer: [], gzipBytes: {} };

// Chunks are named by their hash: without this, every build would leave the last one's beside it.
await rm(fromRoot('dist/chunks'), { recursive: true, force: true });

for (const { input, output } of builds) {
  const entries =
    typeof input === 'string'
      ? fromRoot(input)
      : Object.fromEntries(Object.entries(input).map(([name, path]) => [name, fromRoot(path)]));
  // widget.mjs may also export what its lazy chunks import from it: otherwise Rollup moves the UI
  // into a chunk of its own behind a widget.mjs that only re-exports it, one more request and file.
  const bundle = await rollup({
    input: entries,
    plugins,
    onLog,
    treeshake: { moduleSideEffects },
    preserveEntrySignatures: 'allow-extension',
  });
  const written = await bundle.write({
    ...output,
    ...(output.file ? { file: fromRoot(output.file) } : { dir: fromRoot(output.dir ?? 'dist') }),
    sourcemap: true,
  });
  await bundle.close();
  const chunks = written.output.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
  // What the entry imports statically loads with it; what only `import()` reaches is lazy.
  const eager = new Set<string>();
  const visit = (fileName: string) => {
    if (eager.has(fileName)) return;
    eager.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry && chunk.name !== 'diagnose') visit(chunk.fileName);
  for (const chunk of chunks) {
    const code = await readFile(fromRoot(`dist/${chunk.fileName}`));
    const gzip = gzipSync(code, { level: 9 }).byteLength;
    report.gzipBytes[chunk.fileName] = gzip;
    const group =
      input === 'src/loader.ts'
        ? 'loader'
        : eager.has(chunk.fileName)
          ? 'ui'
          : chunk.isEntry && chunk.name === 'diagnose'
            ? 'developer'
            : 'lazy';
    report[group].push(chunk.fileName);
    console.log(`dist/${chunk.fileName}: ${gzip} bytes gzipped (${code.byteLength} bytes minified, ${group})`);
  }
}
await writeFile(fromRoot('dist/size.json'), `${JSON.stringify(report, null, 2)}\n`);
