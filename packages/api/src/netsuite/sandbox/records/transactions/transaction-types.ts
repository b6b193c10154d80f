import type { TransactionType } from '../../generate/status-codes.ts';
import { EXTERNAL_ID_FIELD, ID_FIELD } from '../record-types/common-fields.ts';
import {
  type AnyRecordTypeSpec,
  type ColumnOf,
  defineRecordType,
  type RecordField,
  type ReferenceTarget,
} from '../record-types/record-type-spec.ts';
import { REFERENCE_TARGETS } from '../record-types/reference-targets.ts';

/**
 * The transaction record types of NetSuite's REST record service that Procure to Pay and Order to
 * Cash run on. Each is the `transaction` rows of one type code. Its header fields are declared as
 * a record type spec over the `transaction` table, which gives listing with `q`, `eid:` lookups and
 * the metadata catalog; lines, location and status are the transaction code's own business.
 */

/** A transaction's line sublists: items, expense lines (bills) and the documents a payment applies to. */
export type SublistName = 'item' | 'expense' | 'apply';

export type Party = 'customer' | 'vendor';

export interface TransactionTypeSpec {
  /** As NetSuite names the type in URLs and `Location`, lower case: `purchaseorder`. */
  readonly name: string;
  readonly title: string;
  readonly code: TransactionType;
  readonly party: Party;
  /** The body field naming the customer or vendor: `entity`, or `customer` on a customer payment. */
  readonly partyField: 'entity' | 'customer';
  /** The body field naming the employee: a purchase order's buyer, a sale's sales rep. */
  readonly employeeField?: 'employee' | 'salesRep';
  readonly header: AnyRecordTypeSpec;
  readonly sublists: readonly SublistName[];
  /** Whether a POST creates one directly; the others come only from transforms. */
  readonly creatable: boolean;
  /** Whether DELETE removes one (while nothing was made from it). */
  readonly deletable: boolean;
}

/** A header field, checked by the compiler against the transaction table's columns. */
type HeaderField = RecordField<ColumnOf<'transaction'>>;

const TRAN_DATE: HeaderField = { kind: 'date', column: 'trandate', title: 'Date' };
const MEMO: HeaderField = { kind: 'text', column: 'memo', title: 'Memo', maxLength: 4000 };
const STATUS: HeaderField = {
  kind: 'text',
  column: 'status',
  title: 'Status',
  maxLength: 1,
  description: "NetSuite's status letter; GET shows it with its name, e.g. { id: 'B', refName: 'Pending Receipt' }.",
  readOnly: true,
};
const EXCHANGE_RATE: HeaderField = { kind: 'money', column: 'exchangerate', title: 'Exchange Rate', readOnly: true };
const TOTAL: HeaderField = { kind: 'money', column: 'foreigntotal', title: 'Total', readOnly: true };
const DUE_DATE: HeaderField = { kind: 'date', column: 'duedate', title: 'Due Date' };
const AMOUNT_PAID: HeaderField = { kind: 'money', column: 'foreignamountpaid', title: 'Amount Paid', readOnly: true };
const AMOUNT_REMAINING: HeaderField = {
  kind: 'money',
  column: 'foreignamountunpaid',
  title: 'Amount Remaining',
  readOnly: true,
};
const OTHER_REF_NUM: HeaderField = { kind: 'text', column: 'otherrefnum', title: 'PO/Check Number', maxLength: 45 };

function tranId(title: string): HeaderField {
  return { kind: 'text', column: 'tranid', title, maxLength: 45 };
}

function transactionTarget(recordType: string, title: string): ReferenceTarget {
  return { recordType, table: 'transaction', refName: `'${title} #' || t."tranid"` };
}

const FROM_PURCHASE_ORDER = transactionTarget('purchaseorder', 'Purchase Order');
const FROM_SALES_ORDER = transactionTarget('salesorder', 'Sales Order');

function createdFrom(target: ReferenceTarget): HeaderField {
  return { kind: 'reference', column: 'createdfrom', title: 'Created From', target, readOnly: true };
}

