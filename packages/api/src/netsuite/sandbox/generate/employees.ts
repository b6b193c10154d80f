import { UniqueNames } from './addresses.ts';
import type { Calendar } from './calendar.ts';
import type { EmployeeRow } from './entity-rows.ts';
import { DEPARTMENT_IDS, locationsOf, SUBSIDIARY_WEIGHTS } from './organisation.ts';
import { cumulative, type Random } from './random.ts';
import type { Sequence } from './sequence.ts';

type DepartmentKey = Exclude<keyof typeof DEPARTMENT_IDS, 'executive'>;

const STAFF: Readonly<Record<DepartmentKey, { weight: number; head: string; titles: readonly string[] }>> = {
  sales: { weight: 35, head: 'VP of Sales', titles: ['Account Executive', 'Sales Representative', 'Sales Manager'] },
  operations: {
    weight: 20,
    head: 'Director of Operations',
    titles: ['Purchasing Agent', 'Warehouse Supervisor', 'Logistics Coordinator', 'Buyer'],
  },
  customerSuccess: {
    weight: 12,
    head: 'Director of Customer Success',
    titles: ['Customer Success Manager', 'Support Specialist'],
  },
  engineering: { weight: 12, head: 'VP of Engineering', titles: ['Software Engineer', 'Systems Administrator'] },
  finance: { weight: 10, head: 'Controller', titles: ['Staff Accountant', 'AP Specialist', 'AR Specialist'] },
  marketing: { weight: 11, head: 'Marketing Director', titles: ['Marketing Manager', 'Content Strategist'] },
};

const DEPARTMENT_KEYS = Object.keys(STAFF) as DepartmentKey[];

export interface Staff {
  rows: EmployeeRow[];
  /** Active sales reps by subsidiary id, for customers and sales orders. */
  salesReps: ReadonlyMap<number, readonly number[]>;
  /** Active operations staff by subsidiary id, who raise purchase orders. */
  buyers: ReadonlyMap<number, readonly number[]>;
}

/** A CEO, a head per department reporting to the CEO, and staff reporting to their head. */
export function generateEmployees(count: number, random: Random, calendar: Calendar, ids: Sequence): Staff {
  const { faker } = random;
  const names = new UniqueNames();
  const subsidiaries = [...SUBSIDIARY_WEIGHTS.keys()];
  const subsidiaryWeights = cumulative([...SUBSIDIARY_WEIGHTS.values()]);
  const departmentWeights = cumulative(DEPARTMENT_KEYS.map((key) => STAFF[key].weight));
  const rows: EmployeeRow[] = [];

  const person = (department: number, title: string, subsidiary: number, supervisor: number | null): EmployeeRow => {
    const firstname = faker.person.firstName();
    const lastname = faker.person.lastName();
    const entityid = names.claim(`${firstname} ${lastname}`);
    const mailbox = entityid.toLowerCase().replace(/[^a-z0-9]+/g, '.');
    const location = random.pick(locationsOf(subsidiary)).id;
    const row: EmployeeRow = {
      id: ids.take(),
      entityid,
      firstname,
      lastname,
      email: `${mailbox}@northwindsupply.com`,
      title,
      department,
      location,
      subsidiary,
      supervisor,
      issalesrep: department === DEPARTMENT_IDS.sales ? 'T' : 'F',
      isinactive: 'F',
      datecreated: calendar.iso(-random.int(30, 2500)),
      externalid: null,
    };
    rows.push(row);
    return row;
  };

  const ceo = person(DEPARTMENT_IDS.executive, 'Chief Executive Officer', 1, null);
  const heads = new Map<DepartmentKey, number>();
  for (const key of DEPARTMENT_KEYS) heads.set(key, person(DEPARTMENT_IDS[key], STAFF[key].head, 1, ceo.id).id);

  // Every subsidiary needs someone to sell and someone to buy before the rest are drawn at random.
  const seeded: [DepartmentKey, number][] = subsidiaries.flatMap((id) => [
    ['sales', id],
    ['operations', id],
  ]);
  while (rows.length < count) {
    const next = seeded.shift();
    const key = next?.[0] ?? DEPARTMENT_KEYS[random.weightedIndex(departmentWeights)] ?? 'sales';
    const subsidiary = next?.[1] ?? subsidiaries[random.weightedIndex(subsidiaryWeights)] ?? 1;
    const row = person(DEPARTMENT_IDS[key], random.pick(STAFF[key].titles), subsidiary, heads.get(key) ?? ceo.id);
    // A few leavers; never the seeded ones, so each subsidiary keeps a seller and a buyer.
    if (!next && random.chance(0.05)) row.isinactive = 'T';
  }

  return {
    rows,
    salesReps: groupBySubsidiary(rows, DEPARTMENT_IDS.sales),
    buyers: groupBySubsidiary(rows, DEPARTMENT_IDS.operations),
  };
}

function groupBySubsidiary(rows: readonly EmployeeRow[], department: number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    if (row.department !== department || row.isinactive === 'T') continue;
    const group = groups.get(row.subsidiary) ?? [];
    group.push(row.id);
    groups.set(row.subsidiary, group);
  }
  return groups;
}
