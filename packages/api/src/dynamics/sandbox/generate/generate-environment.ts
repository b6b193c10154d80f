import type { TableCatalog } from '../schema/catalog.ts';
import type { Row } from '../store/row.ts';
import { Clock } from './clock.ts';
import { generateCustomRows } from './custom-rows.ts';
import { Environment } from './environment.ts';
import { generatePeopleAndSales } from './people-and-sales.ts';
import { generatePlatform } from './platform.ts';
import { generateProcesses } from './processes.ts';
import { Random } from './random.ts';

export interface GeneratedEnvironment {
  /** The organisation's rows per table logical name, every column of the table present. */
  readonly tables: ReadonlyMap<string, Row[]>;
}

/** The organisation's e-mail domain. */
export const SANDBOX_DOMAIN = 'contoso-sandbox.com';

/**
 * A believable Dynamics 365 organisation: users, customers, the sales cycle from lead to paid
 * invoice, processes of every kind with their run history, apps, copilots and connection
 * references. The same seed and `now` give the same rows and ids; dates lie before `now`.
 */
export function generateEnvironment(catalog: TableCatalog, seed: number, now: Date): GeneratedEnvironment {
  const env = new Environment(new Random(seed), new Clock(now));
  const sales = generatePeopleAndSales(env, SANDBOX_DOMAIN);
  generateProcesses(env, sales);
  generatePlatform(env, sales);
  generateCustomRows(env, sales);
  const tables = new Map<string, Row[]>();
  for (const table of catalog.tables) {
    const rows = env.tables.get(table.logicalName) ?? [];
    tables.set(
      table.logicalName,
      rows.map((row) => {
        const complete: Row = {};
        for (const attribute of table.attributes) complete[attribute.logicalName] = row[attribute.logicalName] ?? null;
        return complete;
      }),
    );
  }
  for (const name of env.tables.keys()) {
    if (!catalog.byLogicalName(name)) throw new RangeError(`Rows were generated for ${name}, which has no table.`);
  }
  return { tables };
}
