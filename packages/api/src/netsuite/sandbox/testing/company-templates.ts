import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { CompanyMarker } from '../store/company-marker.ts';
import type { SandboxStore } from '../store/sandbox-store.ts';

/**
 * Test sandboxes of one company, shared by every test file of a run: the first to open a company
 * saves its store's files in the run's template folder (src/test/global-setup.ts) and the others
 * start from a copy, skipping initdb and generating and loading the company, which cost seconds
 * of CPU each. Every test sandbox is still an engine and a database of its own.
 */
function templateFile({ seed, scale, today }: CompanyMarker): string | undefined {
  // Outside a Vitest run (`npm run eval:check` opens a test sandbox too) there is no run to share
  // with, and Vitest's inject() throws: every sandbox then builds its own company.
  if (!process.env.VITEST) return undefined;
  return join(inject('databaseTemplates').root, `netsuite-company-${seed}-${scale}-${today}.tar`);
}

/** The saved files of a store holding this company, if a test file of this run saved them. */
export async function savedCompany(company: CompanyMarker): Promise<Blob | undefined> {
  const file = templateFile(company);
  if (file === undefined) return undefined;
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Saves the store's files for the next test file; written whole, then renamed into place. */
export async function saveCompany(company: CompanyMarker, store: SandboxStore): Promise<void> {
  const file = templateFile(company);
  if (file === undefined) return;
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, new Uint8Array(await (await store.pg.dumpDataDir('none')).arrayBuffer()));
  await rename(partial, file);
}
