import { INDUSTRIES, LEAD_SOURCES } from '../schema/sales-tables.ts';
import { isRowReference, type Row, type RowReference } from '../store/row.ts';
import { type Environment, ref } from './environment.ts';

/** Where customers are: mostly the United States, Texas and California most of all. */
const US_STATES: readonly (readonly [string, number])[] = [
  ['TX', 14],
  ['CA', 14],
  ['NY', 9],
  ['FL', 7],
  ['IL', 6],
  ['WA', 5],
  ['GA', 4],
  ['MA', 4],
  ['CO', 4],
  ['OH', 3],
  ['NC', 3],
  ['AZ', 3],
  ['PA', 3],
  ['MN', 2],
  ['OR', 2],
];

const CANADA = [
  ['Toronto', 'ON'],
  ['Vancouver', 'BC'],
  ['Montreal', 'QC'],
  ['Calgary', 'AB'],
] as const;

const TITLES = [
  'Account Executive',
  'Sales Manager',
  'Customer Success Manager',
  'Service Technician',
  'Operations Analyst',
  'Marketing Specialist',
  'Procurement Officer',
  'Finance Controller',
  'HR Business Partner',
  'Solutions Architect',
];

const PRODUCT_LINES = [
  ['Industrial Pump', 'Sales Inventory', 2400, 18_000],
  ['Control Valve', 'Sales Inventory', 300, 4200],
  ['Sensor Kit', 'Sales Inventory', 120, 1600],
  ['Installation Service', 'Services', 800, 6500],
  ['Annual Maintenance Plan', 'Flat Fees', 1500, 24_000],
  ['Spare Parts Pack', 'Sales Inventory', 60, 900],
  ['Freight Charge', 'Miscellaneous Charges', 40, 600],
] as const;

export interface PeopleAndSales {
  readonly users: Row[];
  readonly accounts: Row[];
  readonly leads: Row[];
  readonly opportunities: Row[];
  readonly orders: Row[];
}

function address(env: Environment): Record<string, string> {
  const { random } = env;
  const { faker } = random;
  if (random.chance(0.08)) {
    const [city, province] = random.pick(CANADA);
    return {
      address1_line1: faker.location.streetAddress(),
      address1_city: city,
      address1_stateorprovince: province,
      address1_postalcode: faker.location.zipCode('?#? #?#').toUpperCase(),
      address1_country: 'Canada',
    };
  }
  return {
    address1_line1: faker.location.streetAddress(),
    address1_city: faker.location.city(),
    address1_stateorprovince: random.weighted(US_STATES),
    address1_postalcode: faker.location.zipCode('#####'),
    address1_country: 'United States',
  };
}

function owner(env: Environment, sellers: readonly Row[]): RowReference {
  return ref('systemuser', env.random.pick(sellers), 'systemuserid');
}

/** The organisation's users: people with licences, and the application users integrations run as. */
function users(env: Environment, domain: string): Row[] {
  const { random } = env;
  const { faker } = random;
  const rows: Row[] = [];
  for (let index = 0; index < 42; index += 1) {
    const firstname = faker.person.firstName();
    const lastname = faker.person.lastName();
    const login = `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '');
    rows.push(
      env.add(
        'systemuser',
        'systemuserid',
        {
          firstname,
          lastname,
          fullname: `${firstname} ${lastname}`,
          domainname: `${login}@${domain}`,
          internalemailaddress: `${login}@${domain}`,
          title: random.pick(TITLES),
          isdisabled: index >= 38,
          accessmode: 0,
          applicationid: null,
        },
        random.int(60, 900),
      ),
    );
  }
  for (const name of ['ERP Agent', 'Power Automate Integration', 'Data Export Service']) {
    rows.push(
      env.add(
        'systemuser',
        'systemuserid',
        {
          firstname: '#',
          lastname: name,
          fullname: `# ${name}`,
          domainname: `${name.toLowerCase().replace(/\s+/g, '')}@${domain}`,
          internalemailaddress: null,
          title: null,
          isdisabled: false,
          accessmode: 4,
          applicationid: env.random.uuid(),
        },
        random.int(30, 400),
      ),
    );
  }
  return rows;
}

function products(env: Environment): void {
  const { random } = env;
  let number = 1000;
  for (const [line, type, low, high] of PRODUCT_LINES) {
    for (const size of ['S', 'M', 'L', 'XL']) {
      number += 1;
      const price = random.amount(low, high);
      const state = random.weighted<0 | 1 | 2>([
        [0, 88],
        [1, 7],
        [2, 5],
      ]);
      env.add(
        'product',
        'productid',
        {
          name: `${line} ${size}`,
          productnumber: `PRD-${number}`,
          description: `${line}, size ${size}.`,
          price,
          standardcost: Math.round(price * (0.45 + random.next() * 0.25) * 100) / 100,
          quantityonhand: type === 'Sales Inventory' ? random.int(0, 400) : 0,
          producttypecode: ['Sales Inventory', 'Miscellaneous Charges', 'Services', 'Flat Fees'].indexOf(type) + 1,
          statecode: state,
          statuscode: state === 0 ? 1 : state === 1 ? 2 : 0,
        },
        random.int(100, 900),
      );
    }
  }
}

