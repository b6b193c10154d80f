import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { BuiltChunk } from './bundle-sizes.ts';

export const consoleDir = fileURLToPath(new URL('..', import.meta.url));

function isChunk(item: unknown): item is BuiltChunk & { type: 'chunk' } {
  return typeof item === 'object' && item !== null && 'type' in item && item.type === 'chunk';
}

/** Builds the console into its `dist` (as `npm run build` does) and returns the JavaScript chunks by file name. */
export async function buildChunks(): Promise<Map<string, BuiltChunk>> {
  const result = await build({ root: consoleDir, logLevel: 'warn' });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = new Map<string, BuiltChunk>();
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('the console build did not return its output');
    for (const item of output.output) if (isChunk(item)) chunks.set(item.fileName, item);
  }
  return chunks;
}
