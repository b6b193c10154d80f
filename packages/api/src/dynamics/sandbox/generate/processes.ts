import { WORKFLOW_CATEGORY } from '../schema/process-tables.ts';
import type { RowReference } from '../store/row.ts';
import { type Environment, ref } from './environment.ts';
import type { PeopleAndSales } from './people-and-sales.ts';

const DATAVERSE_API = '/providers/Microsoft.PowerApps/apis/shared_commondataserviceforapps';

interface ClassicSpec {
  readonly name: string;
  readonly entity: string;
  readonly on: 'create' | 'update' | 'delete' | 'demand';
  readonly fields?: string;
  readonly active: boolean;
  readonly runsPerDay: number;
}

const CLASSIC: readonly ClassicSpec[] = [
  { name: 'Send welcome email to new account', entity: 'account', on: 'create', active: true, runsPerDay: 0.6 },
  {
    name: 'Notify owner of high-value opportunity',
    entity: 'opportunity',
    on: 'update',
    fields: 'estimatedvalue',
    active: true,
    runsPerDay: 1.4,
  },
  {
    name: 'Escalate overdue invoice',
    entity: 'invoice',
    on: 'update',
    fields: 'duedate',
    active: true,
    runsPerDay: 0.8,
  },
  { name: 'Assign new lead to territory', entity: 'lead', on: 'create', active: true, runsPerDay: 2.2 },
  {
    name: 'Create follow-up task after demo',
    entity: 'lead',
    on: 'update',
    fields: 'statuscode',
    active: false,
    runsPerDay: 0,
  },
  {
    name: 'Standardise account phone numbers',
    entity: 'account',
    on: 'update',
    fields: 'telephone1',
    active: true,
    runsPerDay: 1.1,
  },
  {
    name: 'Deactivate contacts of inactive accounts',
    entity: 'account',
    on: 'update',
    fields: 'statecode',
    active: false,
    runsPerDay: 0,
  },
  {
    name: 'Reorder alert for low stock',
    entity: 'product',
    on: 'update',
    fields: 'quantityonhand',
    active: true,
    runsPerDay: 0.9,
  },
  { name: 'Schedule equipment service', entity: 'cr4a2_equipment', on: 'demand', active: true, runsPerDay: 0.4 },
  {
    name: 'Renewal reminder for service contracts',
    entity: 'cr4a2_servicecontract',
    on: 'update',
    fields: 'cr4a2_renewalon',
    active: false,
    runsPerDay: 0,
  },
];

interface FlowSpec {
  readonly name: string;
  readonly description: string;
  readonly trigger:
    | { readonly kind: 'row'; readonly entity: string; readonly message: 1 | 2 | 3 | 4 }
    | { readonly kind: 'recurrence'; readonly frequency: 'Hour' | 'Day' | 'Week' }
    | { readonly kind: 'manual' }
    | { readonly kind: 'file'; readonly api: string };
  readonly connectors: readonly string[];
  readonly actions: number;
  readonly on: boolean;
  readonly runsPerDay: number;
  readonly failureRate: number;
}

