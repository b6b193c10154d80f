import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteModules } from '../../../lib/pglite-modules.ts';
import { generateCompany } from '../generate/generate-company.ts';
import { SCHEMA, schemaSql, TABLE_NAMES, tableSpec } from './schema.ts';
import { columnNames } from './table-spec.ts';

let pg: PGlite;

beforeAll(async () => {
  pg = await PGlite.create(await pgliteModules());
  const { tables, keys } = schemaSql();
  await pg.exec([...tables, ...keys].join(';\n'));
});

afterAll(async () => {
  await pg.close();
});

describe('the sandbox schema', () => {
  it('describes every table the generator produces, with the columns its rows carry', () => {
    const company = generateCompany({ seed: 7, scale: 500, today: '2025-06-30' });
    expect([...TABLE_NAMES].sort()).toEqual(Object.keys(company).sort());
    for (const name of TABLE_NAMES) {
      const first = company[name][0];
      expect(first, name).toBeDefined();
      expect(columnNames(tableSpec(name)).sort(), name).toEqual(Object.keys(first ?? {}).sort());
    }
  });

  it('creates each table with its columns, types and nullability', async () => {
    const result = await pg.query<{ table_name: string; column_name: string; data_type: string; nullable: string }>(
      `select table_name, column_name,
              case when data_type = 'numeric' and numeric_precision is not null
                   then format('numeric(%s,%s)', numeric_precision, numeric_scale)
                   when data_type = 'timestamp without time zone' then 'timestamp'
                   else data_type end as data_type,
              is_nullable as nullable
         from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    );
    const expected = TABLE_NAMES.flatMap((table) =>
      Object.entries(tableSpec(table).columns).map(([column, { type, nullable }]) => ({
        table_name: table,
        column_name: column,
        data_type: type,
        nullable: nullable ? 'YES' : 'NO',
      })),
    );
    const byName = (a: { table_name: string }, b: { table_name: string }) => a.table_name.localeCompare(b.table_name);
    expect(result.rows).toEqual([...expected].sort(byName));
  });

  it('types dates as dates and money as numeric(18,2), as translated SuiteQL expects', () => {
    const { transaction, customer, employee, transactionline } = SCHEMA;
    for (const column of [transaction.columns.trandate, transaction.columns.duedate, transaction.columns.createddate])
      expect(column.type).toBe('date');
    expect(customer.columns.datecreated.type).toBe('date');
    expect(employee.columns.datecreated.type).toBe('date');
    expect(transaction.columns.foreigntotal.type).toBe('numeric(18,2)');
    expect(transactionline.columns.netamount.type).toBe('numeric(18,2)');
    expect(transaction.columns.posting.type).toBe('text');
  });

  it('indexes the columns queries join and filter on', async () => {
    const result = await pg.query<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = 'public'`);
    // `transaction` is reserved, so PostgreSQL shows it quoted; the quotes are noise here.
    const indexed = result.rows.map((row) =>
      row.indexdef.replaceAll('"', '').replace(/^.* ON public\.(\S+) USING btree /, '$1 '),
    );
    for (const expected of [
      'transaction (id)',
      'transaction (entity)',
      'transaction (type, status)',
      'transaction (trandate)',
      'transactionline (transaction, id)',
      'transactionaccountingline (transaction, transactionline, accountingbook)',
      'inventoryitemlocations (item, location)',
      'customer (id)',
      'customer (externalid)',
      'entityaddress (nkey)',
    ]) {
      expect(indexed).toContain(expected);
    }
  });
});
