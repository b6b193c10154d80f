import { join } from 'node:path';
import { generateEnvironment } from './generate/generate-environment.ts';
import { PropertyResolver } from './odata/properties.ts';
import { SANDBOX_TABLES, type TableCatalog } from './schema/catalog.ts';
import type { EntityDefinition } from './schema/entity-definition.ts';
import { FileChangeJournal, NO_CHANGE_LOG } from './store/change-journal.ts';
import { DataverseStore } from './store/dataverse-store.ts';
import type { Row } from './store/row.ts';

/** The sandbox environment's data, opened once: the tables, their rows and how to read them. */
export interface Organization {
  readonly catalog: TableCatalog;
  readonly store: DataverseStore;
  readonly properties: PropertyResolver;
  /** Fills in what Dataverse computes on a write: full names, default status reasons. */
  completeWrite(table: EntityDefinition, values: Row, existing: Row | undefined): Row;
}

export interface OrganizationOptions {
  readonly seed: number;
  /** The instant the generated history ends at. */
  readonly now: () => Date;
  /** Where changes are kept across restarts; in memory only when absent. */
  readonly dataDir?: string;
}

const NAMED_TABLES = new Set(['contact', 'lead', 'systemuser']);

function completeWrite(table: EntityDefinition, values: Row, existing: Row | undefined): Row {
  const completed: Row = { ...values };
  if (NAMED_TABLES.has(table.logicalName) && ('firstname' in values || 'lastname' in values)) {
    const first = 'firstname' in values ? values.firstname : existing?.firstname;
    const last = 'lastname' in values ? values.lastname : existing?.lastname;
    completed.fullname = [first, last].filter((part) => typeof part === 'string' && part !== '').join(' ');
  }
  const statuses = table.attributes.find((attribute) => attribute.logicalName === 'statuscode')?.options ?? [];
  const state = values.statecode;
  if (typeof state === 'number' && !('statuscode' in values)) {
    const status = statuses.find((option) => option.state === state);
    if (status) completed.statuscode = status.value;
  }
  if (!existing && !('statecode' in values) && statuses.length > 0) {
    completed.statecode = 0;
    const status = statuses.find((option) => option.state === 0);
    if (status && !('statuscode' in values)) completed.statuscode = status.value;
  }
  return completed;
}

/**
 * Generates the environment for the seed and replays the changes clients made since, from the
 * journal under `dataDir`. A few hundred milliseconds: the sandbox does it on its first request,
 * not while the API starts.
 */
export async function openOrganization(options: OrganizationOptions): Promise<Organization> {
  const catalog = SANDBOX_TABLES;
  const generated = generateEnvironment(catalog, options.seed, options.now());
  const journal =
    options.dataDir === undefined ? undefined : new FileChangeJournal(join(options.dataDir, 'changes.jsonl'));
  const store = new DataverseStore(generated.tables, catalog.tables, journal ?? NO_CHANGE_LOG, options.now);
  for (const change of (await journal?.read()) ?? []) store.replay(change);
  return { catalog, store, properties: new PropertyResolver(catalog, store), completeWrite };
}
