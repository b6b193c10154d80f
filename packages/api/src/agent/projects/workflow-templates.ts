import type { WorkflowTemplate } from '@erp-agent/core';
import { recordTypeName } from '../../netsuite/admin/record-types.ts';
import type { ProjectSpec, WorkflowAction } from './project-spec.ts';
import { workflowXml } from './sdf-objects.ts';

type WorkflowSpec = Extract<ProjectSpec, { kind: 'workflow' }>;

interface TemplateDefinition {
  readonly category: WorkflowTemplate['category'];
  readonly estTime: string;
  readonly complexity: WorkflowTemplate['complexity'];
  /** The project USE.TEMPLATE makes: the same spec the agent writes a workflow project from. */
  readonly spec: WorkflowSpec;
}

/**
 * The TEMPLATES tab of NETSUITE.WORKFLOWS: approvals and reviews NetSuite admins build again and
 * again, each a spec the agent's project builder turns into a SuiteCloud project. Ids stay short:
 * the project's name (`workflow_<id>`, `_2` when taken) must fit NetSuite's 40-character script ids.
 */
const TEMPLATES: readonly TemplateDefinition[] = [
  {
    category: 'Finance',
    estTime: '30 min',
    complexity: 'Medium',
    spec: {
      kind: 'workflow',
      id: 'po_large_alert',
      title: 'Large purchase order alert',
      description: 'Emails the next approver when a purchase order over 10,000 is entered.',
      recordType: 'PURCHASEORDER',
      minimumTotal: 10_000,
      action: { kind: 'email', to: 'approver', subject: 'A purchase order over 10,000 awaits your approval' },
    },
  },
  {
    category: 'Finance',
    estTime: '20 min',
    complexity: 'Low',
    spec: {
      kind: 'workflow',
      id: 'invoice_review',
      title: 'Large invoice review',
      description: 'Marks invoices over 25,000 for a review before they are sent.',
      recordType: 'INVOICE',
      minimumTotal: 25_000,
      action: { kind: 'set', fieldId: 'memo', value: 'Review before sending: over 25,000' },
    },
  },
  {
    category: 'Operations',
    estTime: '15 min',
    complexity: 'Low',
    spec: {
      kind: 'workflow',
      id: 'so_stock_check',
      title: 'Sales order stock check',
      description: 'Notes on every new sales order that stock is to be checked before fulfillment.',
      recordType: 'SALESORDER',
      action: { kind: 'set', fieldId: 'memo', value: 'Check stock before fulfillment' },
    },
  },
  {
    category: 'Operations',
    estTime: '30 min',
    complexity: 'Medium',
    spec: {
      kind: 'workflow',
      id: 'so_large_notice',
      title: 'Large sales order notice',
      description: 'Emails the sales rep when a sales order of theirs over 50,000 is entered.',
      recordType: 'SALESORDER',
      minimumTotal: 50_000,
      action: { kind: 'email', to: 'salesrep', subject: 'A large order of yours was entered' },
    },
  },
  {
    category: 'Data Quality',
    estTime: '15 min',
    complexity: 'Low',
    spec: {
      kind: 'workflow',
      id: 'vendor_review',
      title: 'New vendor data review',
      description: 'Flags every new vendor for a check of its tax id, terms and bank details.',
      recordType: 'VENDOR',
      action: { kind: 'set', fieldId: 'comments', value: 'Awaiting data review: tax id, terms, bank details' },
    },
  },
  {
    category: 'General',
    estTime: '10 min',
    complexity: 'Low',
    spec: {
      kind: 'workflow',
      id: 'customer_welcome',
      title: 'New customer welcome',
      description: 'Reminds whoever enters a customer to send the welcome pack.',
      recordType: 'CUSTOMER',
      action: { kind: 'email', to: 'owner', subject: 'Send the welcome pack to the new customer' },
    },
  },
];

const RECIPIENTS: Readonly<Record<string, string>> = {
  salesrep: 'the sales rep',
  approver: 'the next approver',
  owner: 'the user who saved the record',
};

function actionFeature(action: WorkflowAction): string {
  if (action.kind === 'email') return `Emails ${RECIPIENTS[action.to] ?? action.to}: "${action.subject}"`;
  return `Sets ${action.fieldId} to "${action.value}"`;
}

/** 001's FEATURES, read off the spec so they say what the deployed workflow does. */
export function workflowFeatures(spec: WorkflowSpec): string[] {
  return [
    `Starts on each new ${recordTypeName(spec.recordType)}, once it is saved`,
    ...(spec.minimumTotal === undefined
      ? []
      : [`Only when the total is over ${spec.minimumTotal.toLocaleString('en-US')}`]),
    actionFeature(spec.action),
    'Deploys in TESTING: runs for its owner until released',
  ];
}

const byId = new Map(TEMPLATES.map((template) => [template.spec.id, template]));

/** The templates as the TEMPLATES tab shows them. */
export function workflowTemplates(): WorkflowTemplate[] {
  return TEMPLATES.map(({ spec, category, estTime, complexity }) => ({
    id: spec.id,
    name: spec.title,
    description: spec.description,
    category,
    recordType: recordTypeName(spec.recordType),
    estTime,
    complexity,
    features: workflowFeatures(spec),
    source: workflowXml(spec),
  }));
}

/** The spec of a workflow template, for USE.TEMPLATE; undefined for an unknown id. */
export function workflowTemplateSpec(templateId: string): WorkflowSpec | undefined {
  return byId.get(templateId)?.spec;
}
