import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Company, generateCompany } from '../generate/generate-company.ts';
import { DEFAULT_SCALE } from '../generate/sizes.ts';
import type { CompanyMarker } from './company-marker.ts';
import { openSandboxStore, type SandboxStore } from './sandbox-store.ts';
import { TABLE_NAMES } from './schema.ts';

const MARKER: CompanyMarker = { seed: 42, scale: DEFAULT_SCALE, today: '2025-06-30' };

let company: Company;
let store: SandboxStore;

/** Numeric columns come back as strings; cents compare exactly. */
const cents = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100);

async function rowCounts(target: SandboxStore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of TABLE_NAMES) {
    const result = await target.pg.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts[name] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

function generatedCounts(source: Company): Record<string, number> {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, source[name].length]));
}

beforeAll(async () => {
  company = generateCompany(MARKER);
  store = await openSandboxStore();
  await store.loadCompany(MARKER, () => company);
});

afterAll(async () => {
  await store.close();
});

describe('loading the default company', () => {
  it('holds every generated row of every table', async () => {
    expect(await rowCounts(store)).toEqual(generatedCounts(company));
    expect(await store.isLoaded()).toBe(true);
    expect(await store.loadedCompany()).toEqual(MARKER);
  });

  it('finds the open invoices over 5,000', async () => {
    const result = await store.pg.query<{ tranid: string; foreigntotal: string }>(
      `select tranid, foreigntotal from transaction
        where type = 'CustInvc' and status = 'A' and foreigntotal > 5000 order by id`,
    );
    const expected = company.transaction.filter(
      (row) => row.type === 'CustInvc' && row.status === 'A' && (row.foreigntotal ?? 0) > 5000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(result.rows.map((row) => [row.tranid, cents(row.foreigntotal)])).toEqual(
      expected.map((row) => [row.tranid, cents(row.foreigntotal)]),
    );
  });

  it('sums sales by customer across lines, headers and customers', async () => {
    const result = await store.pg.query<{ entityid: string; sales: string }>(
      `select c.entityid, -sum(tl.netamount) as sales
         from transactionline tl
         join transaction t on t.id = tl.transaction
         join customer c on c.id = t.entity
        where t.type = 'CustInvc' and tl.mainline = 'F'
        group by c.entityid`,
    );
    const headers = new Map(company.transaction.map((row) => [row.id, row]));
    const customers = new Map(company.customer.map((row) => [row.id, row.entityid]));
    const expected = new Map<string, number>();
    for (const line of company.transactionline) {
      const header = headers.get(line.transaction);
      if (header?.type !== 'CustInvc' || line.mainline !== 'F' || header.entity === null) continue;
      const customer = customers.get(header.entity) ?? '';
      expected.set(customer, (expected.get(customer) ?? 0) - cents(line.netamount));
    }
    expect(expected.size).toBeGreaterThan(10);
    expect(new Map(result.rows.map((row) => [row.entityid, cents(row.sales)]))).toEqual(expected);
  });

  it('gives on-hand quantity per item as a sum over its locations', async () => {
    const result = await store.pg.query<{ itemid: string; onhand: string }>(
      `select i.itemid, sum(l.quantityonhand) as onhand
         from item i join inventoryitemlocations l on l.item = i.id
        group by i.itemid`,
    );
    const itemIds = new Map(company.item.map((row) => [row.id, row.itemid]));
    const expected = new Map<string, number>();
    for (const row of company.inventoryitemlocations) {
      const itemid = itemIds.get(row.item) ?? '';
      expected.set(itemid, (expected.get(itemid) ?? 0) + row.quantityonhand);
    }
    expect(new Map(result.rows.map((row) => [row.itemid, Number(row.onhand)]))).toEqual(expected);
  });

  it('selects the last month of transactions by trandate', async () => {
    const result = await store.pg.query<{ type: string; n: number }>(
      `select type, count(*)::int as n from transaction
        where trandate > date '2025-06-30' - interval '1 month' group by type`,
    );
    const expected: Record<string, number> = {};
    for (const row of company.transaction) {
      if (row.trandate > '2025-05-30') expected[row.type] = (expected[row.type] ?? 0) + 1;
    }
    expect(Object.keys(expected).length).toBeGreaterThan(3);
    expect(Object.fromEntries(result.rows.map((row) => [row.type, row.n]))).toEqual(expected);
  });

  it('does not load the same company twice, nor generate it again', async () => {
    const build = vi.fn(() => company);
    expect(await store.loadCompany(MARKER, build)).toBe('already-loaded');
    expect(build).not.toHaveBeenCalled();
    expect(await rowCounts(store)).toEqual(generatedCounts(company));
  });
});

describe('a sandbox store in a data directory', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'netsuite-sandbox-store-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is empty at first, and finds its company again after a restart', async () => {
    const small: CompanyMarker = { seed: 5, scale: 500, today: '2025-06-30' };
    const first = await openSandboxStore({ dataDir });
    expect(await first.isLoaded()).toBe(false);
    expect(await first.loadCompany(small)).toBe('loaded');
    await first.close();

    const second = await openSandboxStore({ dataDir });
    try {
      expect(await second.loadedCompany()).toEqual(small);
      expect(await second.loadCompany(small)).toBe('already-loaded');
      expect(await rowCounts(second)).toEqual(generatedCounts(generateCompany(small)));
    } finally {
      await second.close();
    }
  });

  it('replaces the company when asked for another one', async () => {
    const other: CompanyMarker = { seed: 6, scale: 400, today: '2025-03-31' };
    const reopened = await openSandboxStore({ dataDir });
    try {
      expect(await reopened.loadCompany(other)).toBe('loaded');
      expect(await reopened.loadedCompany()).toEqual(other);
      expect(await rowCounts(reopened)).toEqual(generatedCounts(generateCompany(other)));
    } finally {
      await reopened.close();
    }
  });

  it('regenerates a company loaded with another table layout, as by an older release', async () => {
    const company: CompanyMarker = { seed: 6, scale: 400, today: '2025-03-31' };
    const reopened = await openSandboxStore({ dataDir });
    try {
      expect(await reopened.loadCompany(company)).toBe('already-loaded');
      // Before the layout was kept, the marker table had no such column at all.
      await reopened.pg.exec('alter table sandbox_company drop column layout');
      expect(await reopened.loadedCompany()).toEqual(company);
      expect(await reopened.loadCompany(company)).toBe('loaded');
      expect(await reopened.loadCompany(company)).toBe('already-loaded');
    } finally {
      await reopened.close();
    }
  });
});
