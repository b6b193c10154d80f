import { UniqueNames } from './addresses.ts';
import { ACCOUNT_IDS } from './chart-of-accounts.ts';
import type { ItemRow, ItemType } from './entity-rows.ts';
import { cumulative, type Random } from './random.ts';

const SERVICES = [
  'Installation',
  'On-site Training',
  'Consulting Hour',
  'Extended Warranty',
  'Maintenance Visit',
  'Configuration Service',
  'Priority Support',
  'Design Review',
];

export interface Catalogue {
  rows: ItemRow[];
  /** Active items that can be sold, with running popularity weights for weighted picks. */
  sellable: readonly ItemRow[];
  sellableWeights: readonly number[];
  /** Stocked items; their position is their index in the inventory tables. */
  stocked: readonly ItemRow[];
  /** Share of inventory-line demand each stocked item gets, by stocked index. */
  stockedShare: readonly number[];
  /** Stocked index by item id. */
  stockedIndex: ReadonlyMap<number, number>;
}

/** Prices follow a long tail: many cheap parts, a few expensive ones. */
export function generateItems(count: number, random: Random): Catalogue {
  const { faker } = random;
  const names = new UniqueNames();
  const rows: ItemRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const roll = index / count;
    const itemtype: ItemType = roll < 0.62 ? 'InvtPart' : roll < 0.77 ? 'NonInvtPart' : 'Service';
    rows.push(item(index + 1, itemtype, random, names, faker.commerce.productName()));
  }
  const sellable = rows.filter((row) => row.isinactive === 'F');
  // Popularity by a shuffled Zipf rank, so best sellers are spread over the catalogue.
  const ranks = faker.helpers.shuffle(sellable.map((_, rank) => rank + 1));
  const weights = sellable.map((_, index) => 1 / (ranks[index] ?? 1) ** 0.8);
  const stockedIndexes = sellable.flatMap((row, index) => (row.itemtype === 'InvtPart' ? [index] : []));
  const stockedTotal = stockedIndexes.reduce((sum, index) => sum + (weights[index] ?? 0), 0);
  const stocked = stockedIndexes.map((index) => sellable[index]).filter((row): row is ItemRow => row !== undefined);
  return {
    rows,
    sellable,
    sellableWeights: cumulative(weights),
    stocked,
    stockedShare: stockedIndexes.map((index) => (weights[index] ?? 0) / stockedTotal),
    stockedIndex: new Map(stocked.map((row, index) => [row.id, index])),
  };
}

function item(id: number, itemtype: ItemType, random: Random, names: UniqueNames, productName: string): ItemRow {
  const cost = itemtype === 'Service' ? random.int(40, 120) : Math.round(Math.exp(1 + random.next() * 5) * 100) / 100;
  const markup = itemtype === 'Service' ? 1.8 + random.next() : 1.3 + random.next() * 0.9;
  const displayname =
    itemtype === 'Service' ? names.claim(`${random.pick(SERVICES)} - ${productName}`) : names.claim(productName);
  const prefix = itemtype === 'InvtPart' ? 'NW' : itemtype === 'NonInvtPart' ? 'NI' : 'SV';
  return {
    id,
    itemid: `${prefix}-${String(1000 + id)}`,
    displayname,
    itemtype,
    baseprice: Math.round(cost * markup * 100) / 100,
    cost,
    incomeaccount: itemtype === 'Service' ? ACCOUNT_IDS.serviceRevenue : ACCOUNT_IDS.productSales,
    cogsaccount: itemtype === 'InvtPart' ? ACCOUNT_IDS.costOfGoodsSold : null,
    assetaccount: itemtype === 'InvtPart' ? ACCOUNT_IDS.inventory : null,
    expenseaccount:
      itemtype === 'NonInvtPart'
        ? ACCOUNT_IDS.costOfGoodsSold
        : itemtype === 'Service'
          ? ACCOUNT_IDS.purchasedServices
          : null,
    // Discontinued lines that are no longer sold or bought.
    isinactive: random.chance(0.03) ? 'T' : 'F',
    externalid: null,
  };
}