const FLOWS: readonly FlowSpec[] = [
  {
    name: 'New lead notification to sales channel',
    description: 'Posts every new lead to the sales team channel in Teams.',
    trigger: { kind: 'row', entity: 'lead', message: 1 },
    connectors: ['shared_commondataserviceforapps', 'shared_teams'],
    actions: 4,
    on: true,
    runsPerDay: 3,
    failureRate: 0.02,
  },
  {
    name: 'Sync won opportunities to Salesforce',
    description: 'Copies each won opportunity to the partner Salesforce org.',
    trigger: { kind: 'row', entity: 'opportunity', message: 2 },
    connectors: ['shared_commondataserviceforapps', 'shared_salesforce'],
    actions: 7,
    on: true,
    runsPerDay: 1.5,
    failureRate: 0.08,
  },
  {
    name: 'Invoice PDF to SharePoint',
    description: 'Saves each new invoice as a PDF in the Finance document library.',
    trigger: { kind: 'row', entity: 'invoice', message: 1 },
    connectors: ['shared_commondataserviceforapps', 'shared_sharepointonline', 'shared_wordonlinebusiness'],
    actions: 6,
    on: true,
    runsPerDay: 1.2,
    failureRate: 0.05,
  },
  {
    name: 'Daily overdue invoice digest',
    description: 'Emails each account owner the invoices past due every morning.',
    trigger: { kind: 'recurrence', frequency: 'Day' },
    connectors: ['shared_commondataserviceforapps', 'shared_office365'],
    actions: 5,
    on: true,
    runsPerDay: 1,
    failureRate: 0.03,
  },
  {
    name: 'Contract signed in DocuSign',
    description: 'Marks the order as submitted when its contract envelope completes.',
    trigger: { kind: 'file', api: 'shared_docusign' },
    connectors: ['shared_docusign', 'shared_commondataserviceforapps'],
    actions: 3,
    on: true,
    runsPerDay: 0.7,
    failureRate: 0.1,
  },
  {
    name: 'Approve discounts over 15%',
    description: 'Sends large discounts to the sales director for approval.',
    trigger: { kind: 'row', entity: 'salesorder', message: 2 },
    connectors: ['shared_commondataserviceforapps', 'shared_approvals', 'shared_office365'],
    actions: 8,
    on: true,
    runsPerDay: 0.8,
    failureRate: 0.04,
  },
  {
    name: 'Mailchimp audience sync',
    description: 'Adds marketing-consenting contacts to the Mailchimp audience every hour.',
    trigger: { kind: 'recurrence', frequency: 'Hour' },
    connectors: ['shared_commondataserviceforapps', 'shared_mailchimp'],
    actions: 4,
    on: true,
    runsPerDay: 24,
    failureRate: 0.06,
  },
  {
    name: 'Weekly pipeline report',
    description: 'Refreshes the pipeline dataset and emails the sales leadership.',
    trigger: { kind: 'recurrence', frequency: 'Week' },
    connectors: ['shared_powerbi', 'shared_office365'],
    actions: 3,
    on: true,
    runsPerDay: 1 / 7,
    failureRate: 0,
  },
  {
    name: 'Support ticket from Zendesk',
    description: 'Creates a follow-up on the account when a Zendesk ticket is escalated.',
    trigger: { kind: 'file', api: 'shared_zendesk' },
    connectors: ['shared_zendesk', 'shared_commondataserviceforapps'],
    actions: 5,
    on: false,
    runsPerDay: 0,
    failureRate: 0,
  },
  {
    name: 'Post QuickBooks payments',
    description: 'Marks invoices paid when QuickBooks Online records the payment.',
    trigger: { kind: 'recurrence', frequency: 'Hour' },
    connectors: ['shared_quickbooksonline', 'shared_commondataserviceforapps'],
    actions: 6,
    on: true,
    runsPerDay: 24,
    failureRate: 0.02,
  },
  {
    name: 'Request quote approval',
    description: 'Lets a seller ask for approval of a quote from the app.',
    trigger: { kind: 'manual' },
    connectors: ['shared_approvals', 'shared_office365'],
    actions: 4,
    on: true,
    runsPerDay: 0.5,
    failureRate: 0,
  },
  {
    name: 'Archive closed leads to OneDrive',
    description: 'Exports disqualified leads monthly to a spreadsheet.',
    trigger: { kind: 'recurrence', frequency: 'Week' },
    connectors: ['shared_commondataserviceforapps', 'shared_onedriveforbusiness'],
    actions: 5,
    on: false,
    runsPerDay: 0,
    failureRate: 0,
  },
  {
    name: 'Equipment service reminder',
    description: 'Texts the technician a day before an equipment service is due.',
    trigger: { kind: 'recurrence', frequency: 'Day' },
    connectors: ['shared_commondataserviceforapps', 'shared_office365'],
    actions: 4,
    on: true,
    runsPerDay: 1,
    failureRate: 0.01,
  },
  {
    name: 'New contact welcome email',
    description: 'Sends the welcome pack to each new contact.',
    trigger: { kind: 'row', entity: 'contact', message: 1 },
    connectors: ['shared_commondataserviceforapps', 'shared_office365'],
    actions: 3,
    on: true,
    runsPerDay: 2,
    failureRate: 0.03,
  },
];

interface ProcessFlowSpec {
  readonly name: string;
  readonly table: string;
  readonly entity: string;
  readonly stages: readonly (readonly [name: string, category: number])[];
  readonly active: boolean;
}

const PROCESS_FLOWS: readonly ProcessFlowSpec[] = [
  {
    name: 'Opportunity Sales Process',
    table: 'opportunitysalesprocess',
    entity: 'opportunity',
    stages: [
      ['Qualify', 0],
      ['Develop', 1],
      ['Propose', 2],
      ['Close', 3],
    ],
    active: true,
  },
  {
    name: 'Lead to Opportunity Sales Process',
    table: 'leadtoopportunitysalesprocess',
    entity: 'lead',
    stages: [
      ['Qualify', 0],
      ['Develop', 1],
      ['Propose', 2],
      ['Close', 3],
    ],
    active: true,
  },
  {
    name: 'Order Fulfilment Process',
    table: 'cr4a2_orderfulfilmentprocess',
    entity: 'salesorder',
    stages: [
      ['Confirm', 4],
      ['Pick and Pack', 5],
      ['Ship', 6],
      ['Invoice', 7],
    ],
    active: true,
  },
  {
    name: 'Account Onboarding Process',
    table: 'cr4a2_accountonboardingprocess',
    entity: 'account',
    stages: [
      ['Welcome', 4],
      ['Setup', 5],
      ['Training', 6],
      ['Go-live', 7],
    ],
    active: false,
  },
];

