import { readFile } from 'node:fs/promises';
import type { PGliteOptions } from '@electric-sql/pglite';
import { avoidWasmWrapperDoubleFree } from './wasm-code-gc.ts';

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

/**
 * The one function of the WebAssembly global used here, typed by hand: TypeScript declares the
 * global with the DOM library, which the API (Node only) does not include.
 */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

/**
 * PGlite's two WebAssembly modules (the server and initdb), compiled once per process and shared
 * by every PGlite instance: the application database, the NetSuite sandbox, and in tests many
 * of each. Compiling ten megabytes of WebAssembly for every instance costs seconds of CPU. Every
 * PGlite of the API is opened with these, so this is also where V8's WebAssembly code collector
 * is turned off on the versions where it can abort the process (wasm-code-gc.ts).
 */
export interface PgliteModules {
  readonly pgliteWasmModule: WasmModule;
  readonly initdbWasmModule: WasmModule;
}

let compiled: Promise<PgliteModules> | undefined;

async function compile(file: string): Promise<WasmModule> {
  const url = new URL(file, import.meta.resolve('@electric-sql/pglite'));
  return WebAssembly.compile(await readFile(url));
}

export function pgliteModules(): Promise<PgliteModules> {
  if (!compiled) {
    avoidWasmWrapperDoubleFree();
    compiled = Promise.all([compile('./pglite.wasm'), compile('./initdb.wasm')]).then(
      ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
    );
  }
  return compiled;
}
