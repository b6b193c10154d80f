import type { InventoryItemLocationRow, ItemRow } from './entity-rows.ts';
import type { LocationRow } from './setup-rows.ts';

/**
 * Quantities per stocked item and location while the simulation runs: on hand only ever moves
 * by receipts and shipments, so the final table equals receipts minus shipments by design.
 */
export class Stock {
  readonly onHand: Float64Array;
  readonly onOrder: Float64Array;
  /** Quantity on approved sales orders not yet shipped. */
  readonly demand: Float64Array;
  readonly reorderPoint: Float64Array;
  readonly reorderQuantity: Float64Array;

  readonly items: readonly ItemRow[];
  readonly locations: readonly LocationRow[];

  constructor(items: readonly ItemRow[], locations: readonly LocationRow[]) {
    this.items = items;
    this.locations = locations;
    const size = items.length * locations.length;
    this.onHand = new Float64Array(size);
    this.onOrder = new Float64Array(size);
    this.demand = new Float64Array(size);
    this.reorderPoint = new Float64Array(size);
    this.reorderQuantity = new Float64Array(size);
  }

  slot(itemIndex: number, locationIndex: number): number {
    return itemIndex * this.locations.length + locationIndex;
  }

  /** What will be on the shelf once open orders arrive and open sales ship. */
  projected(slot: number): number {
    return (this.onHand[slot] ?? 0) + (this.onOrder[slot] ?? 0) - (this.demand[slot] ?? 0);
  }

  /** NetSuite's per-location quantities: stock commits to the oldest demand first. */
  rows(): InventoryItemLocationRow[] {
    return this.items.flatMap((item, itemIndex) =>
      this.locations.map((location, locationIndex) => {
        const slot = this.slot(itemIndex, locationIndex);
        const onHand = this.onHand[slot] ?? 0;
        const demand = this.demand[slot] ?? 0;
        const committed = Math.min(onHand, demand);
        return {
          item: item.id,
          location: location.id,
          quantityonhand: onHand,
          quantityavailable: onHand - committed,
          quantityonorder: this.onOrder[slot] ?? 0,
          quantitycommitted: committed,
          quantitybackordered: demand - committed,
          reorderpoint: this.reorderPoint[slot] ?? 0,
          preferredstocklevel: (this.reorderPoint[slot] ?? 0) + (this.reorderQuantity[slot] ?? 0),
        };
      }),
    );
  }
}