function party(name: Party, required: boolean): HeaderField {
  const title = name === 'customer' ? 'Customer' : 'Vendor';
  return { kind: 'reference', column: 'entity', title, target: REFERENCE_TARGETS[name], required };
}

function header(
  name: string,
  title: string,
  code: TransactionType,
  fields: Readonly<Record<string, HeaderField>>,
): AnyRecordTypeSpec {
  return defineRecordType({
    name,
    title,
    table: 'transaction',
    discriminator: { column: 'type', value: code },
    idSpace: ['transaction'],
    fields: {
      id: ID_FIELD,
      externalId: { ...EXTERNAL_ID_FIELD, unique: false },
      ...fields,
      subsidiary: {
        kind: 'reference',
        column: 'subsidiary',
        title: 'Subsidiary',
        target: REFERENCE_TARGETS.subsidiary,
      },
      currency: { kind: 'reference', column: 'currency', title: 'Currency', target: REFERENCE_TARGETS.currency },
      exchangeRate: EXCHANGE_RATE,
      status: STATUS,
      createdDate: { kind: 'datetime', column: 'createddate', title: 'Date Created', readOnly: true },
    },
    // Documents made from one point back at it; the delete checks them itself.
    dependents: [],
  });
}

const EMPLOYEE: HeaderField = {
  kind: 'reference',
  column: 'employee',
  title: 'Employee',
  target: REFERENCE_TARGETS.employee,
};
const SALES_REP: HeaderField = {
  kind: 'reference',
  column: 'employee',
  title: 'Sales Rep',
  target: REFERENCE_TARGETS.salesRep,
};

export const PURCHASE_ORDER: TransactionTypeSpec = {
  name: 'purchaseorder',
  title: 'Purchase Order',
  code: 'PurchOrd',
  party: 'vendor',
  partyField: 'entity',
  employeeField: 'employee',
  header: header('purchaseorder', 'Purchase Order', 'PurchOrd', {
    tranId: tranId('PO #'),
    tranDate: TRAN_DATE,
    entity: party('vendor', true),
    employee: EMPLOYEE,
    memo: MEMO,
    otherRefNum: OTHER_REF_NUM,
    total: TOTAL,
  }),
  sublists: ['item'],
  creatable: true,
  deletable: true,
};

export const ITEM_RECEIPT: TransactionTypeSpec = {
  name: 'itemreceipt',
  title: 'Item Receipt',
  code: 'ItemRcpt',
  party: 'vendor',
  partyField: 'entity',
  header: header('itemreceipt', 'Item Receipt', 'ItemRcpt', {
    tranId: tranId('Reference #'),
    tranDate: TRAN_DATE,
    entity: party('vendor', false),
    createdFrom: createdFrom(FROM_PURCHASE_ORDER),
    memo: MEMO,
    total: TOTAL,
  }),
  sublists: ['item'],
  creatable: false,
  deletable: false,
};

export const VENDOR_BILL: TransactionTypeSpec = {
  name: 'vendorbill',
  title: 'Bill',
  code: 'VendBill',
  party: 'vendor',
  partyField: 'entity',
  header: header('vendorbill', 'Bill', 'VendBill', {
    tranId: tranId('Reference No.'),
    tranDate: TRAN_DATE,
    dueDate: DUE_DATE,
    entity: party('vendor', true),
    createdFrom: createdFrom(FROM_PURCHASE_ORDER),
    memo: MEMO,
    total: TOTAL,
    amountPaid: AMOUNT_PAID,
    amountRemaining: AMOUNT_REMAINING,
  }),
  sublists: ['item', 'expense'],
  creatable: true,
  deletable: false,
};

export const VENDOR_PAYMENT: TransactionTypeSpec = {
  name: 'vendorpayment',
  title: 'Bill Payment',
  code: 'VendPymt',
  party: 'vendor',
  partyField: 'entity',
  header: header('vendorpayment', 'Bill Payment', 'VendPymt', {
    tranId: tranId('Check #'),
    tranDate: TRAN_DATE,
    entity: party('vendor', false),
    memo: MEMO,
    total: TOTAL,
  }),
  sublists: ['apply'],
  creatable: false,
  deletable: false,
};

