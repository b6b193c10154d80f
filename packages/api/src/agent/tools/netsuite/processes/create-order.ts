import type { PreviewField, TableColumn } from '@erp-agent/core';
import * as z from 'zod';
import { externalIdFor } from '../../tool-context.ts';
import { writeTool } from '../../tool-definition.ts';
import { findCreated } from '../find-created.ts';
import { createdDocumentWords, createdTotalWords, readCreatedDocument } from './created-document.ts';
import { priceOrder } from './priced-lines.ts';

const line = z.object({
  itemId: z.string().regex(/^\d+$/).describe("The item's internal id"),
  itemName: z.string().max(300).optional().describe('Shown in the preview'),
  quantity: z.number().positive().max(1_000_000),
  rate: z.number().min(0).max(100_000_000).optional().describe("The unit price; the item's price when left out"),
});

const orderInput = z.object({
  partyId: z.string().regex(/^\d+$/),
  partyName: z.string().max(300).optional(),
  locationId: z.string().regex(/^\d+$/).optional(),
  locationName: z.string().max(300).optional(),
  memo: z.string().max(999).optional(),
  lines: z.array(line).min(1).max(100),
});
type OrderInput = z.infer<typeof orderInput>;

const orderOutput = z.object({
  id: z.string(),
  externalId: z.string(),
  /** Read back after the create, for the words that confirm it. */
  number: z.string().optional(),
  total: z.number().optional(),
  currency: z.string().optional(),
});

const cents = (value: number) => Math.round(value * 100) / 100;

/** How an order's lines are shown in its preview, amounts in the order's currency. */
function lineColumns(currency: string | null): TableColumn[] {
  const money = currency ? { currency } : {};
  return [
    { key: 'item', label: 'Item', kind: 'text' },
    { key: 'item_name', label: 'Item name', kind: 'text' },
    { key: 'quantity', label: 'Quantity', kind: 'number' },
    { key: 'rate', label: 'Unit price', kind: 'currency', ...money },
    { key: 'amount', label: 'Amount', kind: 'currency', ...money },
  ];
}

function orderTool(options: {
  name: string;
  title: string;
  recordType: 'purchaseOrder' | 'salesOrder';
  label: string;
  party: 'vendor' | 'customer';
  description: string;
}) {
  return writeTool({
    name: options.name,
    title: options.title,
    description: options.description,
    input: orderInput,
    output: orderOutput,
    permission: 'records:write',
    risk: 'write',
    async preview(input: OrderInput, context) {
      const connector = await context.netsuite();
      const party = input.partyName ?? `${options.party} id ${input.partyId}`;
      const priced = await priceOrder(
        connector,
        { kind: options.party, id: input.partyId },
        input.lines,
        context.signal,
      );
      const known = priced.lines.every((line) => line.amount !== null);
      const estimated = priced.lines.some((line) => line.estimated);
      const total = cents(priced.lines.reduce((sum, line) => sum + (line.amount ?? 0), 0));
      const money = priced.currency ? { currency: priced.currency } : {};
      const fields: PreviewField[] = [
        { name: 'entity', label: options.party === 'vendor' ? 'Vendor' : 'Customer', value: party },
        ...(input.locationId
          ? [{ name: 'location', label: 'Location', value: input.locationName ?? `id ${input.locationId}` }]
          : []),
        ...(input.memo ? [{ name: 'memo', label: 'Memo', value: input.memo }] : []),
        ...(priced.currency ? [{ name: 'currency', label: 'Currency', value: priced.currency }] : []),
        ...(known
          ? [
              {
                name: 'total',
                label: estimated ? "Total at the items' prices" : 'Total',
                value: total,
                kind: 'currency' as const,
                ...money,
              },
            ]
          : []),
      ];
      return {
        title: `Create ${options.label.toLowerCase()} for ${party}`,
        preview: {
          action: 'create',
          recordType: options.recordType,
          recordLabel: options.label,
          fields,
          rows: priced.lines.map((line) => ({
            item: line.item,
            item_name: line.itemName,
            quantity: line.quantity,
            rate: line.rate ?? "item's price",
            amount: line.amount,
          })),
          columns: lineColumns(priced.currency),
        },
      };
    },
    async run(input: OrderInput, context) {
      const connector = await context.netsuite();
      const externalId = externalIdFor(context, options.recordType);
      const created = await connector.createRecord(
        options.recordType,
        {
          entity: { id: input.partyId },
          ...(input.locationId ? { location: { id: input.locationId } } : {}),
          ...(input.memo ? { memo: input.memo } : {}),
          item: {
            items: input.lines.map((entry) => ({
              item: { id: entry.itemId },
              quantity: entry.quantity,
              ...(entry.rate === undefined ? {} : { rate: entry.rate }),
            })),
          },
        },
        { ...(externalId ? { externalId } : {}), ...(context.signal ? { signal: context.signal } : {}) },
      );
      return { ...created, ...(await readCreatedDocument(connector, created.id, context.signal)) };
    },
    async recover(_input: OrderInput, context) {
      const externalId = externalIdFor(context, options.recordType);
      if (externalId === undefined) return undefined;
      const connector = await context.netsuite();
      const id = await findCreated(connector, options.recordType, externalId, context.signal);
      if (id === undefined) return undefined;
      return { id, externalId, ...(await readCreatedDocument(connector, id, context.signal)) };
    },
    describeOutcome(output, input) {
      const document = createdDocumentWords(options.label.toLowerCase(), output.id, output);
      const lines = `${input.lines.length} line${input.lines.length === 1 ? '' : 's'}`;
      return `Created ${document} for ${input.partyName ?? `${options.party} ${input.partyId}`} with ${lines}${createdTotalWords(output)}.`;
    },
  });
}

export const createPurchaseOrder = orderTool({
  name: 'ns_createPurchaseOrder',
  title: 'Create a purchase order',
  recordType: 'purchaseOrder',
  label: 'Purchase Order',
  party: 'vendor',
  description:
    'Procure to pay, step 1: orders items from a vendor (quantities, optional unit prices and location), after the user confirms a preview.',
});

export const createSalesOrder = orderTool({
  name: 'ns_createSalesOrder',
  title: 'Create a sales order',
  recordType: 'salesOrder',
  label: 'Sales Order',
  party: 'customer',
  description:
    "Order to cash, step 1: a customer's order of items (quantities, optional unit prices and location), after the user confirms a preview.",
});
