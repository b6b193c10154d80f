import { ACCOUNT_IDS, operatingAccountOf } from './chart-of-accounts.ts';
import { type Draft, type DraftLine, followingLine } from './ledger.ts';
import { toBaseCents } from './money.ts';
import { currencyById, DEPARTMENT_IDS, exchangeRate, LOCATIONS } from './organisation.ts';
import { settlementLine } from './sales-cycle.ts';
import type { Vendor } from './vendors.ts';
import type { PurchaseOrder, StockLine, World } from './world.ts';

/** Each stocked item's supplier, per subsidiary: a few suppliers carry much of the range. */
export type SupplierMap = ReadonlyMap<number, readonly (Vendor | undefined)[]>;

export function assignSuppliers(world: Pick<World, 'random' | 'catalogue' | 'suppliers'>): SupplierMap {
  const { random, catalogue, suppliers } = world;
  const map = new Map<number, (Vendor | undefined)[]>();
  for (const [subsidiary, vendors] of suppliers.suppliers) {
    map.set(
      subsidiary,
      catalogue.stocked.map(() => vendors[Math.floor(vendors.length * random.next() ** 1.5)]),
    );
  }
  return map;
}

/**
 * Orders what has fallen below its reorder point, one purchase order per supplier and location,
 * topping up that supplier's other items that are running low on the same order.
 */
export function replenish(world: World, suppliersOf: SupplierMap, day: number): void {
  const { stock, catalogue } = world;
  LOCATIONS.forEach((location, locationIndex) => {
    const supplierOf = suppliersOf.get(location.subsidiary) ?? [];
    const due = new Map<Vendor, number[]>();
    catalogue.stocked.forEach((_, itemIndex) => {
      const slot = stock.slot(itemIndex, locationIndex);
      if (stock.projected(slot) >= (stock.reorderPoint[slot] ?? 0)) return;
      const vendor = supplierOf[itemIndex];
      if (vendor) due.set(vendor, []);
    });
    if (due.size === 0) return;
    catalogue.stocked.forEach((_, itemIndex) => {
      const vendor = supplierOf[itemIndex];
      const slot = stock.slot(itemIndex, locationIndex);
      if (vendor && stock.projected(slot) < (stock.reorderPoint[slot] ?? 0) * 1.5) due.get(vendor)?.push(itemIndex);
    });
    for (const [vendor, itemIndexes] of due) {
      openPurchaseOrder(world, vendor, location.id, locationIndex, itemIndexes, day);
    }
  });
}

function openPurchaseOrder(
  world: World,
  vendor: Vendor,
  location: number,
  locationIndex: number,
  itemIndexes: readonly number[],
  day: number,
): void {
  const { random, stock, catalogue } = world;
  const subsidiary = vendor.row.subsidiary;
  const currency = vendor.row.currency;
  const rate = exchangeRate(currency, subsidiary);
  const unitsPerBase = currencyById(currency).exchangerate;
  const stockLines: StockLine[] = [];
  const lines: DraftLine[] = [];
  for (const itemIndex of itemIndexes) {
    const item = catalogue.stocked[itemIndex];
    if (!item) continue;
    const slot = stock.slot(itemIndex, locationIndex);
    const shortfall = (stock.reorderPoint[slot] ?? 0) - stock.projected(slot);
    const quantity = Math.max(5, Math.ceil(((stock.reorderQuantity[slot] ?? 0) + Math.max(0, shortfall)) / 5) * 5);
    stock.onOrder[slot] = (stock.onOrder[slot] ?? 0) + quantity;
    const unitCost = Math.round((item.cost / unitsPerBase) * (0.95 + random.next() * 0.1) * 100) / 100;
    const foreignCents = Math.round(quantity * unitCost * 100);
    stockLines.push({ slot, item, quantity, line: lines.length });
    lines.push({
      item: item.id,
      expenseAccount: null,
      quantity,
      rate: unitCost,
      foreignCents,
      baseCents: toBaseCents(foreignCents, rate),
      department: DEPARTMENT_IDS.operations,
      closed: false,
      memo: null,
      account: null,
    });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.foreignCents, 0);
  const buyers = world.staff.buyers.get(subsidiary) ?? [];
  const draft = world.ledger.add({
    type: 'PurchOrd',
    day,
    entity: vendor.row.id,
    subsidiary,
    currency,
    exchangeRate: rate,
    employee: buyers.length > 0 ? random.pick(buyers) : null,
    location,
    memo: random.chance(0.2) ? 'Restock' : null,
    dueDay: null,
    createdFrom: null,
    reference: null,
    totalCents,
    main: {
      foreignCents: -totalCents,
      baseCents: -lines.reduce((sum, line) => sum + line.baseCents, 0),
      account: null,
    },
    lines,
    status: 'B',
  });
  const order: PurchaseOrder = { draft, vendor, stockLines };
  world.agenda.schedule(day + vendor.leadDays + random.int(0, 3), { kind: 'receive', order });
}

