import { createRequire } from 'node:module';

/** The API's version, from its package.json, as health checks and logs report it. */
export const VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;
