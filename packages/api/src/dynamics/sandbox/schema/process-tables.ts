import {
  choice,
  date,
  entityName,
  flag,
  id,
  integer,
  lookup,
  memo,
  numbered,
  ownedAndStamped,
  stateAndStatus,
  text,
} from './columns.ts';
import type { EntityDefinition } from './entity-definition.ts';

/**
 * Processes as Dataverse keeps them: every kind is a `workflow` row told apart by `category`
 * (classic workflow 0, business process flow 4, modern flow 5), with the runs each kind leaves
 * behind: system jobs for classic workflows, flow runs for cloud flows, and one row of the flow's
 * own table for every record going through a business process flow.
 */

export const WORKFLOW_CATEGORY = {
  workflow: 0,
  dialog: 1,
  businessRule: 2,
  action: 3,
  businessProcessFlow: 4,
  modernFlow: 5,
  desktopFlow: 6,
} as const;

export const WORKFLOW_STATE = { draft: 0, activated: 1, suspended: 2 } as const;

export const workflow: EntityDefinition = {
  logicalName: 'workflow',
  entitySetName: 'workflows',
  displayName: 'Process',
  displayCollectionName: 'Processes',
  description:
    'Set of logical rules that define the steps necessary to automate a specific business process, task, or set of actions to be performed.',
  primaryIdAttribute: 'workflowid',
  primaryNameAttribute: 'name',
  isCustomEntity: false,
  attributes: [
    id('workflowid', 'Process'),
    text('name', 'Process Name', { required: true, maxLength: 100 }),
    text('uniquename', 'Unique Name', { maxLength: 256 }),
    memo('description', 'Description'),
    choice(
      'category',
      'Category',
      numbered(
        ['Workflow', 'Dialog', 'Business Rule', 'Action', 'Business Process Flow', 'Modern Flow', 'Desktop Flow'],
        0,
      ),
      true,
    ),
    choice('type', 'Type', numbered(['Definition', 'Activation', 'Template'])),
    entityName('primaryentity', 'Primary Entity'),
    choice('mode', 'Execute As', numbered(['Background', 'Real-time'], 0)),
    flag('triggeroncreate', 'Record is created'),
    flag('triggerondelete', 'Record is deleted'),
    text('triggeronupdateattributelist', 'Record fields change', { maxLength: 1073741823 }),
    flag('ondemand', 'As an on-demand process'),
    memo('clientdata', 'Client Data'),
    text('businessprocesstype', 'Business Process Type', { maxLength: 100 }),
    ...stateAndStatus(numbered(['Draft', 'Activated', 'Suspended'], 0), [
      { value: 1, label: 'Draft', state: 0 },
      { value: 2, label: 'Activated', state: 1 },
      { value: 3, label: 'Company DLP Violation', state: 2 },
    ]),
    ...ownedAndStamped(),
  ],
};

export const processstage: EntityDefinition = {
  logicalName: 'processstage',
  entitySetName: 'processstages',
  displayName: 'Process Stage',
  displayCollectionName: 'Process Stages',
  description: 'Stage associated with a process.',
  primaryIdAttribute: 'processstageid',
  primaryNameAttribute: 'stagename',
  isCustomEntity: false,
  attributes: [
    id('processstageid', 'Process Stage'),
    text('stagename', 'Stage Name', { maxLength: 100 }),
    choice(
      'stagecategory',
      'Stage Category',
      numbered(['Qualify', 'Develop', 'Propose', 'Close', 'Identify', 'Research', 'Resolve', 'Approval'], 0),
    ),
    entityName('primaryentitytypecode', 'Primary Entity'),
    lookup('processid', 'Process', 'workflow'),
    memo('clientdata', 'Client Data'),
  ],
};