export const SALES_ORDER: TransactionTypeSpec = {
  name: 'salesorder',
  title: 'Sales Order',
  code: 'SalesOrd',
  party: 'customer',
  partyField: 'entity',
  employeeField: 'salesRep',
  header: header('salesorder', 'Sales Order', 'SalesOrd', {
    tranId: tranId('Order #'),
    tranDate: TRAN_DATE,
    entity: party('customer', true),
    salesRep: SALES_REP,
    memo: MEMO,
    otherRefNum: { ...OTHER_REF_NUM, title: 'PO #' },
    total: TOTAL,
  }),
  sublists: ['item'],
  creatable: true,
  deletable: true,
};

export const ITEM_FULFILLMENT: TransactionTypeSpec = {
  name: 'itemfulfillment',
  title: 'Item Fulfillment',
  code: 'ItemShip',
  party: 'customer',
  partyField: 'entity',
  header: header('itemfulfillment', 'Item Fulfillment', 'ItemShip', {
    tranId: tranId('Reference #'),
    tranDate: TRAN_DATE,
    entity: party('customer', false),
    createdFrom: createdFrom(FROM_SALES_ORDER),
    memo: MEMO,
  }),
  sublists: ['item'],
  creatable: false,
  deletable: false,
};

export const INVOICE: TransactionTypeSpec = {
  name: 'invoice',
  title: 'Invoice',
  code: 'CustInvc',
  party: 'customer',
  partyField: 'entity',
  employeeField: 'salesRep',
  header: header('invoice', 'Invoice', 'CustInvc', {
    tranId: tranId('Invoice #'),
    tranDate: TRAN_DATE,
    dueDate: DUE_DATE,
    entity: party('customer', true),
    salesRep: SALES_REP,
    createdFrom: createdFrom(FROM_SALES_ORDER),
    memo: MEMO,
    otherRefNum: { ...OTHER_REF_NUM, title: 'PO #' },
    total: TOTAL,
    amountPaid: AMOUNT_PAID,
    amountRemaining: AMOUNT_REMAINING,
  }),
  sublists: ['item'],
  creatable: true,
  deletable: false,
};

export const CUSTOMER_PAYMENT: TransactionTypeSpec = {
  name: 'customerpayment',
  title: 'Payment',
  code: 'CustPymt',
  party: 'customer',
  partyField: 'customer',
  header: header('customerpayment', 'Payment', 'CustPymt', {
    tranId: tranId('Payment #'),
    tranDate: TRAN_DATE,
    customer: party('customer', false),
    memo: MEMO,
    payment: { ...TOTAL, title: 'Payment Amount' },
  }),
  sublists: ['apply'],
  creatable: false,
  deletable: false,
};

/** Procure to Pay, then Order to Cash, in the order of each process. */
export const TRANSACTION_TYPES: readonly TransactionTypeSpec[] = [
  PURCHASE_ORDER,
  ITEM_RECEIPT,
  VENDOR_BILL,
  VENDOR_PAYMENT,
  SALES_ORDER,
  ITEM_FULFILLMENT,
  INVOICE,
  CUSTOMER_PAYMENT,
];

const BY_NAME = new Map(TRANSACTION_TYPES.map((spec) => [spec.name, spec]));
const BY_CODE = new Map(TRANSACTION_TYPES.map((spec) => [spec.code, spec]));

/** The type a URL names, in any case (`salesOrder` is `salesorder`), if it is a transaction type. */
export function findTransactionType(name: string): TransactionTypeSpec | undefined {
  return BY_NAME.get(name.toLowerCase());
}

/** The REST type of a stored transaction, for links to documents of types the API serves. */
export function transactionTypeOfCode(code: string): TransactionTypeSpec | undefined {
  return BY_CODE.get(code as TransactionType);
}
