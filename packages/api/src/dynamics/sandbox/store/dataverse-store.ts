import { randomUUID } from 'node:crypto';
import type { EntityDefinition } from '../schema/entity-definition.ts';
import type { Row } from './row.ts';

/** A change to the organisation, as the journal keeps it to replay after a restart. */
export type Change =
  | { readonly op: 'create'; readonly table: string; readonly id: string; readonly row: Row }
  | { readonly op: 'update'; readonly table: string; readonly id: string; readonly values: Row }
  | { readonly op: 'delete'; readonly table: string; readonly id: string };

/** Where changes go to outlive the process; nowhere for an in-memory sandbox. */
export interface ChangeLog {
  append(change: Change): Promise<void>;
}

function iso(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * The organisation's rows in memory, per table, with Dataverse's bookkeeping: ids, `createdon`,
 * `modifiedon` and the `versionnumber` its ETags are made of. Every change is written to the log
 * before it is applied, so a change a client was told about is never lost by a restart.
 */
export class DataverseStore {
  readonly #tables: Map<string, Map<string, Row>>;
  readonly #log: ChangeLog;
  readonly #now: () => Date;
  #version: number;

  constructor(
    tables: ReadonlyMap<string, readonly Row[]>,
    definitions: readonly EntityDefinition[],
    log: ChangeLog,
    now: () => Date,
  ) {
    this.#log = log;
    this.#now = now;
    this.#tables = new Map();
    let version = 0;
    for (const definition of definitions) {
      const rows = new Map<string, Row>();
      for (const row of tables.get(definition.logicalName) ?? []) {
        const id = row[definition.primaryIdAttribute];
        if (typeof id === 'string') rows.set(id, row);
        if (typeof row.versionnumber === 'number') version = Math.max(version, row.versionnumber);
      }
      this.#tables.set(definition.logicalName, rows);
    }
    this.#version = version;
  }

  /** Every row of the table, in the order they were made. */
  rows(table: string): readonly Row[] {
    return [...(this.#tables.get(table)?.values() ?? [])];
  }

  get(table: string, id: string): Row | undefined {
    return this.#tables.get(table)?.get(id.toLowerCase());
  }

  /** Makes the row, with the id given or a new one, and the platform's columns set. */
  async create(definition: EntityDefinition, values: Row): Promise<Row> {
    const now = iso(this.#now());
    const given = values[definition.primaryIdAttribute];
    const id = typeof given === 'string' ? given.toLowerCase() : randomUUID();
    const row: Row = {};
    for (const attribute of definition.attributes) row[attribute.logicalName] = null;
    Object.assign(row, values, {
      [definition.primaryIdAttribute]: id,
      createdon: now,
      modifiedon: now,
      versionnumber: this.#nextVersion(),
    });
    const change: Change = { op: 'create', table: definition.logicalName, id, row };
    await this.#log.append(change);
    this.#apply(change);
    return row;
  }

  /** Changes the columns given; the row must exist. */
  async update(definition: EntityDefinition, id: string, values: Row): Promise<Row> {
    const changes: Row = { ...values, modifiedon: iso(this.#now()), versionnumber: this.#nextVersion() };
    const change: Change = { op: 'update', table: definition.logicalName, id: id.toLowerCase(), values: changes };
    await this.#log.append(change);
    this.#apply(change);
    const row = this.get(definition.logicalName, id);
    if (!row) throw new RangeError(`No ${definition.logicalName} ${id} to update.`);
    return row;
  }

  async delete(definition: EntityDefinition, id: string): Promise<void> {
    const change: Change = { op: 'delete', table: definition.logicalName, id: id.toLowerCase() };
    await this.#log.append(change);
    this.#apply(change);
  }

  /** Applies a change read back from the journal, as it was applied the first time. */
  replay(change: Change): void {
    this.#apply(change);
    const version =
      change.op === 'create' ? change.row.versionnumber : change.op === 'update' ? change.values.versionnumber : null;
    if (typeof version === 'number') this.#version = Math.max(this.#version, version);
  }

  #apply(change: Change): void {
    const rows = this.#tables.get(change.table);
    if (!rows) return;
    switch (change.op) {
      case 'create':
        rows.set(change.id, { ...change.row });
        return;
      case 'update': {
        const row = rows.get(change.id);
        if (row) Object.assign(row, change.values);
        return;
      }
      case 'delete':
        rows.delete(change.id);
    }
  }

  #nextVersion(): number {
    this.#version += 1;
    return this.#version;
  }
}
