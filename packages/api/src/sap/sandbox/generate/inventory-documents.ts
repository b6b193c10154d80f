import type { Random } from '../../../netsuite/sandbox/generate/random.ts';
import type { EntityRecord } from '../schema/entity-sets.ts';
import { addDays, type IsoDay } from './days.ts';

export interface InventoryDocuments {
  readonly StockTransfers: EntityRecord[];
  readonly InventoryCountings: EntityRecord[];
  readonly InventoryPostings: EntityRecord[];
}

/** Transfers out of the main warehouse, cycle counts (two still open) and the postings that closed counts. */
export function generateInventoryDocuments(
  random: Random,
  today: IsoDay,
  items: readonly EntityRecord[],
): InventoryDocuments {
  const pickItems = (count: number) => {
    const picked = new Set<EntityRecord>();
    while (picked.size < count) picked.add(random.pick(items));
    return [...picked];
  };
  const StockTransfers = Array.from({ length: 6 }, (_, index): EntityRecord => {
    const date = addDays(today, -random.int(1, 120));
    const to = random.pick(['02', '03']);
    return {
      DocEntry: index + 1,
      DocNum: index + 1,
      DocDate: date,
      DueDate: date,
      FromWarehouse: '01',
      ToWarehouse: to,
      DocumentStatus: 'bost_Close',
      Comments: `Replenish ${to === '02' ? 'East Coast' : 'West Coast'} distribution`,
      StockTransferLines: pickItems(random.int(1, 3)).map((item, line) => ({
        LineNum: line,
        ItemCode: item.ItemCode,
        ItemDescription: item.ItemName,
        Quantity: random.int(2, 20),
        FromWarehouseCode: '01',
        WarehouseCode: to,
      })),
    };
  }).sort((a, b) => String(a.DocDate).localeCompare(String(b.DocDate)));
  StockTransfers.forEach((record, index) => {
    record.DocEntry = index + 1;
    record.DocNum = index + 1;
  });

  const countLines = (warehouse: string) =>
    pickItems(random.int(2, 4)).map((item, line) => {
      const row = (item.ItemWarehouseInfoCollection as { WarehouseCode: string; InStock: number }[]).find(
        (candidate) => candidate.WarehouseCode === warehouse,
      );
      const inWarehouse = row?.InStock ?? 0;
      const counted = Math.max(0, inWarehouse + random.int(-2, 1));
      return {
        LineNumber: line + 1,
        ItemCode: item.ItemCode,
        ItemDescription: item.ItemName,
        WarehouseCode: warehouse,
        InWarehouseQuantity: inWarehouse,
        CountedQuantity: counted,
        Variance: counted - inWarehouse,
      };
    });
  const InventoryCountings = [40, 26, 6, 2].map(
    (back, index): EntityRecord => ({
      DocumentEntry: index + 1,
      DocumentNumber: index + 1,
      CountDate: addDays(today, -back),
      DocumentStatus: back > 20 ? 'cdsClosed' : 'cdsOpen',
      Remarks: `Cycle count ${['A', 'B', 'C', 'D'][index]} items`,
      InventoryCountingLines: countLines(random.pick(['01', '02', '03'])),
    }),
  );
  const InventoryPostings = InventoryCountings.filter((count) => count.DocumentStatus === 'cdsClosed').map(
    (count, index): EntityRecord => ({
      DocumentEntry: index + 1,
      DocumentNumber: index + 1,
      PostingDate: addDays(count.CountDate as IsoDay, 1),
      CountDate: count.CountDate,
      Remarks: `Based on Inventory Counting ${count.DocumentNumber}.`,
      InventoryPostingLines: (count.InventoryCountingLines as Record<string, unknown>[]).map((line) => ({
        LineNumber: line.LineNumber,
        ItemCode: line.ItemCode,
        ItemDescription: line.ItemDescription,
        WarehouseCode: line.WarehouseCode,
        CountedQuantity: line.CountedQuantity,
        Price: 0,
      })),
    }),
  );
  return { StockTransfers, InventoryCountings, InventoryPostings };
}
