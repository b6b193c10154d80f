import { formatValue, type PreviewField, type ResultRecord, type TableColumn } from '@erp-agent/core';
import * as z from 'zod';
import type { NetsuiteRecord } from '../../../../netsuite/connector/index.ts';
import { externalIdFor } from '../../tool-context.ts';
import { writeTool } from '../../tool-definition.ts';
import { ToolError } from '../../tool-error.ts';
import { findCreated } from '../find-created.ts';
import { createdDocumentWords, createdTotalWords, readCreatedDocument } from './created-document.ts';
import { type DocumentLine, documentLines, documentName } from './document-lines.ts';
import { currencyCode, readItems } from './priced-lines.ts';

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
  /**
   * What the step takes from each line of the source: the quantity (none left on every line means
   * nothing is left to do), under this key and label; `priced` when the new document bills it.
   */
  readonly lines?: {
    readonly key: string;
    readonly label: string;
    readonly quantity: (line: DocumentLine) => number;
    readonly priced: boolean;
  };
  /** For payments: the amount still due on the source. */
  readonly due?: (record: NetsuiteRecord) => number;
}

const input = z.object({
  sourceId: z.string().regex(/^\d+$/).describe('The internal id of the document this step follows'),
  amount: z.number().positive().optional().describe('For payments: how much to pay; all that is due when left out'),
  memo: z.string().max(999).optional(),
});
type Input = z.infer<typeof input>;

const cents = (value: number) => Math.round(value * 100) / 100;

/** An amount in words for a refusal: `$1,200.00`. */
const money = (value: number, currency: string | null) =>
  formatValue(value, { kind: 'currency', currency }, { locale: 'en-US' });

const referenceId = (value: unknown) =>
  value !== null && typeof value === 'object' && 'id' in value ? String(value.id) : undefined;

/** How a step's lines are shown in its preview. */
function lineColumns(lines: NonNullable<Step['lines']>, currency: string | null): TableColumn[] {
  const code = currency ? { currency } : {};
  return [
    { key: 'line', label: 'Line', kind: 'number' },
    { key: 'item', label: 'Item', kind: 'text' },
    { key: 'item_name', label: 'Item name', kind: 'text' },
    { key: lines.key, label: lines.label, kind: 'number' },
    ...(lines.priced
      ? [
          { key: 'rate', label: 'Unit price', kind: 'currency', ...code } as const,
          { key: 'amount', label: 'Amount', kind: 'currency', ...code } as const,
        ]
      : []),
  ];
}

