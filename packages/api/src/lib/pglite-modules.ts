import { readFile } from 'node:fs/promises';

/**
 * PGlite's two WebAssembly modules (the server and initdb), compiled once per process and shared
 * by every PGlite instance: the application database, the NetSuite sandbox, and in tests many
 * of each. Compiling ten megabytes of WebAssembly for every instance costs seconds of CPU, and
 * concurrent compilations are where V8 has been seen to crash (nodejs/node#64500).
 */
export interface PgliteModules {
  readonly pgliteWasmModule: WebAssembly.Module;
  readonly initdbWasmModule: WebAssembly.Module;
}

let compiled: Promise<PgliteModules> | undefined;

async function compile(file: string): Promise<WebAssembly.Module> {
  const url = new URL(file, import.meta.resolve('@electric-sql/pglite'));
  return WebAssembly.compile(await readFile(url));
}

export function pgliteModules(): Promise<PgliteModules> {
  compiled ??= Promise.all([compile('./pglite.wasm'), compile('./initdb.wasm')]).then(
    ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
  );
  return compiled;
}
