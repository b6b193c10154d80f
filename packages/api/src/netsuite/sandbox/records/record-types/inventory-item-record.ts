import { ACCOUNT_IDS } from '../../generate/chart-of-accounts.ts';
import { EXTERNAL_ID_FIELD, ID_FIELD, IS_INACTIVE_FIELD } from './common-fields.ts';
import { defineRecordType } from './record-type-spec.ts';
import { REFERENCE_TARGETS } from './reference-targets.ts';

/**
 * Inventory items are the `item` rows of type `InvtPart`. The account defaults stand in for
 * the default item accounts of NetSuite's accounting preferences.
 */
export const INVENTORY_ITEM_RECORD = defineRecordType({
  name: 'inventoryitem',
  title: 'Inventory Item',
  table: 'item',
  discriminator: { column: 'itemtype', value: 'InvtPart' },
  idSpace: ['item'],
  fields: {
    id: ID_FIELD,
    externalId: EXTERNAL_ID_FIELD,
    itemId: {
      kind: 'text',
      column: 'itemid',
      title: 'Item Name/Number',
      maxLength: 60,
      required: true,
      unique: true,
    },
    displayName: { kind: 'text', column: 'displayname', title: 'Display Name/Code', maxLength: 60 },
    basePrice: {
      kind: 'money',
      column: 'baseprice',
      title: 'Base Price',
      description: 'The sales price in the base currency: the base price level of the pricing sublist.',
      default: { kind: 'value', value: 0 },
    },
    cost: {
      kind: 'money',
      column: 'cost',
      title: 'Purchase Price',
      default: { kind: 'value', value: 0 },
    },
    incomeAccount: {
      kind: 'reference',
      column: 'incomeaccount',
      title: 'Income Account',
      target: REFERENCE_TARGETS.account,
      default: { kind: 'value', value: ACCOUNT_IDS.productSales },
    },
    cogsAccount: {
      kind: 'reference',
      column: 'cogsaccount',
      title: 'COGS Account',
      target: REFERENCE_TARGETS.account,
      default: { kind: 'value', value: ACCOUNT_IDS.costOfGoodsSold },
    },
    assetAccount: {
      kind: 'reference',
      column: 'assetaccount',
      title: 'Asset Account',
      target: REFERENCE_TARGETS.account,
      default: { kind: 'value', value: ACCOUNT_IDS.inventory },
    },
    isInactive: IS_INACTIVE_FIELD,
  },
  dependents: [{ table: 'transactionline', column: 'item' }],
  owned: [{ table: 'inventoryitemlocations', column: 'item', recordColumn: 'id' }],
});
