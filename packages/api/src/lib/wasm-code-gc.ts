import { setFlagsFromString } from 'node:v8';

/**
 * Whether this V8 can free a WebAssembly import wrapper twice. V8 13.0 to 13.6 (Node 24's) share
 * the wrappers across threads, and their code garbage collector can free one that a wrapper
 * tier-up on another thread has just taken a reference to; the second free aborts the process
 * with "Check failed: jit_page_->allocations_.erase(addr) == 1" (nodejs/node#64500). V8 13.7
 * has the fix (commit 9b8ca54d5a, "Fix lookup of wrappers marked is_dying"); Node 22's V8 12.4
 * predates the shared wrappers.
 */
export function hasWasmWrapperDoubleFree(v8Version: string = process.versions.v8): boolean {
  const [major, minor] = v8Version.split('.').map(Number);
  return major === 13 && minor !== undefined && minor <= 6;
}

/**
 * Turns V8's WebAssembly code garbage collection off where it has that bug, before the first
 * module is compiled. PGlite instances opened and closed on two threads (the API's and the
 * NetSuite sandbox's worker) are exactly the race: about one full test run in ten died of it
 * here, and the server is exposed whenever the sandbox's worker is replaced. The flag is
 * process-wide, so it covers the worker too.
 *
 * The price: code that tier-up replaced stays allocated until its module is freed, about 5 MB for
 * every PGlite instance a process closes (measured: 60 instances opened and closed, 735 MB
 * resident instead of 419 MB). The server closes one only when the sandbox's worker is replaced
 * after a runaway query.
 */
export function avoidWasmWrapperDoubleFree(): void {
  if (hasWasmWrapperDoubleFree()) setFlagsFromString('--no-wasm-code-gc');
}
