import type { Random } from '../../../netsuite/sandbox/generate/random.ts';
import type { EntityRecord, MarketingDocumentSet } from '../schema/entity-sets.ts';
import { addDays, type IsoDay, money } from './days.ts';

/** Service Layer's object type numbers, which `BaseType` refers to on a copied line. */
export const OBJECT_TYPES: Readonly<Record<MarketingDocumentSet, number>> = {
  Orders: 17,
  DeliveryNotes: 15,
  Invoices: 13,
  PurchaseOrders: 22,
  PurchaseDeliveryNotes: 20,
  PurchaseInvoices: 18,
};

export type DocumentSets = Record<MarketingDocumentSet, EntityRecord[]>;

interface Line {
  readonly ItemCode: string;
  readonly ItemDescription: string;
  readonly Quantity: number;
  readonly Price: number;
  readonly WarehouseCode: string;
}

/** Numbers each document set from 1, as a new company's numbering series does. */
class Numbering {
  readonly #next = new Map<string, number>();

  take(set: string): number {
    const next = this.#next.get(set) ?? 1;
    this.#next.set(set, next + 1);
    return next;
  }
}

function documentRecord(
  entry: number,
  partner: EntityRecord,
  date: IsoDay,
  dueDate: IsoDay,
  lines: readonly Line[],
  options: {
    status: 'bost_Open' | 'bost_Close';
    base?: { type: number; entry: number };
    paid?: number;
    confirmed?: boolean;
    cancelled?: boolean;
    priority: string;
    salesPerson: number;
  },
): EntityRecord {
  const documentLines = lines.map((line, index) => ({
    LineNum: index,
    ItemCode: line.ItemCode,
    ItemDescription: line.ItemDescription,
    Quantity: line.Quantity,
    Price: line.Price,
    Currency: '$',
    LineTotal: money(line.Quantity * line.Price),
    WarehouseCode: line.WarehouseCode,
    LineStatus: options.status,
    BaseType: options.base?.type ?? -1,
    BaseEntry: options.base?.entry ?? null,
    BaseLine: options.base ? index : null,
  }));
  const total = money(documentLines.reduce((sum, line) => sum + line.LineTotal, 0));
  return {
    DocEntry: entry,
    DocNum: entry,
    DocType: 'dDocument_Items',
    DocDate: date,
    DocDueDate: dueDate,
    TaxDate: date,
    CardCode: partner.CardCode,
    CardName: partner.CardName,
    NumAtCard: '',
    DocTotal: total,
    VatSum: 0,
    PaidToDate: options.paid ?? 0,
    DocCurrency: '$',
    DocumentStatus: options.status,
    Cancelled: options.cancelled ? 'tYES' : 'tNO',
    Confirmed: options.confirmed === false ? 'tNO' : 'tYES',
    Comments: options.base
      ? `Based On ${options.base.type === 17 ? 'Sales Orders' : 'Deliveries'} ${options.base.entry}.`
      : '',
    SalesPersonCode: options.salesPerson,
    U_Priority: options.priority,
    DocumentLines: documentLines,
  };
}

function drawLines(random: Random, items: readonly EntityRecord[], priceList: number): Line[] {
  const count = random.int(1, 4);
  const picked = new Set<EntityRecord>();
  while (picked.size < count) picked.add(random.pick(items));
  return [...picked].map((item) => {
    const prices = item.ItemPrices as { PriceList: number; Price: number }[];
    const price = prices.find((row) => row.PriceList === priceList)?.Price ?? 0;
    const consumable = item.InventoryUOM === 'Box';
    return {
      ItemCode: String(item.ItemCode),
      ItemDescription: String(item.ItemName),
      Quantity: consumable ? random.int(5, 40) : random.int(1, 8),
      Price: price,
      WarehouseCode: random.pick(['01', '01', '02', '03']),
    };
  });
}

/** Days back from today, spread over the history and sorted oldest first. */
function dates(random: Random, today: IsoDay, count: number, span: number): IsoDay[] {
  return Array.from({ length: count }, () => random.int(0, span))
    .sort((a, b) => b - a)
    .map((back) => addDays(today, -back));
}

