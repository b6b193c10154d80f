import { type Environment, ref } from './environment.ts';
import type { PeopleAndSales } from './people-and-sales.ts';

const COURSES = ['Dynamics 365 Sales basics', 'Safety on site', 'Data protection', 'Negotiation', 'Power Apps maker'];

/** Rows of the company's own tables (`cr4a2_*`). */
export function generateCustomRows(env: Environment, sales: PeopleAndSales): void {
  const { random, clock } = env;
  const active = sales.users.filter((user) => user.isdisabled === false && user.accessmode === 0);
  const owner = () => ref('systemuser', random.pick(active), 'systemuserid');
  const customers = sales.accounts;

  for (let index = 0; index < 150; index += 1) {
    const account = random.pick(customers);
    env.add(
      'cr4a2_equipment',
      'cr4a2_equipmentid',
      {
        cr4a2_name: `${random.pick(['Pump', 'Valve', 'Compressor', 'Sensor array'])} ${random.faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
        cr4a2_serialnumber: random.faker.string.alphanumeric({ length: 12, casing: 'upper' }),
        cr4a2_accountid: ref('account', account, 'accountid'),
        cr4a2_installedon: clock.dayFromNow(-random.int(30, 1500)),
        cr4a2_nextserviceon: clock.dayFromNow(random.int(-20, 180)),
        statecode: random.chance(0.1) ? 1 : 0,
        statuscode: 1,
        ownerid: owner(),
      },
      random.int(10, 900),
    );
  }
  for (let index = 0; index < 90; index += 1) {
    const account = random.pick(customers);
    env.add(
      'cr4a2_servicecontract',
      'cr4a2_servicecontractid',
      {
        cr4a2_name: `Service contract ${String(account.name)}`,
        cr4a2_accountid: ref('account', account, 'accountid'),
        cr4a2_annualvalue: random.amount(2000, 90_000),
        cr4a2_renewalon: clock.dayFromNow(random.int(-30, 365)),
        cr4a2_level: random.int(100_000_000, 100_000_002),
        statecode: 0,
        statuscode: 1,
        ownerid: owner(),
      },
      random.int(10, 700),
    );
  }
  for (let index = 0; index < 40; index += 1) {
    const supplier = random.pick(customers);
    env.add(
      'cr4a2_supplierassessment',
      'cr4a2_supplierassessmentid',
      {
        cr4a2_name: `${new Date(clock.now).getUTCFullYear() - random.int(0, 2)} assessment of ${String(supplier.name)}`,
        cr4a2_supplierid: ref('account', supplier, 'accountid'),
        cr4a2_score: Math.round((2 + random.next() * 3) * 10) / 10,
        cr4a2_assessedon: clock.dayFromNow(-random.int(1, 700)),
        statecode: 0,
        statuscode: 1,
        ownerid: owner(),
      },
      random.int(10, 700),
    );
  }
  for (let index = 0; index < 24; index += 1) {
    env.add(
      'cr4a2_campaignbrief',
      'cr4a2_campaignbriefid',
      {
        cr4a2_name: `${random.pick(['Spring', 'Summer', 'Autumn', 'Winter'])} ${random.pick(['pump', 'service', 'valve', 'sensor'])} campaign`,
        cr4a2_audience: random.pick(['Key accounts', 'New prospects', 'Lapsed customers', 'Partners']),
        cr4a2_budget: random.amount(3000, 60_000),
        cr4a2_launchon: clock.dayFromNow(random.int(-300, 120)),
        statecode: random.chance(0.3) ? 1 : 0,
        statuscode: 1,
        ownerid: owner(),
      },
      random.int(10, 400),
    );
  }
  for (let index = 0; index < 120; index += 1) {
    const person = random.pick(active);
    env.add(
      'cr4a2_trainingrecord',
      'cr4a2_trainingrecordid',
      {
        cr4a2_name: `${String(person.fullname)}: ${random.pick(COURSES)}`,
        cr4a2_userid: ref('systemuser', person, 'systemuserid'),
        cr4a2_course: random.pick(COURSES),
        cr4a2_completedon: clock.dayFromNow(-random.int(1, 800)),
        statecode: 0,
        statuscode: 1,
        ownerid: owner(),
      },
      random.int(10, 800),
    );
  }
}
