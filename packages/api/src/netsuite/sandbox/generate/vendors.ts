import { type AddressBook, domainOf, UniqueNames } from './addresses.ts';
import type { Calendar } from './calendar.ts';
import type { VendorRow } from './entity-rows.ts';
import { SUBSIDIARY_WEIGHTS, subsidiaryById, TERMS, VENDOR_CATEGORY_IDS } from './organisation.ts';
import { cumulative, type Random } from './random.ts';
import type { Sequence } from './sequence.ts';

export interface Vendor {
  row: VendorRow;
  termDays: number;
  /** Days from order to delivery, for suppliers. */
  leadDays: number;
}

export interface Suppliers {
  rows: VendorRow[];
  /** Suppliers of goods by subsidiary id. */
  suppliers: ReadonlyMap<number, readonly Vendor[]>;
  /** Service and facility vendors by subsidiary id, who send operating expense bills. */
  serviceVendors: ReadonlyMap<number, readonly Vendor[]>;
}

const TERM_WEIGHTS = cumulative([1, 5, 2, 1, 0.5]);
const SERVICE_SUFFIXES = ['Consulting', 'Legal LLP', 'Properties', 'Energy', 'Media', 'Software', 'Logistics'];

/** All vendors predate the window: a supplier must exist before the first purchase order. */
export function generateVendors(
  count: number,
  random: Random,
  calendar: Calendar,
  ids: Sequence,
  addresses: AddressBook,
): Suppliers {
  const { faker } = random;
  const names = new UniqueNames();
  const subsidiaries = [...SUBSIDIARY_WEIGHTS.keys()];
  const subsidiaryWeights = cumulative([...SUBSIDIARY_WEIGHTS.values()]);
  const suppliers = new Map<number, Vendor[]>();
  const serviceVendors = new Map<number, Vendor[]>();
  const rows: VendorRow[] = [];

  for (let index = 0; index < count; index += 1) {
    // The first vendors of each subsidiary cover both kinds, so none is left without either.
    const subsidiaryId =
      index < subsidiaries.length * 2
        ? (subsidiaries[index % subsidiaries.length] ?? 1)
        : (subsidiaries[random.weightedIndex(subsidiaryWeights)] ?? 1);
    const supplies = index < subsidiaries.length || (index >= subsidiaries.length * 2 && random.chance(0.55));
    const subsidiary = subsidiaryById(subsidiaryId);
    const base = supplies ? faker.company.name() : `${faker.person.lastName()} ${random.pick(SERVICE_SUFFIXES)}`;
    const companyname = names.claim(base);
    const phone = faker.phone.number({ style: 'national' });
    const term = TERMS[random.weightedIndex(TERM_WEIGHTS)];
    const createdDay = -random.int(30, 2500);
    const category = supplies
      ? VENDOR_CATEGORY_IDS.supplier
      : random.chance(0.6)
        ? VENDOR_CATEGORY_IDS.services
        : VENDOR_CATEGORY_IDS.facilities;
    const row: VendorRow = {
      id: ids.take(),
      entityid: companyname,
      companyname,
      isperson: 'F',
      email: `${random.pick(['sales', 'orders', 'ar', 'billing'])}@${domainOf(companyname, subsidiary.country)}`,
      phone,
      subsidiary: subsidiaryId,
      currency: subsidiary.currency,
      terms: term?.id ?? 2,
      category,
      defaultbillingaddress: addresses.add(companyname, subsidiary.country, phone),
      isinactive: 'F',
      datecreated: calendar.iso(createdDay),
      lastmodifieddate: calendar.iso(random.int(createdDay, calendar.lastDay)),
      externalid: null,
    };
    rows.push(row);
    const vendor: Vendor = { row, termDays: term?.daysuntilnetdue ?? 30, leadDays: random.int(3, 12) };
    const groups = supplies ? suppliers : serviceVendors;
    const group = groups.get(subsidiaryId) ?? [];
    group.push(vendor);
    groups.set(subsidiaryId, group);
  }
  return { rows, suppliers, serviceVendors };
}