/**
 * Order to cash and procure to pay over the last five months: older orders delivered and
 * invoiced (most invoices of more than a month paid), recent ones open or part way, a few not yet
 * confirmed or cancelled; the same for purchasing with goods receipt POs and A/P invoices.
 */
export function generateDocuments(
  random: Random,
  today: IsoDay,
  partners: readonly EntityRecord[],
  items: readonly EntityRecord[],
): DocumentSets {
  const sets: DocumentSets = {
    Orders: [],
    DeliveryNotes: [],
    Invoices: [],
    PurchaseOrders: [],
    PurchaseDeliveryNotes: [],
    PurchaseInvoices: [],
  };
  const numbers = new Numbering();
  const customers = partners.filter((partner) => partner.CardType === 'cCustomer' && partner.Valid === 'tYES');
  const vendors = partners.filter((partner) => partner.CardType === 'cSupplier' && partner.Valid === 'tYES');
  const priority = () => random.pick(['H', 'M', 'M', 'L', 'L']);

  for (const date of dates(random, today, 72, 150)) {
    const age = (Date.parse(today) - Date.parse(date)) / 86_400_000;
    const customer = random.pick(customers);
    const lines = drawLines(random, items, 1);
    const salesPerson = Number(customer.SalesPersonCode);
    const common = { priority: priority(), salesPerson };
    const orderEntry = numbers.take('Orders');
    const cancelled = random.chance(0.03);
    const delivered = !cancelled && (age > 25 ? random.chance(0.9) : random.chance(0.3));
    const order = documentRecord(orderEntry, customer, date, addDays(date, random.int(7, 21)), lines, {
      ...common,
      status: delivered || cancelled ? 'bost_Close' : 'bost_Open',
      cancelled,
      confirmed: delivered || cancelled || age > 10 || random.chance(0.6),
    });
    sets.Orders.push(order);
    if (!delivered) continue;
    const deliveryDate = addDays(date, random.int(2, 10));
    if (deliveryDate > today) continue;
    const invoiced = age > 25 ? random.chance(0.95) : random.chance(0.4);
    const deliveryEntry = numbers.take('DeliveryNotes');
    sets.DeliveryNotes.push(
      documentRecord(deliveryEntry, customer, deliveryDate, deliveryDate, lines, {
        ...common,
        status: invoiced ? 'bost_Close' : 'bost_Open',
        base: { type: OBJECT_TYPES.Orders, entry: orderEntry },
      }),
    );
    if (!invoiced) continue;
    const invoiceDate = addDays(deliveryDate, random.int(0, 3));
    if (invoiceDate > today) continue;
    const dueDate = addDays(invoiceDate, 30);
    const overdueLong = dueDate < today;
    const paid = overdueLong ? random.chance(0.78) : random.chance(0.25);
    const total = money(lines.reduce((sum, line) => sum + money(line.Quantity * line.Price), 0));
    const partial = !paid && random.chance(0.15) ? money(total * 0.4) : 0;
    sets.Invoices.push(
      documentRecord(numbers.take('Invoices'), customer, invoiceDate, dueDate, lines, {
        ...common,
        status: paid ? 'bost_Close' : 'bost_Open',
        base: { type: OBJECT_TYPES.DeliveryNotes, entry: deliveryEntry },
        paid: paid ? total : partial,
      }),
    );
  }

  for (const date of dates(random, today, 38, 150)) {
    const age = (Date.parse(today) - Date.parse(date)) / 86_400_000;
    const vendor = random.pick(vendors);
    const lines = drawLines(random, items, 2);
    const common = { priority: priority(), salesPerson: -1 };
    const orderEntry = numbers.take('PurchaseOrders');
    const received = age > 20 ? random.chance(0.9) : random.chance(0.25);
    sets.PurchaseOrders.push(
      documentRecord(orderEntry, vendor, date, addDays(date, random.int(10, 30)), lines, {
        ...common,
        status: received ? 'bost_Close' : 'bost_Open',
        confirmed: received || age > 5 || random.chance(0.5),
      }),
    );
    if (!received) continue;
    const receiptDate = addDays(date, random.int(5, 15));
    if (receiptDate > today) continue;
    const billed = random.chance(0.9);
    const receiptEntry = numbers.take('PurchaseDeliveryNotes');
    sets.PurchaseDeliveryNotes.push(
      documentRecord(receiptEntry, vendor, receiptDate, receiptDate, lines, {
        ...common,
        status: billed ? 'bost_Close' : 'bost_Open',
        base: { type: OBJECT_TYPES.PurchaseOrders, entry: orderEntry },
      }),
    );
    if (!billed) continue;
    const billDate = addDays(receiptDate, random.int(0, 5));
    if (billDate > today) continue;
    const dueDate = addDays(billDate, 45);
    const paid = dueDate < today ? random.chance(0.85) : random.chance(0.2);
    const total = money(lines.reduce((sum, line) => sum + money(line.Quantity * line.Price), 0));
    sets.PurchaseInvoices.push(
      documentRecord(numbers.take('PurchaseInvoices'), vendor, billDate, dueDate, lines, {
        ...common,
        status: paid ? 'bost_Close' : 'bost_Open',
        base: { type: OBJECT_TYPES.PurchaseDeliveryNotes, entry: receiptEntry },
        paid: paid ? total : 0,
      }),
    );
  }
  return sets;
}

