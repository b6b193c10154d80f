import type { ColumnValue, Row, RowReference } from '../store/row.ts';
import type { Clock } from './clock.ts';
import type { Random } from './random.ts';

/**
 * The rows of an environment while it is generated, per table, and what every generator shares:
 * the draws, the clock and the people who own rows.
 */
export class Environment {
  readonly random: Random;
  readonly clock: Clock;
  readonly tables = new Map<string, Row[]>();
  #version = 1000;

  constructor(random: Random, clock: Clock) {
    this.random = random;
    this.clock = clock;
  }

  /** Adds a row with a fresh id under `idColumn`, stamped created and modified `ageDays` ago. */
  add(table: string, idColumn: string, values: Record<string, ColumnValue>, ageDays = 0): Row {
    const created = this.clock.daysAgo(ageDays);
    const modifiedAge = ageDays * this.random.next();
    this.#version += 1;
    const row: Row = {
      [idColumn]: this.random.uuid(),
      createdon: created,
      modifiedon: this.clock.daysAgo(modifiedAge),
      versionnumber: this.#version,
      ...values,
    };
    this.rowsOf(table).push(row);
    return row;
  }

  rowsOf(table: string): Row[] {
    let rows = this.tables.get(table);
    if (!rows) {
      rows = [];
      this.tables.set(table, rows);
    }
    return rows;
  }
}

/** A reference to a row of `table` by its id column. */
export function ref(table: string, row: Row, idColumn: string): RowReference {
  const id = row[idColumn];
  if (typeof id !== 'string') throw new RangeError(`The ${table} row has no ${idColumn}.`);
  return { id, table };
}