function transformStep(step: Step) {
  return writeTool({
    name: step.name,
    title: step.title,
    description: step.description,
    input,
    output: z.object({
      id: z.string(),
      externalId: z.string(),
      sourceId: z.string(),
      source: z.string(),
      /** Read back after the create, for the words that confirm it. */
      number: z.string().optional(),
      total: z.number().optional(),
      currency: z.string().optional(),
    }),
    permission: 'records:write',
    risk: 'write',
    async preview({ sourceId, amount, memo }: Input, context) {
      const connector = await context.netsuite();
      const source = await connector.getRecord(step.from.type, sourceId, {
        expandSubResources: true,
        ...(context.signal ? { signal: context.signal } : {}),
      });
      const name = documentName(step.from.label, source);
      const currency = await currencyCode(connector, referenceId(source.currency), context.signal);
      const code = currency ? { currency } : {};
      const fields: PreviewField[] = [{ name: 'source', label: 'From', value: name }];
      let rows: ResultRecord[] = [];
      let columns: TableColumn[] = [];
      if (step.lines) {
        const { key, quantity, priced } = step.lines;
        const open = documentLines(source)
          .map((line) => ({ line, quantity: quantity(line) }))
          .filter((entry) => entry.quantity > 0);
        if (open.length === 0)
          throw new ToolError('refused', `${name} has nothing left for ${step.to.label.toLowerCase()}.`);
        const items = await readItems(
          connector,
          open.map((entry) => entry.line.itemId),
          context.signal,
        );
        rows = open.map(({ line, quantity: taken }) => ({
          line: line.line,
          item: items.get(line.itemId)?.code ?? line.item,
          item_name: items.get(line.itemId)?.name ?? null,
          [key]: taken,
          ...(priced ? { rate: line.rate, amount: cents(taken * line.rate) } : {}),
        }));
        columns = lineColumns(step.lines, currency);
        if (priced) {
          const total = cents(rows.reduce((sum, row) => sum + Number(row.amount ?? 0), 0));
          fields.push({ name: 'total', label: 'Total', value: total, kind: 'currency', ...code });
        }
      }
      if (step.due) {
        const due = step.due(source);
        if (due <= 0) throw new ToolError('refused', `${name} has nothing left to pay.`);
        if (amount !== undefined && amount > due) {
          throw new ToolError(
            'refused',
            `${name} has ${money(due, currency)} due; a payment of ${money(amount, currency)} is more than that.`,
          );
        }
        fields.push(
          { name: 'payment', label: 'Payment', value: amount ?? due, kind: 'currency', ...code },
          { name: 'due', label: 'Due now', value: due, kind: 'currency', ...code },
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
          ...(rows.length > 0 ? { rows, columns } : {}),
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
      return {
        ...created,
        sourceId,
        source: documentName(step.from.label, source),
        ...(await readCreatedDocument(connector, created.id, context.signal)),
      };
    },
    async recover({ sourceId }: Input, context) {
      const externalId = externalIdFor(context, step.to.type);
      if (externalId === undefined) return undefined;
      const connector = await context.netsuite();
      const id = await findCreated(connector, step.to.type, externalId, context.signal);
      if (id === undefined) return undefined;
      const signal = context.signal ? { signal: context.signal } : {};
      const source = await connector.getRecord(step.from.type, sourceId, { fields: ['tranId'], ...signal });
      return {
        id,
        externalId,
        sourceId,
        source: documentName(step.from.label, source),
        ...(await readCreatedDocument(connector, id, context.signal)),
      };
    },
    describeOutcome(output) {
      const document = createdDocumentWords(step.to.label.toLowerCase(), output.id, output);
      return `Created ${document} from ${output.source}${createdTotalWords(output)}.`;
    },
  });
}

export const receivePurchaseOrder = transformStep({
  verb: 'Receive',
  name: 'ns_receivePurchaseOrder',
  title: 'Receive a purchase order',
  description: 'Procure to pay, step 2: an item receipt for everything still to arrive on a purchase order.',
  from: { type: 'purchaseOrder', label: 'Purchase Order' },
  to: { type: 'itemReceipt', label: 'Item Receipt' },
  lines: { key: 'to_receive', label: 'To receive', quantity: (line) => line.quantity - line.moved, priced: false },
});

export const billPurchaseOrder = transformStep({
  verb: 'Bill',
  name: 'ns_billPurchaseOrder',
  title: 'Bill a purchase order',
  description: 'Procure to pay, step 3: a vendor bill for what was received on a purchase order and not yet billed.',
  from: { type: 'purchaseOrder', label: 'Purchase Order' },
  to: { type: 'vendorBill', label: 'Vendor Bill' },
  lines: { key: 'to_bill', label: 'To bill', quantity: (line) => line.moved - line.billed, priced: true },
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
  lines: { key: 'to_ship', label: 'To ship', quantity: (line) => line.quantity - line.moved, priced: false },
});

export const invoiceSalesOrder = transformStep({
  verb: 'Invoice',
  name: 'ns_invoiceSalesOrder',
  title: 'Invoice a sales order',
  description: 'Order to cash, step 3: an invoice for what was shipped on a sales order and not yet billed.',
  from: { type: 'salesOrder', label: 'Sales Order' },
  to: { type: 'invoice', label: 'Invoice' },
  lines: { key: 'to_invoice', label: 'To invoice', quantity: (line) => line.moved - line.billed, priced: true },
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
