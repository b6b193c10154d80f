import { AddressBook } from './addresses.ts';
import { Agenda } from './agenda.ts';
import { Calendar } from './calendar.ts';
import { ACCOUNTS } from './chart-of-accounts.ts';
import { generateCustomers } from './customers.ts';
import { generateEmployees } from './employees.ts';
import type {
  CustomerRow,
  EmployeeRow,
  EntityAddressRow,
  InventoryItemLocationRow,
  ItemRow,
  VendorRow,
} from './entity-rows.ts';
import { generateItems } from './items.ts';
import { Ledger, type LedgerTables } from './ledger.ts';
import { openBankAccounts } from './opening-balances.ts';
import {
  CURRENCIES,
  CUSTOMER_CATEGORIES,
  DEPARTMENTS,
  LOCATION_WEIGHTS,
  LOCATIONS,
  SUBSIDIARIES,
  SUBSIDIARY_WEIGHTS,
  TERMS,
  VENDOR_CATEGORIES,
} from './organisation.ts';
import { openExpenseBill, openJournal } from './overheads.ts';
import { assignSuppliers, billPurchaseOrder, payBill, receivePurchaseOrder, replenish } from './purchase-cycle.ts';
import { Random } from './random.ts';
import { collectPayment, invoiceSalesOrder, openSalesOrder, shipSalesOrder } from './sales-cycle.ts';
import { type ActivityTables, generateActivity } from './script-activity.ts';
import { Sequence } from './sequence.ts';
import type {
  AccountRow,
  CategoryRow,
  CurrencyRow,
  DepartmentRow,
  IsoDate,
  LocationRow,
  SubsidiaryRow,
  TermRow,
} from './setup-rows.ts';
import { DEFAULT_SCALE, sizesFor } from './sizes.ts';
import { Stock } from './stock.ts';
import { generateVendors } from './vendors.ts';
import type { Happening, World } from './world.ts';

export interface GenerateOptions {
  seed?: number;
  /** Transactions to aim for; master data is sized from it. */
  scale?: number;
  /** The last day of the two years generated; injected so that output never depends on the clock. */
  today: IsoDate;
}

/** Every generated table, keyed by its NetSuite SuiteQL table name. */
export interface Company extends LedgerTables, ActivityTables {
  currency: CurrencyRow[];
  subsidiary: SubsidiaryRow[];
  department: DepartmentRow[];
  location: LocationRow[];
  account: AccountRow[];
  term: TermRow[];
  customercategory: CategoryRow[];
  vendorcategory: CategoryRow[];
  employee: EmployeeRow[];
  vendor: VendorRow[];
  customer: CustomerRow[];
  entityaddress: EntityAddressRow[];
  item: ItemRow[];
  inventoryitemlocations: InventoryItemLocationRow[];
}

/** Shares of the target volume; chains add their follow-ups (shipment, invoice, payment). */
const SALES_ORDER_SHARE = 0.17;
const PURCHASE_ORDER_SHARE = 0.065;
const EXPENSE_BILL_SHARE = 0.055;
/** Quantities and lines per order, as openSalesOrder draws them. */
const LINES_PER_ORDER = 2.5;
const UNITS_PER_LINE = 3.5;
/** Days of demand kept as a buffer: the longest lead time plus a margin. */
const SAFETY_DAYS = 20;

