import { sqlId } from '../../../netsuite/suiteql-literals.ts';
import { fetchFirst } from './period-condition.ts';
import type { ReportDefinition } from './report-definition.ts';

export const INVENTORY_ON_HAND: ReportDefinition = {
  id: 'inventory_on_hand',
  title: 'Inventory on Hand',
  description:
    'Quantities on hand, available, on order and committed per item and location, for stock held or expected.',
  parameters: ['location'],
  build(parameters) {
    const location = parameters.locationId ? ` AND iil.location = ${sqlId(parameters.locationId)}` : '';
    return {
      sql: `SELECT iil.item AS id, BUILTIN.DF(iil.item) AS item, (SELECT i.displayname FROM item i WHERE i.id = iil.item) AS item_name, BUILTIN.DF(iil.location) AS location, iil.quantityonhand AS on_hand, iil.quantityavailable AS available, iil.quantityonorder AS on_order, iil.quantitycommitted AS committed FROM inventoryitemlocations iil WHERE (iil.quantityonhand <> 0 OR iil.quantityonorder <> 0)${location} ORDER BY BUILTIN.DF(iil.item), BUILTIN.DF(iil.location)${fetchFirst(parameters.limit)}`,
      columns: [
        { key: 'id', type: 'id' },
        { key: 'item', type: 'text' },
        { key: 'item_name', type: 'text' },
        { key: 'location', type: 'text' },
        { key: 'on_hand', type: 'number' },
        { key: 'available', type: 'number' },
        { key: 'on_order', type: 'number' },
        { key: 'committed', type: 'number' },
      ],
    };
  },
};
