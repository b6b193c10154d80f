/**
 * The server's entry point (`npm start`, `node packages/api/dist/main.js`). Before anything is
 * loaded, it turns on Node's compile cache, so a restart reuses the compiled code of the modules
 * the server loads instead of compiling them again; then it runs the server. The cache lives in
 * NODE_COMPILE_CACHE when set, else in the system's temporary directory.
 */
import { constants, enableCompileCache } from 'node:module';

const cache = enableCompileCache();
// Without the cache the server runs the same, only starts slower: said, not fatal.
if (cache.status === constants.compileCacheStatus.FAILED) {
  console.warn(`The compile cache could not be turned on (${cache.message}); every start compiles the server again.`);
}
await import('./run-server.ts');
