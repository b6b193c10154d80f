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
function templateFile({ seed, scale, today }: CompanyMarker): string {
  return join(inject('databaseTemplates').root, `netsuite-company-${seed}-${scale}-${today}.tar`);
}

/** The saved files of a store holding this company, if a test file of this run saved them. */
export async function savedCompany(company: CompanyMarker): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(templateFile(company))]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Saves the store's files for the next test file; written whole, then renamed into place. */
export async function saveCompany(company: CompanyMarker, store: SandboxStore): Promise<void> {
  const file = templateFile(company);
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, new Uint8Array(await (await store.pg.dumpDataDir('none')).arrayBuffer()));
  await rename(partial, file);
}
