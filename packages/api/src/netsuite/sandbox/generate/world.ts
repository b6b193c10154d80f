import type { Agenda } from './agenda.ts';
import type { Calendar } from './calendar.ts';
import type { Clientele, Customer } from './customers.ts';
import type { Staff } from './employees.ts';
import type { ItemRow } from './entity-rows.ts';
import type { Catalogue } from './items.ts';
import type { Draft, Ledger } from './ledger.ts';
import type { Random } from './random.ts';
import type { Stock } from './stock.ts';
import type { Suppliers, Vendor } from './vendors.ts';

export interface StockLine {
  slot: number;
  item: ItemRow;
  quantity: number;
  /** The order line it is, as an index into the order's lines. */
  line: number;
}

export interface SalesOrder {
  draft: Draft;
  customer: Customer;
  stockLines: StockLine[];
}

export interface PurchaseOrder {
  draft: Draft;
  vendor: Vendor;
  stockLines: StockLine[];
}

/** Something due on a day: the next step in a document's life. */
export type Happening =
  | { kind: 'ship'; order: SalesOrder }
  | { kind: 'invoice'; order: SalesOrder }
  | { kind: 'collect'; invoice: Draft }
  | { kind: 'receive'; order: PurchaseOrder }
  | { kind: 'bill'; order: PurchaseOrder }
  | { kind: 'pay'; bill: Draft };

/** Everything the flows share while the company's two years are simulated. */
export interface World {
  random: Random;
  calendar: Calendar;
  ledger: Ledger;
  agenda: Agenda<Happening>;
  stock: Stock;
  catalogue: Catalogue;
  clientele: Clientele;
  suppliers: Suppliers;
  staff: Staff;
}
