import { CONNECTOR_ID_PREFIX, KNOWN_CONNECTORS } from '../../power-platform-connectors.ts';
import { CUSTOM_PREFIX } from '../schema/custom-tables.ts';
import { type Environment, ref } from './environment.ts';
import type { PeopleAndSales } from './people-and-sales.ts';

const MODEL_DRIVEN_APPS = [
  ['Sales Hub', 'msdynce_saleshub', 'Sales pipeline, accounts and orders for sellers and managers.', true],
  ['Customer Service Hub', 'msdynce_customerservicehub', 'Cases, knowledge and service queues.', true],
  ['Field Operations', 'cr4a2_fieldoperations', 'Equipment, service contracts and technician visits.', true],
  ['Procurement Desk', 'cr4a2_procurementdesk', 'Supplier assessments and purchase requests.', false],
  ['Power Platform Environment Settings', 'msdyn_ppacadmin', 'Environment administration.', true],
] as const;

const CANVAS_APPS = [
  [
    'Field Service Inspection',
    'Technicians record inspections on site, offline.',
    ['shared_commondataserviceforapps', 'shared_office365users'],
    true,
  ],
  [
    'Expense Approvals',
    'Submit and approve expenses from a phone.',
    ['shared_approvals', 'shared_office365', 'shared_sharepointonline'],
    true,
  ],
  ['Trade Show Lead Capture', 'Scan badges and create leads at events.', ['shared_commondataserviceforapps'], true],
  [
    'Warehouse Stock Check',
    'Count stock by bin and adjust quantities.',
    ['shared_commondataserviceforapps', 'shared_onedriveforbusiness'],
    false,
  ],
  [
    'Onboarding Checklist',
    'Walk new customers through onboarding.',
    ['shared_commondataserviceforapps', 'shared_teams'],
    true,
  ],
  ['Supplier Scorecard', 'Score suppliers after each delivery.', ['shared_commondataserviceforapps'], false],
] as const;

const BOTS = [
  [
    'Customer Support Agent',
    'cr4a2_customersupportagent',
    1033,
    [
      'Order status',
      'Return an item',
      'Opening hours',
      'Talk to an agent',
      'Invoice copy',
      'Reset password',
      'Product warranty',
      'Delivery times',
      'Greeting',
      'Goodbye',
    ],
  ],
  [
    'HR Helpdesk',
    'cr4a2_hrhelpdesk',
    1033,
    ['Leave balance', 'Payslip', 'Benefits', 'Training courses', 'Greeting', 'Goodbye'],
  ],
  ['Sales Assistant', 'cr4a2_salesassistant', 3082, ['Product catalogue', 'Book a demo', 'Pricing', 'Greeting']],
] as const;

export function generatePlatform(env: Environment, sales: PeopleAndSales): void {
  const { random, clock } = env;
  const makers = sales.users.filter((user) => user.isdisabled === false).slice(0, 6);
  const owner = () => ref('systemuser', random.pick(makers), 'systemuserid');

  env.add(
    'publisher',
    'publisherid',
    {
      friendlyname: 'Default Publisher for org',
      uniquename: 'DefaultPublisherorg',
      customizationprefix: 'new',
      customizationoptionvalueprefix: 10_000,
    },
    900,
  );
  env.add(
    'publisher',
    'publisherid',
    {
      friendlyname: 'Contoso Solutions',
      uniquename: 'contososolutions',
      customizationprefix: CUSTOM_PREFIX,
      customizationoptionvalueprefix: 10_000,
    },
    700,
  );

  for (const [name, uniquename, description, published] of MODEL_DRIVEN_APPS) {
    env.add(
      'appmodule',
      'appmoduleid',
      {
        name,
        uniquename,
        description,
        appmoduleversion: `1.${random.int(0, 9)}.${random.int(0, 30)}.0`,
        clienttype: 4,
        publishedon: published ? clock.daysAgo(random.int(1, 120)) : null,
        ismanaged: uniquename.startsWith('msdyn'),
        statecode: 0,
        statuscode: 1,
      },
      random.int(150, 800),
    );
  }

  for (const [name, description, connectors, published] of CANVAS_APPS) {
    env.add(
      'canvasapp',
      'canvasappid',
      {
        name: `${CUSTOM_PREFIX}_${name.toLowerCase().replace(/[^a-z]+/g, '')}_${random.faker.string.alphanumeric({ length: 5, casing: 'lower' })}`,
        displayname: name,
        description,
        appversion: clock.daysAgo(random.int(1, 90)),
        status: published ? 'Published' : 'Draft',
        lastpublishtime: published ? clock.daysAgo(random.int(1, 90)) : null,
        connectionreferences: JSON.stringify(
          Object.fromEntries(
            connectors.map((api) => [random.uuid(), { id: `${CONNECTOR_ID_PREFIX}${api}`, displayName: api }]),
          ),
        ),
        canvasapptype: 0,
        ownerid: owner(),
      },
      random.int(60, 500),
    );
  }

  for (const [name, schemaname, language, topics] of BOTS) {
    const published = name !== 'Sales Assistant';
    const bot = env.add(
      'bot',
      'botid',
      {
        name,
        schemaname,
        language,
        publishedon: published ? clock.daysAgo(random.int(1, 60)) : null,
        configuration: null,
        statecode: 0,
        statuscode: 1,
        ownerid: owner(),
      },
      random.int(90, 400),
    );
    for (const topic of topics) {
      env.add('botcomponent', 'botcomponentid', {
        name: topic,
        componenttype: 9,
        parentbotid: ref('bot', bot, 'botid'),
        statecode: 0,
        statuscode: 1,
      });
    }
    if (!published) continue;
    const perDay = name === 'Customer Support Agent' ? 14 : 5;
    for (let day = 59; day >= 0; day -= 1) {
      for (let count = random.int(Math.floor(perDay / 2), perDay); count > 0; count -= 1) {
        const outcome = random.weighted([
          ['Resolved', 68],
          ['Escalated', 20],
          ['Abandoned', 12],
        ] as const);
        const started = day + random.next();
        env.add(
          'conversationtranscript',
          'conversationtranscriptid',
          {
            name: random.uuid(),
            bot_conversationtranscriptid: ref('bot', bot, 'botid'),
            conversationstarttime: clock.daysAgo(started),
            content: JSON.stringify({
              activities: [
                { type: 'trace', valueType: 'SessionInfo', value: { outcome, turnCount: random.int(2, 14) } },
              ],
            }),
            metadata: JSON.stringify({
              BotId: bot.botid,
              ...(random.chance(0.4)
                ? {
                    CSAT: random.weighted([
                      [5, 45],
                      [4, 30],
                      [3, 15],
                      [2, 6],
                      [1, 4],
                    ] as const),
                  }
                : {}),
            }),
          },
          started,
        );
      }
    }
  }

  for (const connector of KNOWN_CONNECTORS) {
    if (connector.apiName === 'shared_flowmanagement') continue;
    const disconnected = connector.apiName === 'shared_zendesk';
    env.add(
      'connectionreference',
      'connectionreferenceid',
      {
        connectionreferencedisplayname: connector.displayName,
        connectionreferencelogicalname: `${CUSTOM_PREFIX}_${connector.apiName}`,
        connectorid: `${CONNECTOR_ID_PREFIX}${connector.apiName}`,
        connectionid: disconnected
          ? null
          : random.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
        description: connector.description,
        statecode: 0,
        statuscode: 1,
        ownerid: owner(),
      },
      random.int(30, 600),
    );
  }
}