export function generatePeopleAndSales(env: Environment, domain: string): PeopleAndSales {
  const { random, clock } = env;
  const { faker } = random;
  const people = users(env, domain);
  const sellers = people.filter((user) => user.accessmode === 0 && user.isdisabled === false);
  products(env);

  const accounts: Row[] = [];
  const names = new Set<string>();
  for (let index = 0; index < 240; index += 1) {
    let name = faker.company.name();
    while (names.has(name)) name = `${name} ${faker.location.city()}`;
    names.add(name);
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20);
    const inactive = random.chance(0.07);
    accounts.push(
      env.add(
        'account',
        'accountid',
        {
          name,
          accountnumber: `ACC-${String(10_000 + index)}`,
          telephone1: faker.phone.number({ style: 'national' }),
          emailaddress1: `info@${slug}.com`,
          websiteurl: `https://www.${slug}.com`,
          ...address(env),
          industrycode: random.pick(INDUSTRIES).value,
          customertypecode: random.weighted([
            [3, 70],
            [11, 15],
            [5, 8],
            [10, 7],
          ]),
          revenue: random.amount(500_000, 500_000_000),
          creditlimit: random.pick([25_000, 50_000, 100_000, 250_000, 500_000]),
          numberofemployees: random.int(12, 25_000),
          primarycontactid: null,
          description: faker.company.catchPhrase(),
          cr4a2_tier: random.weighted([
            [100_000_000, 10],
            [100_000_001, 25],
            [100_000_002, 65],
          ]),
          statecode: inactive ? 1 : 0,
          statuscode: inactive ? 2 : 1,
          ownerid: owner(env, sellers),
        },
        random.int(30, 1400),
      ),
    );
  }

  for (const account of accounts) {
    const count = random.int(1, 4);
    for (let index = 0; index < count; index += 1) {
      const firstname = faker.person.firstName();
      const lastname = faker.person.lastName();
      const contact = env.add(
        'contact',
        'contactid',
        {
          firstname,
          lastname,
          fullname: `${firstname} ${lastname}`,
          jobtitle: faker.person.jobTitle(),
          emailaddress1: faker.internet.email({ firstName: firstname, lastName: lastname }).toLowerCase(),
          telephone1: faker.phone.number({ style: 'national' }),
          mobilephone: random.chance(0.6) ? faker.phone.number({ style: 'national' }) : null,
          parentcustomerid: ref('account', account, 'accountid'),
          address1_line1: account.address1_line1 ?? null,
          address1_city: account.address1_city ?? null,
          address1_stateorprovince: account.address1_stateorprovince ?? null,
          address1_postalcode: account.address1_postalcode ?? null,
          address1_country: account.address1_country ?? null,
          statecode: 0,
          statuscode: 1,
          ownerid: account.ownerid ?? null,
        },
        random.int(10, 1200),
      );
      if (index === 0) account.primarycontactid = ref('contact', contact, 'contactid');
    }
  }

  const leads: Row[] = [];
  for (let index = 0; index < 300; index += 1) {
    const firstname = faker.person.firstName();
    const lastname = faker.person.lastName();
    const company = faker.company.name();
    const [state, status] = random.weighted<readonly [number, number]>([
      [[0, 1], 30],
      [[0, 2], 25],
      [[1, 3], 25],
      [[2, 4], 8],
      [[2, 5], 6],
      [[2, 6], 6],
    ]);
    leads.push(
      env.add(
        'lead',
        'leadid',
        {
          subject: `${random.pick(['Interested in', 'Quote for', 'Demo of', 'Pricing for'])} ${random.pick(PRODUCT_LINES)[0].toLowerCase()}s`,
          firstname,
          lastname,
          fullname: `${firstname} ${lastname}`,
          companyname: company,
          jobtitle: faker.person.jobTitle(),
          emailaddress1: faker.internet.email({ firstName: firstname, lastName: lastname }).toLowerCase(),
          telephone1: faker.phone.number({ style: 'national' }),
          ...address(env),
          leadsourcecode: random.pick(LEAD_SOURCES).value,
          leadqualitycode: random.int(1, 3),
          estimatedamount: random.amount(2000, 250_000),
          description: null,
          statecode: state,
          statuscode: status,
          ownerid: owner(env, sellers),
        },
        random.int(1, 540),
      ),
    );
  }

  const opportunities: Row[] = [];
  const STAGES = ['1-Qualify', '2-Develop', '3-Propose', '4-Close'];
  for (let index = 0; index < 260; index += 1) {
    const account = random.pick(accounts);
    const [state, status] = random.weighted<readonly [number, number]>([
      [[0, 1], 40],
      [[0, 2], 5],
      [[1, 3], 35],
      [[2, 4], 8],
      [[2, 5], 12],
    ]);
    const stage = state === 0 ? random.int(0, 3) : 3;
    const estimated = random.amount(4000, 420_000);
    const age = random.int(5, 700);
    const closed = state !== 0;
    opportunities.push(
      env.add(
        'opportunity',
        'opportunityid',
        {
          name: `${random.int(2, 80)} ${random.pick(PRODUCT_LINES)[0]}s for ${String(account.name)}`,
          customerid: ref('account', account, 'accountid'),
          parentaccountid: ref('account', account, 'accountid'),
          parentcontactid: account.primarycontactid ?? null,
          estimatedvalue: estimated,
          estimatedclosedate: closed ? clock.dayFromNow(-random.int(1, age)) : clock.dayFromNow(random.int(-20, 150)),
          closeprobability: state === 1 ? 100 : state === 2 ? 0 : ([20, 40, 60, 80][stage] ?? 20),
          actualvalue: state === 1 ? Math.round(estimated * (0.85 + random.next() * 0.2) * 100) / 100 : null,
          actualclosedate: closed ? clock.dayFromNow(-random.int(0, Math.max(1, age - 1))) : null,
          salesstagecode: stage,
          stepname: STAGES[stage] ?? '1-Qualify',
          opportunityratingcode: random.int(1, 3),
          description: null,
          statecode: state,
          statuscode: status,
          ownerid: account.ownerid ?? null,
        },
        age,
      ),
    );
  }

  const orders: Row[] = [];
  let orderNumber = 1200;
  let invoiceNumber = 3400;
  const won = opportunities.filter((opportunity) => opportunity.statecode === 1);
  for (let index = 0; index < 230; index += 1) {
    const source = index < won.length ? won[index] : undefined;
    const customer = isRowReference(source?.customerid)
      ? source.customerid
      : ref('account', random.pick(accounts), 'accountid');
    const age = random.int(1, 600);
    const total = typeof source?.actualvalue === 'number' ? source.actualvalue : random.amount(900, 180_000);
    const [state, status] = random.weighted<readonly [number, number]>([
      [[0, 1], 14],
      [[0, 2], 8],
      [[1, 3], 12],
      [[3, 100_001], 20],
      [[4, 100_003], 42],
      [[2, 4], 4],
    ]);
    orderNumber += 1;
    const customerName = accounts.find((account) => account.accountid === customer.id)?.name ?? 'Customer';
    const order = env.add(
      'salesorder',
      'salesorderid',
      {
        name: `Order ${orderNumber} for ${String(customerName)}`,
        ordernumber: `ORD-${orderNumber}-${random.faker.string.alphanumeric({ length: 4, casing: 'upper' })}`,
        customerid: customer,
        opportunityid: source ? ref('opportunity', source, 'opportunityid') : null,
        totalamount: total,
        requestdeliveryby: clock.dayFromNow(-age + random.int(7, 45)),
        datefulfilled: state === 3 || state === 4 ? clock.dayFromNow(-Math.max(0, age - random.int(3, 20))) : null,
        statecode: state,
        statuscode: status,
        ownerid: source?.ownerid ?? owner(env, sellers),
      },
      age,
    );
    orders.push(order);
    if (state !== 4) continue;
    invoiceNumber += 1;
    const invoiceAge = Math.max(0, age - random.int(2, 15));
    const paid = invoiceAge > 45 ? random.chance(0.9) : random.chance(0.35);
    env.add(
      'invoice',
      'invoiceid',
      {
        name: `Invoice ${invoiceNumber} for ${String(customerName)}`,
        invoicenumber: `INV-${invoiceNumber}-${random.faker.string.alphanumeric({ length: 4, casing: 'upper' })}`,
        customerid: customer,
        salesorderid: ref('salesorder', order, 'salesorderid'),
        totalamount: total,
        duedate: clock.dayFromNow(-invoiceAge + 30),
        datedelivered: clock.dayFromNow(-invoiceAge),
        statecode: paid ? 2 : 0,
        statuscode: paid ? 100_001 : 4,
        ownerid: order.ownerid ?? null,
      },
      invoiceAge,
    );
  }
  return { users: people, accounts, leads, opportunities, orders };
}
