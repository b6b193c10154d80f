import type { PreviewField, ResultRecord } from '@erp-agent/core';
import * as z from 'zod';
import type { NetsuiteRecord } from '../../../../netsuite/connector/index.ts';
import { externalIdFor } from '../../tool-context.ts';
import { writeTool } from '../../tool-definition.ts';
import { ToolError } from '../../tool-error.ts';
import { type DocumentLine, documentLines, documentName } from './document-lines.ts';

/**
 * One step of Procure to Pay or Order to Cash: a document made from the one before it with
 * NetSuite's record transform (`!transform`), previewed from the source as it is now.
 */
interface Step {
  readonly name: string;
  readonly title: string;
  /** What the preview's title says is done to the source: `Receive`, `Record a payment for`. */
  readonly verb: string;
  readonly description: string;
  readonly from: { readonly type: string; readonly label: string };
  readonly to: { readonly type: string; readonly label: string };
  /** What the step will take from the source, as preview rows; empty means nothing is left to do. */
  readonly rows?: (lines: readonly DocumentLine[]) => ResultRecord[];
  /** For payments: the amount still due on the source. */
  readonly due?: (record: NetsuiteRecord) => number;
}

const input = z.object({
  sourceId: z.string().regex(/^\d+$/).describe('The internal id of the document this step follows'),
  amount: z.number().positive().optional().describe('For payments: how much to pay; all that is due when left out'),
  memo: z.string().max(999).optional(),
});
type Input = z.infer<typeof input>;

const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function transformStep(step: Step) {
  return writeTool({
    name: step.name,
    title: step.title,
    description: step.description,
    input,
    output: z.object({ id: z.string(), externalId: z.string(), sourceId: z.string(), source: z.string() }),
    permission: 'records:write',
    risk: 'write',
    async preview({ sourceId, amount, memo }: Input, context) {
      const connector = await context.netsuite();
      const source = await connector.getRecord(step.from.type, sourceId, {
        expandSubResources: true,
        ...(context.signal ? { signal: context.signal } : {}),
      });
      const name = documentName(step.from.label, source);
      const fields: PreviewField[] = [{ name: 'source', label: 'From', value: name }];
      let rows: ResultRecord[] = [];
      if (step.rows) {
        rows = step.rows(documentLines(source));
        if (rows.length === 0)
          throw new ToolError('refused', `${name} has nothing left for ${step.to.label.toLowerCase()}.`);
      }
      if (step.due) {
        const due = step.due(source);
        if (due <= 0) throw new ToolError('refused', `${name} has nothing left to pay.`);
        if (amount !== undefined && amount > due) {
          throw new ToolError(
            'refused',
            `${name} has ${money(due)} due; a payment of ${money(amount)} is more than that.`,
          );
        }
        fields.push(
          { name: 'payment', label: 'Payment', value: money(amount ?? due) },
          { name: 'due', label: 'Due now', value: money(due) },
        );
      }
      if (memo) fields.push({ name: 'memo', label: 'Memo', value: memo });
      return {
        title: `${step.verb} ${name}`,
        preview: {
          action: 'transform',
          recordType: step.to.type,
          recordLabel: step.to.label,
          target: name,
          fields,
          ...(rows.length > 0 ? { rows } : {}),
        },
      };
    },
    async run({ sourceId, amount, memo }: Input, context) {
      const connector = await context.netsuite();
      const externalId = externalIdFor(context, step.to.type);
      const signal = context.signal ? { signal: context.signal } : {};
      const source = await connector.getRecord(step.from.type, sourceId, { fields: ['tranId'], ...signal });
      const body = {
        ...(memo ? { memo } : {}),
        ...(amount === undefined
          ? {}
          : step.to.type === 'customerPayment'
            ? { payment: amount }
            : { apply: { items: [{ doc: { id: sourceId }, amount }] } }),
      };
      const created = await connector.transformRecord(step.from.type, sourceId, step.to.type, body, {
        ...(externalId ? { externalId } : {}),
        ...signal,
      });
      return { ...created, sourceId, source: documentName(step.from.label, source) };
    },
    describeOutcome(output) {
      return `Created ${step.to.label.toLowerCase()} (id ${output.id}) from ${output.source}.`;
    },
  });
}

const remaining = (lines: readonly DocumentLine[], of: (line: DocumentLine) => number, column: string) =>
  lines
    .map((line) => ({ line: line.line, item: line.item, [column]: of(line) }))
    .filter((row) => Number(row[column]) > 0);

export const receivePurchaseOrder = transformStep({
  verb: 'Receive',
  name: 'ns_receivePurchaseOrder',
  title: 'Receive a purchase order',
  description: 'Procure to pay, step 2: an item receipt for everything still to arrive on a purchase order.',
  from: { type: 'purchaseOrder', label: 'Purchase Order' },
  to: { type: 'itemReceipt', label: 'Item Receipt' },
  rows: (lines) => remaining(lines, (line) => line.quantity - line.moved, 'to_receive'),
});

export const billPurchaseOrder = transformStep({
  verb: 'Bill',
  name: 'ns_billPurchaseOrder',
  title: 'Bill a purchase order',
  description: 'Procure to pay, step 3: a vendor bill for what was received on a purchase order and not yet billed.',
  from: { type: 'purchaseOrder', label: 'Purchase Order' },
  to: { type: 'vendorBill', label: 'Vendor Bill' },
  rows: (lines) => remaining(lines, (line) => line.moved - line.billed, 'to_bill'),
});

export const payVendorBill = transformStep({
  verb: 'Pay',
  name: 'ns_payVendorBill',
  title: 'Pay a vendor bill',
  description: 'Procure to pay, step 4: a bill payment of what is due on a vendor bill, or of a given amount.',
  from: { type: 'vendorBill', label: 'Vendor Bill' },
  to: { type: 'vendorPayment', label: 'Bill Payment' },
  due: (record) => Number(record.amountRemaining ?? 0),
});

export const fulfillSalesOrder = transformStep({
  verb: 'Fulfill',
  name: 'ns_fulfillSalesOrder',
  title: 'Fulfill a sales order',
  description: 'Order to cash, step 2: an item fulfillment shipping everything still to ship on a sales order.',
  from: { type: 'salesOrder', label: 'Sales Order' },
  to: { type: 'itemFulfillment', label: 'Item Fulfillment' },
  rows: (lines) => remaining(lines, (line) => line.quantity - line.moved, 'to_ship'),
});

export const invoiceSalesOrder = transformStep({
  verb: 'Invoice',
  name: 'ns_invoiceSalesOrder',
  title: 'Invoice a sales order',
  description: 'Order to cash, step 3: an invoice for what was shipped on a sales order and not yet billed.',
  from: { type: 'salesOrder', label: 'Sales Order' },
  to: { type: 'invoice', label: 'Invoice' },
  rows: (lines) => remaining(lines, (line) => line.moved - line.billed, 'to_invoice'),
});

export const receiveCustomerPayment = transformStep({
  verb: 'Record a payment for',
  name: 'ns_receiveCustomerPayment',
  title: 'Receive a customer payment',
  description: 'Order to cash, step 4: a customer payment of what is due on an invoice, or of a given amount.',
  from: { type: 'invoice', label: 'Invoice' },
  to: { type: 'customerPayment', label: 'Customer Payment' },
  due: (record) => Number(record.amountRemaining ?? 0),
});
