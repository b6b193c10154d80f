import { type AddressBook, domainOf, UniqueNames } from './addresses.ts';
import type { Calendar } from './calendar.ts';
import type { CustomerRow } from './entity-rows.ts';
import { CUSTOMER_CATEGORIES, SUBSIDIARY_WEIGHTS, subsidiaryById, TERMS } from './organisation.ts';
import { cumulative, type Random } from './random.ts';
import type { Sequence } from './sequence.ts';

const EURO = 4;

/** Net 30 dominates, as it does in most books. */
const TERM_WEIGHTS = cumulative([1, 6, 2, 1, 1]);

export interface Clientele {
  rows: CustomerRow[];
  /** Each subsidiary's customers, oldest first, for picking one who existed on a given day. */
  bySubsidiary: ReadonlyMap<number, readonly Customer[]>;
}

export interface Customer {
  row: CustomerRow;
  createdDay: number;
  termDays: number;
}

/**
 * Most customers predate the window; the rest sign up during it, so new-customer queries find
 * some. Ids rise with creation dates, as NetSuite's do.
 */
export function generateCustomers(
  count: number,
  random: Random,
  calendar: Calendar,
  ids: Sequence,
  addresses: AddressBook,
  salesReps: ReadonlyMap<number, readonly number[]>,
): Clientele {
  const { faker } = random;
  const names = new UniqueNames();
  const subsidiaries = [...SUBSIDIARY_WEIGHTS.keys()];
  const subsidiaryWeights = cumulative([...SUBSIDIARY_WEIGHTS.values()]);
  const days = Array.from({ length: count }, () =>
    random.chance(0.7) ? -random.int(1, 1800) : random.int(0, Math.max(0, calendar.lastDay - 7)),
  ).sort((a, b) => a - b);

  const customers = days.map((createdDay): Customer => {
    const subsidiaryId = subsidiaries[random.weightedIndex(subsidiaryWeights)] ?? 1;
    const subsidiary = subsidiaryById(subsidiaryId);
    const companyname = names.claim(faker.company.name());
    const phone = faker.phone.number({ style: 'national' });
    const address = addresses.add(companyname, subsidiary.country, phone);
    const term = TERMS[random.weightedIndex(TERM_WEIGHTS)] ?? TERMS[1];
    const reps = salesReps.get(subsidiaryId) ?? salesReps.get(1) ?? [];
    const modifiedDay = random.int(Math.max(createdDay, 0), calendar.lastDay);
    const currency = subsidiaryId === 1 && random.chance(0.08) ? EURO : subsidiary.currency;
    const row: CustomerRow = {
      id: ids.take(),
      entityid: companyname,
      companyname,
      isperson: 'F',
      email: `${random.pick(['ap', 'accounts', 'billing', 'purchasing'])}@${domainOf(companyname, subsidiary.country)}`,
      phone,
      subsidiary: subsidiaryId,
      currency,
      terms: term?.id ?? 2,
      creditlimit: random.int(1, 50) * 5000,
      category: random.pick(CUSTOMER_CATEGORIES).id,
      salesrep: random.pick(reps),
      defaultbillingaddress: address,
      defaultshippingaddress: address,
      isinactive: 'F',
      datecreated: calendar.iso(createdDay),
      lastmodifieddate: calendar.iso(modifiedDay),
      externalid: null,
    };
    return { row, createdDay, termDays: term?.daysuntilnetdue ?? 30 };
  });

  const bySubsidiary = new Map<number, Customer[]>();
  for (const customer of customers) {
    const group = bySubsidiary.get(customer.row.subsidiary) ?? [];
    group.push(customer);
    bySubsidiary.set(customer.row.subsidiary, group);
  }
  return { rows: customers.map((customer) => customer.row), bySubsidiary };
}

/** A customer of the subsidiary who already existed on `day`; ids are in creation order. */
export function customerOn(pool: readonly Customer[], day: number, random: Random): Customer | undefined {
  let low = 0;
  let high = pool.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((pool[middle]?.createdDay ?? 0) <= day) low = middle + 1;
    else high = middle;
  }
  if (low === 0) return undefined;
  // Longer-standing customers order more often: favour the front of the list.
  const index = Math.floor(low * random.next() ** 1.3);
  return pool[index];
}
