/**
 * The server's entry point (`npm start`, `node packages/api/dist/main.js`). Before anything is
 * loaded, it turns on Node's compile cache, so a restart reuses the compiled code of the two
 * thousand modules the server loads instead of compiling them again; then it runs the server.
 * The cache lives in NODE_COMPILE_CACHE when set, else in the system's temporary directory.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./run-server.ts');
