import type { DynamicsColumn } from '@erp-agent/core';
import { describe, expect, it } from 'vitest';
import { schemaCsvFile } from './schema-csv.ts';

const column: DynamicsColumn = {
  table: 'account',
  name: 'name',
  displayName: 'Account Name',
  type: 'String',
  custom: false,
  primaryId: false,
  primaryName: true,
  validForCreate: true,
  validForUpdate: true,
};

describe('schemaCsvFile', () => {
  it('writes a row per column of each table under labelled columns, in a dated file', () => {
    const file = schemaCsvFile(
      [
        column,
        {
          ...column,
          name: 'cr4a2_tier',
          displayName: 'Tier, custom',
          type: 'Picklist',
          custom: true,
          primaryName: false,
        },
      ],
      new Date(2026, 10, 25),
    );
    expect(file.fileName).toBe('dynamics-schema-2026-11-25.csv');
    expect(file.content.split('\r\n')).toEqual([
      '\uFEFFTABLE,COLUMN,DISPLAY.NAME,TYPE,CUSTOM,PRIMARY.ID,PRIMARY.FIELD,VALID.FOR.CREATE,VALID.FOR.UPDATE',
      'account,name,Account Name,String,false,false,true,true,true',
      'account,cr4a2_tier,"Tier, custom",Picklist,true,false,false,true,true',
      '',
    ]);
  });
});
