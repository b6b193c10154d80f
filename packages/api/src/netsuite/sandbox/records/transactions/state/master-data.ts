import type { SandboxEngine } from '../../../engine/sandbox-engine.ts';
import type { Party } from '../transaction-types.ts';

/**
 * The customers, vendors, items, locations, accounts and currencies a new document refers to,
 * read before it is written so that every reference is checked and every default (currency,
 * terms, sales rep, prices, accounts) comes from the records, as NetSuite sources them.
 */

export interface MasterDataReader {
  party(kind: Party, id: number): Promise<PartyRecord | undefined>;
  subsidiary(id: number): Promise<SubsidiaryRecord | undefined>;
  currency(id: number): Promise<CurrencyRecord | undefined>;
  items(ids: readonly number[]): Promise<ReadonlyMap<number, ItemRecord>>;
  locations(ids: readonly number[]): Promise<ReadonlyMap<number, LocationRecord>>;
  accounts(ids: readonly number[]): Promise<ReadonlySet<number>>;
  departments(ids: readonly number[]): Promise<ReadonlySet<number>>;
  employee(id: number, salesRep: boolean): Promise<boolean>;
  /** Units on hand per `item@location`; absent pairs hold none. */
  onHand(pairs: readonly { item: number; location: number }[]): Promise<ReadonlyMap<string, number>>;
}

export interface PartyRecord {
  readonly id: number;
  readonly subsidiary: number;
  readonly currency: number;
  /** Days from the document date to its due date, from the party's terms; 0 without terms. */
  readonly termDays: number;
  readonly salesRep: number | null;
  readonly inactive: boolean;
}

export interface SubsidiaryRecord {
  readonly id: number;
  readonly baseCurrency: number;
  /** The base currency's rate to US dollars, as the currency table holds rates. */
  readonly baseRate: number;
}

export interface CurrencyRecord {
  readonly id: number;
  readonly rate: number;
}

export interface ItemRecord {
  readonly id: number;
  readonly itemId: string;
  readonly itemType: string;
  readonly basePrice: number;
  readonly cost: number;
  readonly incomeAccount: number;
  readonly cogsAccount: number | null;
  readonly assetAccount: number | null;
  readonly expenseAccount: number | null;
  readonly inactive: boolean;
}

export interface LocationRecord {
  readonly id: number;
  readonly name: string;
  readonly subsidiary: number;
  readonly inactive: boolean;
}

export function onHandKey(item: number, location: number): string {
  return `${item}@${location}`;
}

type Row = Record<string, unknown>;

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function masterDataReader(engine: SandboxEngine, timeoutMs: number): MasterDataReader {
  const rows = async (sql: string, params: readonly unknown[]) =>
    (await engine.query<Row>(sql, params, { readOnly: true, timeoutMs })).rows;
  const ids = (values: readonly number[]) => [...new Set(values)];
  return {
    party: async (kind, id) => {
      const salesRep = kind === 'customer' ? 'p."salesrep"' : 'null::integer';
      const [row] = await rows(
        `select p."id", p."subsidiary", p."currency", ${salesRep} as "salesrep", p."isinactive",
                (select t."daysuntilnetdue" from "term" t where t."id" = p."terms") as "termdays"
           from "${kind}" p where p."id" = $1`,
        [id],
      );
      return (
        row && {
          id: Number(row.id),
          subsidiary: Number(row.subsidiary),
          currency: Number(row.currency),
          termDays: Number(row.termdays ?? 0),
          salesRep: numberOrNull(row.salesrep),
          inactive: row.isinactive === 'T',
        }
      );
    },
    subsidiary: async (id) => {
      const [row] = await rows(
        `select s."id", s."currency", c."exchangerate" from "subsidiary" s join "currency" c on c."id" = s."currency"
          where s."id" = $1`,
        [id],
      );
      return row && { id: Number(row.id), baseCurrency: Number(row.currency), baseRate: Number(row.exchangerate) };
    },
    currency: async (id) => {
      const [row] = await rows(`select "id", "exchangerate" from "currency" where "id" = $1`, [id]);
      return row && { id: Number(row.id), rate: Number(row.exchangerate) };
    },
    items: async (itemIds) => {
      const found = await rows(
        `select "id", "itemid", "itemtype", "baseprice", "cost", "incomeaccount", "cogsaccount", "assetaccount",
                "expenseaccount", "isinactive"
           from "item" where "id" = any($1::integer[])`,
        [ids(itemIds)],
      );
      return new Map(
        found.map((row) => [
          Number(row.id),
          {
            id: Number(row.id),
            itemId: String(row.itemid),
            itemType: String(row.itemtype),
            basePrice: Number(row.baseprice),
            cost: Number(row.cost),
            incomeAccount: Number(row.incomeaccount),
            cogsAccount: numberOrNull(row.cogsaccount),
            assetAccount: numberOrNull(row.assetaccount),
            expenseAccount: numberOrNull(row.expenseaccount),
            inactive: row.isinactive === 'T',
          },
        ]),
      );
    },
    locations: async (locationIds) => {
      const found = await rows(
        `select "id", "fullname", "subsidiary", "isinactive" from "location" where "id" = any($1::integer[])`,
        [ids(locationIds)],
      );
      return new Map(
        found.map((row) => [
          Number(row.id),
          {
            id: Number(row.id),
            name: String(row.fullname),
            subsidiary: Number(row.subsidiary),
            inactive: row.isinactive === 'T',
          },
        ]),
      );
    },
    accounts: async (accountIds) => {
      const found = await rows(`select "id" from "account" where "id" = any($1::integer[]) and "isinactive" = 'F'`, [
        ids(accountIds),
      ]);
      return new Set(found.map((row) => Number(row.id)));
    },
    departments: async (departmentIds) => {
      const found = await rows(`select "id" from "department" where "id" = any($1::integer[])`, [ids(departmentIds)]);
      return new Set(found.map((row) => Number(row.id)));
    },
    employee: async (id, salesRep) => {
      const condition = salesRep ? ` and "issalesrep" = 'T'` : '';
      return (await rows(`select 1 from "employee" where "id" = $1${condition}`, [id])).length > 0;
    },
    onHand: async (pairs) => {
      const found = await rows(
        `select l."item", l."location", l."quantityonhand"
           from "inventoryitemlocations" l
           join jsonb_to_recordset($1::jsonb) as p("item" integer, "location" integer)
             on p."item" = l."item" and p."location" = l."location"`,
        [JSON.stringify(pairs)],
      );
      return new Map(
        found.map((row) => [onHandKey(Number(row.item), Number(row.location)), Number(row.quantityonhand)]),
      );
    },
  };
}
