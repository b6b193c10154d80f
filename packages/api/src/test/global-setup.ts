import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { SOURCE_CONDITION } from '../../../../vitest.shared.ts';
import { type DatabaseTemplates, removeDatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What every test server copies its databases from (database-templates.ts). */
    databaseTemplates: DatabaseTemplates;
  }
}

const BUILDER = fileURLToPath(new URL('./build-database-templates.ts', import.meta.url));

/**
 * Vitest's global setup for the API's projects: the database templates, made once per project and
 * run. It runs in Vitest's own process, where the project's `env` is configuration, not yet
 * `process.env` (and absent from a project that sets none, whatever its type says).
 */
export default async function setup(project: TestProject) {
  const serverUrl = project.config.env?.TEST_DATABASE_URL || undefined;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`--conditions=${SOURCE_CONDITION}`, BUILDER, ...(serverUrl ? [serverUrl] : [])],
    { maxBuffer: 1024 * 1024 },
  );
  const templates = JSON.parse(stdout) as DatabaseTemplates;
  project.provide('databaseTemplates', templates);
  return () => removeDatabaseTemplates(templates, serverUrl);
}
