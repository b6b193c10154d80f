import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hasWasmWrapperDoubleFree } from './wasm-code-gc.ts';

const run = promisify(execFile);
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const modulesUrl = new URL('./pglite-modules.ts', import.meta.url).href;

/**
 * Opens and closes PGlite twice in a fresh process whose V8 runs its WebAssembly code collector
 * as often as it can and reports every code object it frees; resolves with how many it freed.
 */
async function codeObjectsFreed(openWith: 'pgliteModules' | 'PGlite defaults'): Promise<number> {
  const options = openWith === 'pgliteModules' ? 'await pgliteModules()' : '';
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    import { pgliteModules } from ${JSON.stringify(modulesUrl)};
    for (let i = 0; i < 2; i++) {
      const pg = await PGlite.create(${options});
      await pg.query('select 1');
      await pg.close();
    }`;
  const { stdout } = await run(
    process.execPath,
    ['--stress-wasm-code-gc', '--trace-wasm-code-gc', '--input-type=module', '--eval', script],
    { cwd: packageRoot, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.split('\n').filter((line) => line.startsWith('[wasm-gc] Freeing')).length;
}

describe('the WebAssembly code collector', () => {
  it('is known to double-free on V8 13.0 to 13.6 only', () => {
    expect(hasWasmWrapperDoubleFree('13.6.233.17-node.53')).toBe(true);
    expect(hasWasmWrapperDoubleFree('13.0.245.25-node.9')).toBe(true);
    expect(hasWasmWrapperDoubleFree('12.4.254.21-node.33')).toBe(false);
    expect(hasWasmWrapperDoubleFree('13.7.152.14')).toBe(false);
    expect(hasWasmWrapperDoubleFree('14.1.146.11-node.13')).toBe(false);
  });

  it('frees code while PGlite opens and closes with its defaults', async () => {
    expect(await codeObjectsFreed('PGlite defaults')).toBeGreaterThan(0);
  });

  it.runIf(hasWasmWrapperDoubleFree())('frees none once PGlite opens through pgliteModules on this V8', async () => {
    expect(await codeObjectsFreed('pgliteModules')).toBe(0);
  });
});
