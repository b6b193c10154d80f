import * as z from 'zod';
import { externalIdFor } from '../../tool-context.ts';
import { writeTool } from '../../tool-definition.ts';

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

const orderOutput = z.object({ id: z.string(), externalId: z.string() });

const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
    async preview(input: OrderInput) {
      const party = input.partyName ?? `${options.party} id ${input.partyId}`;
      const known = input.lines.every((entry) => entry.rate !== undefined);
      const total = input.lines.reduce((sum, entry) => sum + entry.quantity * (entry.rate ?? 0), 0);
      return {
        title: `Create ${options.label.toLowerCase()} for ${party}`,
        preview: {
          action: 'create',
          recordType: options.recordType,
          recordLabel: options.label,
          fields: [
            { name: 'entity', label: options.party === 'vendor' ? 'Vendor' : 'Customer', value: party },
            ...(input.locationId
              ? [{ name: 'location', label: 'Location', value: input.locationName ?? `id ${input.locationId}` }]
              : []),
            ...(input.memo ? [{ name: 'memo', label: 'Memo', value: input.memo }] : []),
            ...(known ? [{ name: 'total', label: 'Total', value: money(total) }] : []),
          ],
          rows: input.lines.map((entry) => ({
            item: entry.itemName ?? `id ${entry.itemId}`,
            quantity: entry.quantity,
            rate: entry.rate ?? "item's price",
            ...(entry.rate === undefined ? {} : { amount: Math.round(entry.quantity * entry.rate * 100) / 100 }),
          })),
        },
      };
    },
    async run(input: OrderInput, context) {
      const connector = await context.netsuite();
      const externalId = externalIdFor(context, options.recordType);
      return connector.createRecord(
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
    },
    describeOutcome(output, input) {
      return `Created ${options.label.toLowerCase()} (id ${output.id}) for ${input.partyName ?? `${options.party} ${input.partyId}`} with ${input.lines.length} line${input.lines.length === 1 ? '' : 's'}.`;
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