/** Goods arrive in full: inventory rises, and so does the liability for goods not yet billed. */
export function receivePurchaseOrder(world: World, order: PurchaseOrder, day: number): void {
  const { stock, random } = world;
  const { draft } = order;
  for (const line of order.stockLines) {
    stock.onHand[line.slot] = (stock.onHand[line.slot] ?? 0) + line.quantity;
    stock.onOrder[line.slot] = (stock.onOrder[line.slot] ?? 0) - line.quantity;
  }
  const lines = draft.lines.map((line, index) => followingLine(line, index + 1, ACCOUNT_IDS.inventory));
  for (const line of draft.lines) line.shipped = line.quantity ?? 0;
  world.ledger.add({
    ...followUp(draft, day),
    type: 'ItemRcpt',
    totalCents: draft.totalCents,
    main: { ...draft.main, account: ACCOUNT_IDS.receivedNotBilled },
    lines,
    status: null,
  });
  draft.status = 'F';
  world.agenda.schedule(day + random.int(0, 8), { kind: 'bill', order });
}

/** The supplier's bill clears goods received not billed into payables. */
export function billPurchaseOrder(world: World, order: PurchaseOrder, day: number): void {
  const { draft, vendor } = order;
  const lines = draft.lines.map((line, index) => followingLine(line, index + 1, ACCOUNT_IDS.receivedNotBilled));
  for (const line of draft.lines) line.billed = line.quantity ?? 0;
  const bill = world.ledger.add({
    ...followUp(draft, day),
    type: 'VendBill',
    dueDay: day + vendor.termDays,
    reference: vendorInvoiceNumber(world),
    totalCents: draft.totalCents,
    main: { ...draft.main, account: ACCOUNT_IDS.payables },
    lines,
    status: 'A',
  });
  draft.status = 'G';
  scheduleBillPayment(world, bill, vendor);
}

/** Most bills are paid a little before they fall due; a few linger. */
export function scheduleBillPayment(world: World, bill: Draft, vendor: Vendor): void {
  const { random } = world;
  if (random.chance(0.02)) return;
  const late = random.chance(0.1) ? random.int(1, 20) : 0;
  const payDay = Math.max(bill.day + 1, (bill.dueDay ?? bill.day + vendor.termDays) - random.int(0, 5) + late);
  world.agenda.schedule(payDay, { kind: 'pay', bill });
}

/** Pays the bill in full from the operating bank account. */
export function payBill(world: World, bill: Draft, day: number): void {
  const totalCents = bill.totalCents ?? 0;
  world.ledger.add({
    type: 'VendPymt',
    day,
    entity: bill.entity,
    subsidiary: bill.subsidiary,
    currency: bill.currency,
    exchangeRate: bill.exchangeRate,
    employee: null,
    location: null,
    memo: null,
    dueDay: null,
    createdFrom: null,
    reference: null,
    totalCents,
    main: { foreignCents: -totalCents, baseCents: bill.main.baseCents, account: operatingAccountOf(bill.subsidiary) },
    lines: [settlementLine(totalCents, -bill.main.baseCents, ACCOUNT_IDS.payables)],
    status: null,
    applies: { document: bill, foreignCents: totalCents, baseCents: -bill.main.baseCents },
  });
  bill.status = 'B';
  bill.paidCents = totalCents;
}

export function vendorInvoiceNumber(world: Pick<World, 'random'>): string {
  const { random } = world;
  return `${random.faker.string.alpha({ length: 2, casing: 'upper' })}-${random.int(10000, 999999)}`;
}

function followUp(draft: Draft, day: number) {
  return {
    day,
    entity: draft.entity,
    subsidiary: draft.subsidiary,
    currency: draft.currency,
    exchangeRate: draft.exchangeRate,
    employee: draft.employee,
    location: draft.location,
    memo: null,
    dueDay: null,
    createdFrom: draft,
    reference: null,
  };
}