export function generateCompany(options: GenerateOptions): Company {
  const seed = options.seed ?? 1;
  const sizes = sizesFor(options.scale ?? DEFAULT_SCALE);
  const random = new Random(seed);
  const calendar = new Calendar(options.today);
  const addresses = new AddressBook(random);
  const entityIds = new Sequence();

  const staff = generateEmployees(sizes.employees, random, calendar, entityIds);
  const suppliers = generateVendors(sizes.vendors, random, calendar, entityIds, addresses);
  const clientele = generateCustomers(sizes.customers, random, calendar, entityIds, addresses, staff.salesReps);
  const catalogue = generateItems(sizes.items, random);
  const world: World = {
    random,
    calendar,
    ledger: new Ledger(),
    agenda: new Agenda<Happening>(calendar.length),
    stock: new Stock(catalogue.stocked, LOCATIONS),
    catalogue,
    clientele,
    suppliers,
    staff,
  };

  const ordersPerDay = (sizes.transactions * SALES_ORDER_SHARE) / calendar.length;
  planStock(world, ordersPerDay, sizes.transactions * PURCHASE_ORDER_SHARE);
  const suppliersOf = assignSuppliers(world);
  const billsPerDay = (sizes.transactions * EXPENSE_BILL_SHARE) / calendar.length;

  for (let day = 0; day < calendar.length; day += 1) {
    // A step may schedule the next one for the same day, so drain until the day is quiet.
    for (let events = world.agenda.take(day); events.length > 0; events = world.agenda.take(day)) {
      // Goods that arrive today can ship today.
      for (const event of events) if (event.kind === 'receive') receivePurchaseOrder(world, event.order, day);
      for (const event of events) {
        if (event.kind === 'ship') shipSalesOrder(world, event.order, day);
        else if (event.kind === 'invoice') invoiceSalesOrder(world, event.order, day);
        else if (event.kind === 'collect') collectPayment(world, event.invoice, day);
        else if (event.kind === 'bill') billPurchaseOrder(world, event.order, day);
        else if (event.kind === 'pay') payBill(world, event.bill, day);
      }
    }
    const orders = random.poisson(ordersPerDay * seasonality(calendar, day));
    for (let n = 0; n < orders; n += 1) openSalesOrder(world, day);
    const bills = random.poisson(billsPerDay);
    for (let n = 0; n < bills; n += 1) openExpenseBill(world, day);
    replenish(world, suppliersOf, day);
  }
  // Journals make up the rest of the volume, so the total lands near the scale asked for.
  const journals = Math.max(calendar.length >> 5, sizes.transactions - world.ledger.count);
  for (let n = 0; n < journals; n += 1) openJournal(world, random.int(0, calendar.lastDay));
  openBankAccounts(world);

  const ledger = world.ledger.emit(calendar);
  const activity = generateActivity({
    today: options.today,
    seed,
    transactions: ledger.transaction,
    customers: clientele.rows,
    vendors: suppliers.rows,
    employees: staff.rows,
  });
  return {
    currency: [...CURRENCIES],
    subsidiary: [...SUBSIDIARIES],
    department: [...DEPARTMENTS],
    location: [...LOCATIONS],
    account: [...ACCOUNTS],
    term: [...TERMS],
    customercategory: [...CUSTOMER_CATEGORIES],
    vendorcategory: [...VENDOR_CATEGORIES],
    employee: staff.rows,
    vendor: suppliers.rows,
    customer: clientele.rows,
    entityaddress: addresses.rows,
    item: catalogue.rows,
    inventoryitemlocations: world.stock.rows(),
    ...ledger,
    ...activity,
  };
}

/** Business grows over the two years and slows at weekends. */
function seasonality(calendar: Calendar, day: number): number {
  const weekday = calendar.weekday(day);
  const week = weekday === 0 || weekday === 6 ? 0.25 : 1.2;
  return ((0.8 + (0.4 * day) / calendar.length) * week) / ((5 * 1.2 + 2 * 0.25) / 7);
}

/**
 * Reorder points and quantities from expected demand: enough buffer to ride out a supplier's
 * lead time, and order sizes chosen so the purchase volume matches the scale.
 */
function planStock(world: World, ordersPerDay: number, purchaseOrders: number): void {
  const { stock, catalogue, calendar } = world;
  const stockedWeight = catalogue.stockedShare.length / Math.max(1, catalogue.sellable.length);
  const unitsPerDay = ordersPerDay * 1.2 * LINES_PER_ORDER * stockedWeight * UNITS_PER_LINE;
  const slots = catalogue.stocked.length * LOCATIONS.length;
  const coverDays = Math.min(150, Math.max(10, (slots * calendar.length) / Math.max(1, purchaseOrders * 3)));
  catalogue.stockedShare.forEach((share, itemIndex) => {
    LOCATIONS.forEach((location, locationIndex) => {
      const slot = stock.slot(itemIndex, locationIndex);
      const locationShare =
        (SUBSIDIARY_WEIGHTS.get(location.subsidiary) ?? 0) * (LOCATION_WEIGHTS.get(location.id) ?? 0);
      const daily = unitsPerDay * share * locationShare;
      stock.reorderPoint[slot] = Math.ceil(daily * SAFETY_DAYS);
      stock.reorderQuantity[slot] = Math.max(5, Math.ceil((daily * coverDays) / 5) * 5);
    });
  });
}
