/**
 * Prints what core costs a browser: each public entry bundled with its dependencies, minified,
 * and gzipped at level 9, the way the widget and console ship it.
 */
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const ENTRIES = {
  '@erp-agent/core': 'src/index.ts',
  '@erp-agent/core/browser': 'src/browser/index.ts',
  '@erp-agent/core/csv': 'src/export/csv.ts',
} as const;

async function bundledSize(entry: string): Promise<{ minified: number; gzipped: number }> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: new URL('..', import.meta.url).pathname,
    build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'bundle' } },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const code = chunks.map((chunk) => chunk.code).join('\n');
  return { minified: Buffer.byteLength(code), gzipped: gzipSync(code, { level: 9 }).byteLength };
}

console.log('core browser bundle size (minified, gzip -9):');
for (const [name, entry] of Object.entries(ENTRIES)) {
  const { minified, gzipped } = await bundledSize(entry);
  console.log(`  ${name.padEnd(26)} ${String(gzipped).padStart(7)} bytes gzipped (${minified} bytes minified)`);
}
