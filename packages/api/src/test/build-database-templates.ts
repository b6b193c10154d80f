/**
 * Builds the run's database templates and prints them as JSON, in a Node process of its own:
 * Vitest's global setup runs in a module runner without `import.meta.resolve`, which finding
 * PGlite's WebAssembly needs. Run by global-setup.ts; the argument is the test PostgreSQL server.
 */
import { loadEnv } from '../env.ts';
import { createDatabaseTemplates } from './database-templates.ts';
import { TEST_SERVER_ENV } from './test-env.ts';

const [serverUrl] = process.argv.slice(2);
const templates = await createDatabaseTemplates(serverUrl || undefined, loadEnv(TEST_SERVER_ENV));
process.stdout.write(JSON.stringify(templates));
