import type { SandboxStatement } from '../../../engine/sandbox-engine.ts';

/**
 * Changes to `inventoryitemlocations` as a document makes them: receipts add on hand and take off
 * on order, fulfilments take off on hand and demand, purchase orders add on order, approved sales
 * orders add demand. Committed is then what on hand covers of the demand, oldest first as the
 * generator has it, available is on hand less committed, and back ordered the demand left over.
 * Changes are relative, so they hold whatever the row was; a missing row starts at zero.
 */

export interface InventoryChange {
  readonly item: number;
  readonly location: number;
  readonly onHand: number;
  readonly onOrder: number;
  /** Units of approved sales orders not yet fulfilled. */
  readonly demand: number;
}

/** Changes to the same item and location, added up; those that cancel out dropped. */
function combineChanges(changes: readonly InventoryChange[]): InventoryChange[] {
  const byKey = new Map<string, InventoryChange>();
  for (const change of changes) {
    const key = `${change.item}@${change.location}`;
    const known = byKey.get(key);
    byKey.set(
      key,
      known
        ? {
            ...known,
            onHand: known.onHand + change.onHand,
            onOrder: known.onOrder + change.onOrder,
            demand: known.demand + change.demand,
          }
        : change,
    );
  }
  return [...byKey.values()].filter((change) => change.onHand !== 0 || change.onOrder !== 0 || change.demand !== 0);
}

export function inventoryStatements(changes: readonly InventoryChange[]): SandboxStatement[] {
  const combined = combineChanges(changes);
  if (combined.length === 0) return [];
  const params = [JSON.stringify(combined)];
  const changed = `jsonb_to_recordset($1::jsonb) as d("item" integer, "location" integer, "onHand" numeric, "onOrder" numeric, "demand" numeric)`;
  return [
    {
      sql: `insert into "inventoryitemlocations" ("item", "location", "quantityonhand", "quantityavailable",
              "quantityonorder", "quantitycommitted", "quantitybackordered", "reorderpoint", "preferredstocklevel")
            select d."item", d."location", 0, 0, 0, 0, 0, 0, 0 from ${changed}
            on conflict ("item", "location") do nothing`,
      params,
    },
    {
      sql: `with n as (
              select l."item", l."location", l."quantityonhand" + d."onHand" as "onhand",
                     l."quantityonorder" + d."onOrder" as "onorder",
                     l."quantitycommitted" + l."quantitybackordered" + d."demand" as "demand"
                from "inventoryitemlocations" l join ${changed} on d."item" = l."item" and d."location" = l."location"),
            c as (select n.*, least(greatest(n."onhand", 0), greatest(n."demand", 0)) as "committed" from n)
            update "inventoryitemlocations" l
               set "quantityonhand" = c."onhand", "quantityonorder" = c."onorder", "quantitycommitted" = c."committed",
                   "quantityavailable" = c."onhand" - c."committed", "quantitybackordered" = greatest(c."demand", 0) - c."committed"
              from c where l."item" = c."item" and l."location" = c."location"`,
      params,
    },
  ];
}
