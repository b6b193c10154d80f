import { type JsonSchema, recordJsonSchema } from '../../metadata/record-json-schema.ts';
import type { SublistName, TransactionTypeSpec } from '../transaction-types.ts';

/**
 * A transaction type's JSON Schema for the metadata catalog: its header fields (from the header
 * spec), its location, status and, on a sales order, approval, and its sublists with their lines,
 * as a GET with `expandSubResources=true` returns them.
 */

const LINKS: JsonSchema = { type: 'array', readOnly: true, items: { type: 'object' } };

function reference(title: string, recordType: string, extra: JsonSchema = {}): JsonSchema {
  return {
    title,
    type: 'object',
    properties: {
      id: { title: 'Internal identifier', type: 'string' },
      refName: { title: 'Reference Name', type: 'string', readOnly: true },
      links: LINKS,
    },
    'x-ns-reference-type': recordType,
    ...extra,
  };
}

const number = (title: string, extra: JsonSchema = {}): JsonSchema => ({ title, type: 'number', ...extra });
const readOnlyNumber = (title: string) => number(title, { readOnly: true });

function itemLine(spec: TransactionTypeSpec): JsonSchema {
  const order = spec.code === 'PurchOrd' || spec.code === 'SalesOrd';
  const properties: Record<string, JsonSchema> = {
    links: LINKS,
    line: { title: 'Line', type: 'integer', readOnly: true },
    item: reference('Item', 'item'),
    itemType: { title: 'Item Type', type: 'string', readOnly: true },
    quantity: number('Quantity', { exclusiveMinimum: 0 }),
    rate: number('Rate', { minimum: 0 }),
    amount: number('Amount', { minimum: 0 }),
    description: { title: 'Description', type: 'string', maxLength: 4000 },
    location: reference('Location', 'location'),
  };
  if (order) {
    properties.isClosed = { title: 'Closed', type: 'boolean', readOnly: true };
    properties.quantityBilled = readOnlyNumber('Quantity Billed');
    properties[spec.code === 'PurchOrd' ? 'quantityReceived' : 'quantityFulfilled'] = readOnlyNumber(
      spec.code === 'PurchOrd' ? 'Quantity Received' : 'Quantity Fulfilled',
    );
  } else {
    properties.orderLine = {
      title: 'Order Line',
      type: 'integer',
      description: "The source order's line this line follows; name it in a transform body to change the line.",
    };
  }
  if (spec.code === 'ItemRcpt' || spec.code === 'ItemShip') {
    properties.itemReceive = { title: 'Receive/Fulfill', type: 'boolean', description: 'False leaves the line out.' };
  }
  return { type: 'object', properties };
}

const EXPENSE_LINE: JsonSchema = {
  type: 'object',
  properties: {
    links: LINKS,
    line: { title: 'Line', type: 'integer', readOnly: true },
    account: reference('Account', 'account'),
    amount: number('Amount', { exclusiveMinimum: 0 }),
    memo: { title: 'Memo', type: 'string', maxLength: 4000 },
    department: reference('Department', 'department'),
    location: reference('Location', 'location', { readOnly: true }),
  },
};

const APPLY_LINE: JsonSchema = {
  type: 'object',
  properties: {
    links: LINKS,
    line: { title: 'Line', type: 'integer', readOnly: true },
    doc: reference('Document', 'transaction'),
    apply: { title: 'Apply', type: 'boolean' },
    amount: number('Payment', { exclusiveMinimum: 0 }),
    total: readOnlyNumber('Original Amount'),
    due: readOnlyNumber('Amount Due'),
    refNum: { title: 'Ref No.', type: 'string', readOnly: true },
  },
};

const SUBLIST_TITLES: Readonly<Record<SublistName, string>> = { item: 'Items', expense: 'Expenses', apply: 'Apply' };

function sublist(spec: TransactionTypeSpec, name: SublistName): JsonSchema {
  const line = name === 'item' ? itemLine(spec) : name === 'expense' ? EXPENSE_LINE : APPLY_LINE;
  return {
    title: SUBLIST_TITLES[name],
    type: 'object',
    properties: {
      links: LINKS,
      items: { type: 'array', items: line },
      totalResults: { type: 'integer', readOnly: true },
      count: { type: 'integer', readOnly: true },
      hasMore: { type: 'boolean', readOnly: true },
      offset: { type: 'integer', readOnly: true },
    },
    'x-ns-sublist': true,
  };
}

const STATUS_VIEW: JsonSchema = {
  type: 'object',
  readOnly: true,
  properties: { id: { type: 'string' }, refName: { type: 'string' } },
};

export function transactionJsonSchema(spec: TransactionTypeSpec): JsonSchema {
  const header = recordJsonSchema(spec.header);
  const properties: Record<string, JsonSchema> = {
    ...(header.properties as Record<string, JsonSchema>),
    status: { title: 'Status', ...STATUS_VIEW, description: "NetSuite's status letter and its name." },
    location: reference('Location', 'location', { nullable: true }),
  };
  if (spec.code === 'SalesOrd') {
    properties.orderStatus = {
      title: 'Order Status',
      type: 'object',
      properties: { id: { type: 'string', enum: ['A', 'B'] }, refName: { type: 'string', readOnly: true } },
      description:
        'A: pending approval, B: approved (pending fulfillment). Setting B approves an order pending approval.',
    };
  }
  for (const name of spec.sublists) properties[name] = sublist(spec, name);
  const required = spec.creatable ? [spec.partyField, ...(spec.code === 'VendBill' ? [] : ['item'])] : [];
  return { ...header, properties, required };
}
