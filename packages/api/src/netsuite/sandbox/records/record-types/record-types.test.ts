import { describe, expect, it } from 'vitest';
import { TABLE_NAMES, tableSpec } from '../../store/schema.ts';
import { fieldEntries, isNullable } from './record-type-spec.ts';
import { findRecordType, RECORD_TYPES } from './record-types.ts';

describe('the record types', () => {
  it('are found by name in any case, as NetSuite reads URLs', () => {
    expect(findRecordType('inventoryItem')?.name).toBe('inventoryitem');
    expect(findRecordType('CUSTOMER')?.name).toBe('customer');
    expect(findRecordType('salesorder')).toBeUndefined();
  });

  describe.each(RECORD_TYPES.map((spec) => [spec.name, spec] as const))('%s', (_name, spec) => {
    const columns = tableSpec(spec.table).columns;

    it('maps every field to a column of its table, and each column at most once', () => {
      const mapped = fieldEntries(spec).map(({ field }) => field.column);
      for (const column of mapped) expect(Object.keys(columns), column).toContain(column);
      expect(new Set(mapped).size).toBe(mapped.length);
    });

    it('leaves empty only columns that may be null, so a create that omits a field still loads', () => {
      for (const { name, field } of fieldEntries(spec)) {
        if (isNullable(field)) expect(columns[field.column]?.nullable, name).toBe(true);
      }
    });

    it('gives a value to every column that may not be null', () => {
      const filled = new Set([
        ...fieldEntries(spec)
          .filter(({ field }) => !isNullable(field))
          .map(({ field }) => field.column),
        ...(spec.discriminator ? [spec.discriminator.column] : []),
      ]);
      for (const [column, { nullable }] of Object.entries(columns)) {
        if (!nullable) expect(filled, column).toContain(column);
      }
    });

    it('points references, dependents and id spaces at tables that exist', () => {
      for (const { field } of fieldEntries(spec)) {
        if (field.kind === 'reference') expect(TABLE_NAMES).toContain(field.target.table);
      }
      for (const { table, column } of spec.dependents) expect(Object.keys(tableSpec(table).columns)).toContain(column);
      for (const table of spec.idSpace) expect(TABLE_NAMES).toContain(table);
      expect(spec.idSpace).toContain(spec.table);
    });
  });
});