export const asyncoperation: EntityDefinition = {
  logicalName: 'asyncoperation',
  entitySetName: 'asyncoperations',
  displayName: 'System Job',
  displayCollectionName: 'System Jobs',
  description: 'Process whose execution can proceed independently or in the background.',
  primaryIdAttribute: 'asyncoperationid',
  primaryNameAttribute: 'name',
  isCustomEntity: false,
  attributes: [
    id('asyncoperationid', 'System Job'),
    text('name', 'System Job Name', { maxLength: 256 }),
    choice('operationtype', 'System Job Type', [
      { value: 1, label: 'System Event' },
      { value: 10, label: 'Workflow' },
      { value: 13, label: 'Bulk Delete' },
    ]),
    lookup('workflowactivationid', 'Process', 'workflow'),
    text('message', 'Message', { maxLength: 2000 }),
    date('completedon', 'Completed On', true),
    integer('executiontimespan', 'Execution Time Span (ms)', true),
    ...stateAndStatus(numbered(['Ready', 'Suspended', 'Locked', 'Completed'], 0), [
      { value: 0, label: 'Waiting For Resources', state: 0 },
      { value: 10, label: 'Waiting', state: 1 },
      { value: 20, label: 'In Progress', state: 2 },
      { value: 30, label: 'Succeeded', state: 3 },
      { value: 31, label: 'Failed', state: 3 },
      { value: 32, label: 'Canceled', state: 3 },
    ]),
    date('createdon', 'Created On', true),
    date('modifiedon', 'Modified On', true),
    { logicalName: 'versionnumber', type: 'Integer', displayName: 'Version Number', readOnly: true },
  ],
};

export const flowrun: EntityDefinition = {
  logicalName: 'flowrun',
  entitySetName: 'flowruns',
  displayName: 'Flow Run',
  displayCollectionName: 'Flow Runs',
  description: 'Cloud flow run history, kept in Dataverse for 28 days by default.',
  primaryIdAttribute: 'flowrunid',
  primaryNameAttribute: 'name',
  isCustomEntity: false,
  attributes: [
    id('flowrunid', 'Flow Run'),
    text('name', 'Name', { maxLength: 256 }),
    lookup('workflow', 'Workflow', 'workflow'),
    text('status', 'Status', { maxLength: 50 }),
    text('triggertype', 'Trigger Type', { maxLength: 100 }),
    date('starttime', 'Start Time'),
    date('endtime', 'End Time'),
    integer('duration', 'Duration (ms)'),
    text('errorcode', 'Error Code', { maxLength: 100 }),
    date('createdon', 'Created On', true),
    date('modifiedon', 'Modified On', true),
    { logicalName: 'versionnumber', type: 'Integer', displayName: 'Version Number', readOnly: true },
  ],
};

/** A business process flow's own table: one row per record going through the flow. */
function processFlowTable(
  logicalName: string,
  displayName: string,
  recordTable: string,
  isCustomEntity: boolean,
): EntityDefinition {
  return {
    logicalName,
    entitySetName: `${logicalName}es`,
    displayName,
    displayCollectionName: displayName,
    description: `Base entity for process ${displayName}.`,
    primaryIdAttribute: 'businessprocessflowinstanceid',
    primaryNameAttribute: 'name',
    isCustomEntity,
    isBusinessProcessEntity: true,
    attributes: [
      id('businessprocessflowinstanceid', displayName),
      text('name', 'Name', { maxLength: 200 }),
      lookup('processid', 'Process', 'workflow'),
      lookup('activestageid', 'Active Stage', 'processstage'),
      lookup(`bpf_${recordTable}id`, displayName, recordTable),
      date('completedon', 'Completed On'),
      integer('duration', 'Duration (minutes)', true),
      ...stateAndStatus(numbered(['Active', 'Inactive'], 0), [
        { value: 1, label: 'Active', state: 0 },
        { value: 2, label: 'Finished', state: 1 },
        { value: 3, label: 'Aborted', state: 1 },
      ]),
      ...ownedAndStamped(),
    ],
  };
}

export const PROCESS_FLOW_TABLES: readonly EntityDefinition[] = [
  processFlowTable('opportunitysalesprocess', 'Opportunity Sales Process', 'opportunity', false),
  processFlowTable('leadtoopportunitysalesprocess', 'Lead To Opportunity Sales Process', 'lead', false),
  processFlowTable('cr4a2_orderfulfilmentprocess', 'Order Fulfilment Process', 'salesorder', true),
  processFlowTable('cr4a2_accountonboardingprocess', 'Account Onboarding Process', 'account', true),
];

export const PROCESS_TABLES: readonly EntityDefinition[] = [
  workflow,
  processstage,
  asyncoperation,
  flowrun,
  ...PROCESS_FLOW_TABLES,
];
