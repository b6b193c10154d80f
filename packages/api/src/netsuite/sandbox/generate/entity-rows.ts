import type { Flag, IsoDate } from './setup-rows.ts';

/**
 * Rows of NetSuite's entity and item tables. Customers, vendors and employees share one id
 * space, as they do in NetSuite's `entity` table, so `transaction.entity` is unambiguous.
 * Fields NetSuite leaves optional may be null: the generator fills them, but records written
 * through the REST record API may leave them empty or clear them.
 */

export interface EntityAddressRow {
  nkey: number;
  addressee: string;
  addr1: string;
  addr2: string | null;
  city: string;
  state: string;
  zip: string;
  /** ISO 3166 alpha-2, as NetSuite stores it: US, CA, GB. */
  country: string;
  addrphone: string | null;
}

export interface CustomerRow {
  id: number;
  entityid: string;
  companyname: string;
  isperson: Flag;
  email: string | null;
  phone: string | null;
  subsidiary: number;
  currency: number;
  terms: number | null;
  creditlimit: number | null;
  category: number | null;
  salesrep: number | null;
  defaultbillingaddress: number | null;
  defaultshippingaddress: number | null;
  isinactive: Flag;
  datecreated: IsoDate;
  lastmodifieddate: IsoDate;
  /** Set only by writes through the REST record API; the generator leaves it empty. */
  externalid: string | null;
}

export interface VendorRow {
  id: number;
  entityid: string;
  companyname: string;
  isperson: Flag;
  email: string | null;
  phone: string | null;
  subsidiary: number;
  currency: number;
  terms: number | null;
  category: number | null;
  defaultbillingaddress: number | null;
  isinactive: Flag;
  datecreated: IsoDate;
  lastmodifieddate: IsoDate;
  /** Set only by writes through the REST record API; the generator leaves it empty. */
  externalid: string | null;
}

export interface EmployeeRow {
  id: number;
  entityid: string;
  firstname: string;
  lastname: string;
  email: string | null;
  title: string | null;
  department: number | null;
  location: number | null;
  subsidiary: number;
  supervisor: number | null;
  issalesrep: Flag;
  isinactive: Flag;
  datecreated: IsoDate;
  /** Set only by writes through the REST record API; the generator leaves it empty. */
  externalid: string | null;
}

/** Item type codes (item.itemtype) with the names BUILTIN.DF shows. */
export const ITEM_TYPES = {
  InvtPart: 'Inventory Item',
  NonInvtPart: 'Non-inventory Item',
  Service: 'Service',
} as const;

export type ItemType = keyof typeof ITEM_TYPES;

export interface ItemRow {
  id: number;
  itemid: string;
  displayname: string | null;
  itemtype: ItemType;
  /** Sales price in the base currency. */
  baseprice: number;
  /** Purchase price in the base currency. */
  cost: number;
  incomeaccount: number;
  cogsaccount: number | null;
  assetaccount: number | null;
  expenseaccount: number | null;
  isinactive: Flag;
  /** Set only by writes through the REST record API; the generator leaves it empty. */
  externalid: string | null;
}

export interface InventoryItemLocationRow {
  item: number;
  location: number;
  quantityonhand: number;
  quantityavailable: number;
  quantityonorder: number;
  quantitycommitted: number;
  quantitybackordered: number;
  reorderpoint: number;
  preferredstocklevel: number;
}