function flowTrigger(spec: FlowSpec): Record<string, unknown> {
  const { trigger } = spec;
  switch (trigger.kind) {
    case 'row':
      return {
        When_a_row_is_added_modified_or_deleted: {
          type: 'OpenApiConnectionWebhook',
          inputs: {
            host: {
              apiId: DATAVERSE_API,
              connectionName: 'shared_commondataserviceforapps',
              operationId: 'SubscribeWebhookTrigger',
            },
            parameters: {
              'subscriptionRequest/message': trigger.message,
              'subscriptionRequest/entityname': trigger.entity,
              'subscriptionRequest/scope': 4,
            },
          },
        },
      };
    case 'recurrence':
      return { Recurrence: { type: 'Recurrence', recurrence: { frequency: trigger.frequency, interval: 1 } } };
    case 'manual':
      return { manual: { type: 'Request', kind: 'Button', inputs: { schema: { type: 'object', properties: {} } } } };
    case 'file':
      return {
        When_an_event_happens: {
          type: 'OpenApiConnectionWebhook',
          inputs: {
            host: { apiId: `/providers/Microsoft.PowerApps/apis/${trigger.api}`, connectionName: trigger.api },
          },
        },
      };
  }
}

/** A cloud flow's definition as Power Automate stores it in `clientdata`. */
function flowClientData(spec: FlowSpec): string {
  const actions = Object.fromEntries(
    Array.from({ length: spec.actions }, (_, index) => [
      `Action_${index + 1}`,
      { type: 'OpenApiConnection', runAfter: {} },
    ]),
  );
  return JSON.stringify({
    properties: {
      connectionReferences: Object.fromEntries(
        spec.connectors.map((api) => [
          api,
          {
            runtimeSource: 'embedded',
            connection: { connectionReferenceLogicalName: `cr4a2_${api}` },
            api: { name: api },
          },
        ]),
      ),
      definition: {
        $schema:
          'https://schema.management.azure.com/providers/Microsoft.Logic/schemas/2016-06-01/workflowdefinition.json#',
        contentVersion: '1.0.0.0',
        triggers: flowTrigger(spec),
        actions,
      },
    },
    schemaVersion: '1.0.0.0',
  });
}

function triggerName(spec: FlowSpec): string {
  switch (spec.trigger.kind) {
    case 'row':
      return 'Automated';
    case 'recurrence':
      return 'Scheduled';
    case 'manual':
      return 'Instant';
    case 'file':
      return 'Automated';
  }
}

/** How many runs a day brings: the whole part always, the fraction by chance. */
function runsOn(env: Environment, perDay: number): number {
  return Math.floor(perDay) + (env.random.chance(perDay - Math.floor(perDay)) ? 1 : 0);
}

