import type { Flag, IsoDate } from './setup-rows.ts';

/**
 * Rows of NetSuite's entity and item tables. Customers, vendors and employees share one id
 * space, as they do in NetSuite's `entity` table, so `transaction.entity` is unambiguous.
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
  email: string;
  phone: string;
  subsidiary: number;
  currency: number;
  terms: number;
  creditlimit: number;
  category: number;
  salesrep: number;
  defaultbillingaddress: number;
  defaultshippingaddress: number;
  isinactive: Flag;
  datecreated: IsoDate;
  lastmodifieddate: IsoDate;
}

export interface VendorRow {
  id: number;
  entityid: string;
  companyname: string;
  isperson: Flag;
  email: string;
  phone: string;
  subsidiary: number;
  currency: number;
  terms: number;
  category: number;
  defaultbillingaddress: number;
  isinactive: Flag;
  datecreated: IsoDate;
  lastmodifieddate: IsoDate;
}

export interface EmployeeRow {
  id: number;
  entityid: string;
  firstname: string;
  lastname: string;
  email: string;
  title: string;
  department: number;
  location: number;
  subsidiary: number;
  supervisor: number | null;
  issalesrep: Flag;
  isinactive: Flag;
  datecreated: IsoDate;
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
  displayname: string;
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