/** What open documents hold against partners and stock: balances, committed and ordered quantities. */
export function applyOpenDocuments(sets: DocumentSets, partners: EntityRecord[], items: EntityRecord[]): void {
  const partner = new Map(partners.map((record) => [record.CardCode, record]));
  const item = new Map(items.map((record) => [record.ItemCode, record]));
  const add = (record: EntityRecord | undefined, field: string, amount: number) => {
    if (record) record[field] = money(Number(record[field] ?? 0) + amount);
  };
  const open = (document: EntityRecord) => document.DocumentStatus === 'bost_Open' && document.Cancelled !== 'tYES';
  for (const document of sets.Invoices.filter(open)) {
    add(
      partner.get(document.CardCode),
      'CurrentAccountBalance',
      Number(document.DocTotal) - Number(document.PaidToDate),
    );
  }
  // A supplier's balance is a credit, negative in SAP's sign convention.
  for (const document of sets.PurchaseInvoices.filter(open)) {
    add(
      partner.get(document.CardCode),
      'CurrentAccountBalance',
      Number(document.PaidToDate) - Number(document.DocTotal),
    );
  }
  for (const document of sets.DeliveryNotes.filter(open)) {
    add(partner.get(document.CardCode), 'OpenDeliveryNotesBalance', Number(document.DocTotal));
  }
  for (const document of sets.Orders.filter(open)) {
    add(partner.get(document.CardCode), 'OpenOrdersBalance', Number(document.DocTotal));
    for (const line of document.DocumentLines as { ItemCode: string; Quantity: number; WarehouseCode: string }[]) {
      commit(item.get(line.ItemCode), line.WarehouseCode, 'Committed', 'QuantityOrderedByCustomers', line.Quantity);
    }
  }
  for (const document of sets.PurchaseOrders.filter(open)) {
    for (const line of document.DocumentLines as { ItemCode: string; Quantity: number; WarehouseCode: string }[]) {
      commit(item.get(line.ItemCode), line.WarehouseCode, 'Ordered', 'QuantityOrderedFromVendors', line.Quantity);
    }
  }
}

/** Adds an open line's quantity to an item's warehouse row and to the item's total. */
export function commit(
  item: EntityRecord | undefined,
  warehouseCode: string,
  rowField: 'Committed' | 'Ordered',
  itemField: 'QuantityOrderedByCustomers' | 'QuantityOrderedFromVendors',
  quantity: number,
): void {
  if (!item) return;
  const rows = item.ItemWarehouseInfoCollection as Record<string, unknown>[];
  const row = rows.find((candidate) => candidate.WarehouseCode === warehouseCode);
  if (row) row[rowField] = Number(row[rowField] ?? 0) + quantity;
  item[itemField] = Number(item[itemField] ?? 0) + quantity;
}
