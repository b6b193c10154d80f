import type { NetsuiteConnector } from '../../../../netsuite/connector/index.ts';
import { sqlId } from '../../../netsuite/suiteql-literals.ts';

/** An order line as its preview shows it: the item by code and name, its price and its amount. */
export interface PricedLine {
  readonly itemId: string;
  /** The item's code (`NI-1048`), or `id 48` when the account does not know it. */
  readonly item: string;
  readonly itemName: string | null;
  readonly quantity: number;
  /** The unit price: the one asked for, else the item's own in the party's currency. */
  readonly rate: number | null;
  readonly amount: number | null;
  /** The price was not asked for: it is the item's, which NetSuite sets when the order is made. */
  readonly estimated: boolean;
}

export interface PricedOrder {
  /** The ISO code of the party's currency, which the order is in. */
  readonly currency: string | null;
  readonly lines: readonly PricedLine[];
}

const cents = (value: number) => Math.round(value * 100) / 100;
const numeric = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** An item as a preview names and prices it. */
export interface ItemFacts {
  readonly code: string | null;
  readonly name: string | null;
  readonly price: number | null;
  readonly cost: number | null;
}

/** The code, name, price and cost of each item, by internal id. */
export async function readItems(
  connector: NetsuiteConnector,
  itemIds: readonly string[],
  signal: AbortSignal | undefined,
): Promise<Map<string, ItemFacts>> {
  const ids = [...new Set(itemIds.filter((id) => /^\d{1,18}$/.test(id)))];
  if (ids.length === 0) return new Map();
  const items = await connector.suiteql(
    `SELECT i.id, i.itemid, i.displayname, i.baseprice, i.cost FROM item i WHERE i.id IN (${ids.map(sqlId).join(', ')})`,
    { maxRows: ids.length, ...(signal ? { signal } : {}) },
  );
  return new Map(
    items.items.map((row) => [
      String(row.id),
      {
        code: typeof row.itemid === 'string' ? row.itemid : null,
        name: typeof row.displayname === 'string' ? row.displayname : null,
        price: numeric(row.baseprice),
        cost: numeric(row.cost),
      },
    ]),
  );
}

/** The ISO code of a currency by its internal id (`GBP`), or null when the account has none such. */
export async function currencyCode(
  connector: NetsuiteConnector,
  currencyId: string | undefined,
  signal: AbortSignal | undefined,
): Promise<string | null> {
  if (currencyId === undefined || !/^\d{1,18}$/.test(currencyId)) return null;
  const result = await connector.suiteql(`SELECT symbol FROM currency WHERE id = ${sqlId(currencyId)}`, {
    maxRows: 1,
    ...(signal ? { signal } : {}),
  });
  const code = result.items[0]?.symbol;
  return typeof code === 'string' ? code : null;
}

/**
 * An order's lines with what the user should see before confirming it: each item's code and name,
 * its unit price and the line amount, in the currency of the customer or vendor. A price left out
 * is the item's (its sales price, or its cost on a purchase), converted from the base currency at
 * the currency's rate as NetSuite does for an item without a price in that currency.
 */
export async function priceOrder(
  connector: NetsuiteConnector,
  party: { readonly kind: 'customer' | 'vendor'; readonly id: string },
  lines: readonly { readonly itemId: string; readonly quantity: number; readonly rate?: number | undefined }[],
  signal: AbortSignal | undefined,
): Promise<PricedOrder> {
  const options = signal ? { signal } : {};
  const currencies = await connector.suiteql(
    `SELECT cu.symbol AS code, cu.exchangerate AS rate FROM ${party.kind} p JOIN currency cu ON cu.id = p.currency WHERE p.id = ${sqlId(party.id)}`,
    { maxRows: 1, ...options },
  );
  const currency = currencies.items[0];
  const code = typeof currency?.code === 'string' ? currency.code : null;
  const exchangeRate = numeric(currency?.rate) ?? 1;
  const byId = await readItems(
    connector,
    lines.map((line) => line.itemId),
    signal,
  );
  return {
    currency: code,
    lines: lines.map((line) => {
      const item = byId.get(line.itemId);
      const listed = (party.kind === 'customer' ? item?.price : item?.cost) ?? null;
      const rate = line.rate ?? (listed === null || exchangeRate === 0 ? null : cents(listed / exchangeRate));
      return {
        itemId: line.itemId,
        item: item?.code ?? `id ${line.itemId}`,
        itemName: item?.name ?? null,
        quantity: line.quantity,
        rate,
        amount: rate === null ? null : cents(line.quantity * rate),
        estimated: line.rate === undefined,
      };
    }),
  };
}