export function generateProcesses(env: Environment, sales: PeopleAndSales): void {
  const { random, clock } = env;
  const makers = sales.users.filter((user) => user.isdisabled === false).slice(0, 8);
  const owner = (): RowReference => ref('systemuser', random.pick(makers), 'systemuserid');

  for (const spec of CLASSIC) {
    const workflow = env.add(
      'workflow',
      'workflowid',
      {
        name: spec.name,
        uniquename: null,
        description: `${spec.name}.`,
        category: WORKFLOW_CATEGORY.workflow,
        type: 1,
        primaryentity: spec.entity,
        mode: 0,
        triggeroncreate: spec.on === 'create',
        triggerondelete: spec.on === 'delete',
        triggeronupdateattributelist: spec.on === 'update' ? (spec.fields ?? null) : null,
        ondemand: spec.on === 'demand',
        clientdata: null,
        businessprocesstype: null,
        statecode: spec.active ? 1 : 0,
        statuscode: spec.active ? 2 : 1,
        ownerid: owner(),
      },
      random.int(90, 700),
    );
    if (!spec.active) continue;
    for (let day = 59; day >= 0; day -= 1) {
      for (let run = runsOn(env, spec.runsPerDay); run > 0; run -= 1) {
        const started = day + random.next();
        const outcome = random.weighted<30 | 31 | 32>([
          [30, 95],
          [31, 4],
          [32, 1],
        ]);
        const span = random.int(200, 9000);
        env.add(
          'asyncoperation',
          'asyncoperationid',
          {
            name: spec.name,
            operationtype: 10,
            workflowactivationid: ref('workflow', workflow, 'workflowid'),
            message:
              outcome === 31
                ? random.pick([
                    'The record is locked by another process.',
                    'Email delivery failed: mailbox not found.',
                    'A required field is empty.',
                  ])
                : null,
            completedon: clock.daysAgo(started - span / 86_400_000),
            executiontimespan: span,
            statecode: 3,
            statuscode: outcome,
          },
          started,
        );
      }
    }
  }

  for (const spec of PROCESS_FLOWS) {
    const workflow = env.add(
      'workflow',
      'workflowid',
      {
        name: spec.name,
        uniquename: spec.table,
        description: `Guides users through the ${spec.name.toLowerCase()} stage by stage.`,
        category: WORKFLOW_CATEGORY.businessProcessFlow,
        type: 1,
        primaryentity: spec.entity,
        mode: 0,
        triggeroncreate: false,
        triggerondelete: false,
        triggeronupdateattributelist: null,
        ondemand: false,
        clientdata: null,
        businessprocesstype: '0',
        statecode: spec.active ? 1 : 0,
        statuscode: spec.active ? 2 : 1,
        ownerid: owner(),
      },
      random.int(200, 900),
    );
    const stages = spec.stages.map(([stagename, stagecategory]) =>
      env.add('processstage', 'processstageid', {
        stagename,
        stagecategory,
        primaryentitytypecode: spec.entity,
        processid: ref('workflow', workflow, 'workflowid'),
        clientdata: null,
      }),
    );
    if (!spec.active) continue;
    const records = env.rowsOf(spec.entity);
    const idColumn = `${spec.entity}id`;
    for (const record of records.slice(0, Math.min(records.length, 160))) {
      const finished = random.chance(0.55);
      const aborted = !finished && random.chance(0.12);
      const stage = finished ? stages[stages.length - 1] : random.pick(stages);
      const age = random.int(2, 300);
      const minutes = random.int(60 * 24, 60 * 24 * 45);
      env.add(
        spec.table,
        'businessprocessflowinstanceid',
        {
          name: spec.name,
          processid: ref('workflow', workflow, 'workflowid'),
          activestageid: stage ? ref('processstage', stage, 'processstageid') : null,
          [`bpf_${idColumn}`]: ref(spec.entity, record, idColumn),
          completedon: finished ? clock.daysAgo(Math.max(0, age - minutes / 1440)) : null,
          duration: finished ? minutes : null,
          statecode: finished || aborted ? 1 : 0,
          statuscode: finished ? 2 : aborted ? 3 : 1,
          ownerid: record.ownerid ?? owner(),
        },
        age,
      );
    }
  }

  for (const spec of FLOWS) {
    const workflow = env.add(
      'workflow',
      'workflowid',
      {
        name: spec.name,
        uniquename: null,
        description: spec.description,
        category: WORKFLOW_CATEGORY.modernFlow,
        type: 1,
        primaryentity: spec.trigger.kind === 'row' ? spec.trigger.entity : 'none',
        mode: 0,
        triggeroncreate: false,
        triggerondelete: false,
        triggeronupdateattributelist: null,
        ondemand: false,
        clientdata: flowClientData(spec),
        businessprocesstype: null,
        statecode: spec.on ? 1 : 0,
        statuscode: spec.on ? 2 : 1,
        ownerid: owner(),
      },
      random.int(30, 500),
    );
    if (!spec.on) continue;
    // Dataverse keeps 28 days of cloud flow run history.
    for (let day = 27; day >= 0; day -= 1) {
      for (let run = runsOn(env, spec.runsPerDay); run > 0; run -= 1) {
        const started = day + random.next();
        const failed = random.chance(spec.failureRate);
        const duration = random.int(800, 45_000);
        env.add(
          'flowrun',
          'flowrunid',
          {
            name: random.faker.string.numeric(29),
            workflow: ref('workflow', workflow, 'workflowid'),
            status: failed ? 'Failed' : 'Succeeded',
            triggertype: triggerName(spec),
            starttime: clock.daysAgo(started),
            endtime: clock.daysAgo(started - duration / 86_400_000),
            duration,
            errorcode: failed ? random.pick(['ActionFailed', 'Unauthorized', 'TooManyRequests', 'NotFound']) : null,
          },
          started,
        );
      }
    }
  }

  for (const [name, entity, category] of [
    ['Require phone for Key accounts', 'account', WORKFLOW_CATEGORY.businessRule],
    ['Lock price on submitted orders', 'salesorder', WORKFLOW_CATEGORY.businessRule],
    ['Recalculate opportunity rating', 'opportunity', WORKFLOW_CATEGORY.action],
  ] as const) {
    env.add(
      'workflow',
      'workflowid',
      {
        name,
        uniquename: null,
        description: null,
        category,
        type: 1,
        primaryentity: entity,
        mode: 1,
        triggeroncreate: false,
        triggerondelete: false,
        triggeronupdateattributelist: null,
        ondemand: false,
        clientdata: null,
        businessprocesstype: null,
        statecode: 1,
        statuscode: 2,
        ownerid: owner(),
      },
      random.int(100, 800),
    );
  }
}
