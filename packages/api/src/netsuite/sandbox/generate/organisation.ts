import type { CategoryRow, CurrencyRow, DepartmentRow, LocationRow, SubsidiaryRow, TermRow } from './setup-rows.ts';

/**
 * The fixed shape of the generated company: a US parent with Canadian and UK subsidiaries,
 * each selling from its own warehouses in its own currency. Scale changes volumes, not this.
 */

export const CURRENCIES: readonly CurrencyRow[] = [
  currency(1, 'USD', 'US Dollar', '$', 1, 'T'),
  currency(2, 'CAD', 'Canadian Dollar', '$', 0.73, 'F'),
  currency(3, 'GBP', 'British Pound', '£', 1.27, 'F'),
  currency(4, 'EUR', 'Euro', '€', 1.08, 'F'),
];

const PARENT = { id: 1, name: 'Northwind Supply Inc.' };

export const SUBSIDIARIES: readonly SubsidiaryRow[] = [
  subsidiary(1, 'Northwind Supply Inc.', null, 1, 'US'),
  subsidiary(2, 'Northwind Supply Canada Ltd.', PARENT, 2, 'CA'),
  subsidiary(3, 'Northwind Supply UK Ltd.', PARENT, 3, 'GB'),
];

/** Share of the business each subsidiary does, by subsidiary id. */
export const SUBSIDIARY_WEIGHTS: ReadonlyMap<number, number> = new Map([
  [1, 0.7],
  [2, 0.18],
  [3, 0.12],
]);

export const LOCATIONS: readonly LocationRow[] = [
  location(1, 'East Coast Warehouse', 1),
  location(2, 'West Coast Warehouse', 1),
  location(3, 'Toronto Warehouse', 2),
  location(4, 'Manchester Warehouse', 3),
];

/** Share of a subsidiary's sales each of its locations serves, by location id. */
export const LOCATION_WEIGHTS: ReadonlyMap<number, number> = new Map([
  [1, 0.6],
  [2, 0.4],
  [3, 1],
  [4, 1],
]);

export const DEPARTMENT_IDS = {
  executive: 1,
  sales: 2,
  marketing: 3,
  operations: 4,
  finance: 5,
  engineering: 6,
  customerSuccess: 7,
} as const;

export const DEPARTMENTS: readonly DepartmentRow[] = [
  department(DEPARTMENT_IDS.executive, 'Executive'),
  department(DEPARTMENT_IDS.sales, 'Sales'),
  department(DEPARTMENT_IDS.marketing, 'Marketing'),
  department(DEPARTMENT_IDS.operations, 'Operations'),
  department(DEPARTMENT_IDS.finance, 'Finance'),
  department(DEPARTMENT_IDS.engineering, 'Engineering'),
  department(DEPARTMENT_IDS.customerSuccess, 'Customer Success'),
];

export const TERMS: readonly TermRow[] = [
  { id: 1, name: 'Net 15', daysuntilnetdue: 15, isinactive: 'F' },
  { id: 2, name: 'Net 30', daysuntilnetdue: 30, isinactive: 'F' },
  { id: 3, name: 'Net 45', daysuntilnetdue: 45, isinactive: 'F' },
  { id: 4, name: 'Net 60', daysuntilnetdue: 60, isinactive: 'F' },
  { id: 5, name: 'Due on receipt', daysuntilnetdue: 0, isinactive: 'F' },
];

export const CUSTOMER_CATEGORIES: readonly CategoryRow[] = [
  { id: 1, name: 'Retail', isinactive: 'F' },
  { id: 2, name: 'Wholesale', isinactive: 'F' },
  { id: 3, name: 'Distributor', isinactive: 'F' },
  { id: 4, name: 'Enterprise', isinactive: 'F' },
];

export const VENDOR_CATEGORY_IDS = { supplier: 1, services: 2, facilities: 3 } as const;

export const VENDOR_CATEGORIES: readonly CategoryRow[] = [
  { id: VENDOR_CATEGORY_IDS.supplier, name: 'Supplier', isinactive: 'F' },
  { id: VENDOR_CATEGORY_IDS.services, name: 'Professional Services', isinactive: 'F' },
  { id: VENDOR_CATEGORY_IDS.facilities, name: 'Facilities & Utilities', isinactive: 'F' },
];

export function subsidiaryById(id: number): SubsidiaryRow {
  const found = SUBSIDIARIES.find((row) => row.id === id);
  if (!found) throw new RangeError(`No subsidiary ${id}.`);
  return found;
}

export function currencyById(id: number): CurrencyRow {
  const found = CURRENCIES.find((row) => row.id === id);
  if (!found) throw new RangeError(`No currency ${id}.`);
  return found;
}

export function locationsOf(subsidiaryId: number): readonly LocationRow[] {
  return LOCATIONS.filter((row) => row.subsidiary === subsidiaryId);
}

/** Rate from a currency to a subsidiary's base currency, as transaction.exchangerate holds it. */
export function exchangeRate(currencyId: number, subsidiaryId: number): number {
  const base = currencyById(subsidiaryById(subsidiaryId).currency);
  return Math.round((currencyById(currencyId).exchangerate / base.exchangerate) * 1e6) / 1e6;
}

function currency(
  id: number,
  symbol: string,
  name: string,
  displaysymbol: string,
  exchangerate: number,
  isbasecurrency: 'T' | 'F',
): CurrencyRow {
  return { id, symbol, name, displaysymbol, exchangerate, isbasecurrency, isinactive: 'F' };
}

function subsidiary(
  id: number,
  name: string,
  parent: { id: number; name: string } | null,
  currencyId: number,
  country: string,
): SubsidiaryRow {
  const fullname = parent === null ? name : `${parent.name} : ${name}`;
  return {
    id,
    name,
    fullname,
    parent: parent?.id ?? null,
    currency: currencyId,
    country,
    iselimination: 'F',
    isinactive: 'F',
  };
}

function location(id: number, name: string, subsidiaryId: number): LocationRow {
  return { id, name, fullname: name, subsidiary: subsidiaryId, parent: null, isinactive: 'F' };
}

function department(id: number, name: string): DepartmentRow {
  return { id, name, fullname: name, parent: null, isinactive: 'F' };
}
