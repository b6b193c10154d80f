import type { ScriptTemplate } from '@erp-agent/core';
import { recordTypeName } from '../../netsuite/admin/record-types.ts';
import type { ProjectSpec, ScriptType } from './project-spec.ts';
import { scriptSource } from './script-source.ts';

type ScriptSpec = Extract<ProjectSpec, { kind: 'script' }>;

interface TemplateDefinition {
  readonly estTime: string;
  readonly complexity: ScriptTemplate['complexity'];
  /** The project USE.TEMPLATE makes: the same spec the agent writes a project from. */
  readonly spec: ScriptSpec;
}

/** 001's words for each script type. */
const TYPE_WORDS: Readonly<Record<ScriptType, string>> = {
  UserEventScript: 'UserEvent',
  ClientScript: 'ClientScript',
  ScheduledScript: 'ScheduledScript',
  Suitelet: 'Suitelet',
  Restlet: 'RESTlet',
};

/**
 * The TEMPLATES tab of NETSUITE.SCRIPTS: scripts NetSuite admins write again and again, each a
 * spec the agent's project builder turns into a SuiteCloud project.
 */
const TEMPLATES: readonly TemplateDefinition[] = [
  {
    estTime: '15 min',
    complexity: 'Low',
    spec: {
      kind: 'script',
      id: 'so_source_memo',
      title: 'Sales order source memo',
      description: 'Marks every new sales order with where it came from, before it is saved.',
      scriptType: 'UserEventScript',
      recordType: 'SALESORDER',
      event: 'create',
      action: { kind: 'set', fieldId: 'memo', value: 'Entered through NetSuite' },
    },
  },
  {
    estTime: '20 min',
    complexity: 'Low',
    spec: {
      kind: 'script',
      id: 'invoice_rep_alert',
      title: 'Invoice sales rep alert',
      description: 'Emails the sales rep when an invoice of theirs is created.',
      scriptType: 'UserEventScript',
      recordType: 'INVOICE',
      event: 'create',
      action: { kind: 'email', to: 'salesrep', subject: 'An invoice of yours was created' },
    },
  },
  {
    estTime: '30 min',
    complexity: 'Medium',
    spec: {
      kind: 'script',
      id: 'po_save_audit',
      title: 'Purchase order save audit',
      description: 'Logs every purchase order saved in the browser, for an audit trail of manual entry.',
      scriptType: 'ClientScript',
      recordType: 'PURCHASEORDER',
      action: { kind: 'log' },
    },
  },
  {
    estTime: '45 min',
    complexity: 'Medium',
    spec: {
      kind: 'script',
      id: 'nightly_heartbeat',
      title: 'Nightly heartbeat',
      description: 'Writes an audit entry each time it runs, to show scheduled processing is alive.',
      scriptType: 'ScheduledScript',
      action: { kind: 'log' },
    },
  },
  {
    estTime: '1 h',
    complexity: 'High',
    spec: {
      kind: 'script',
      id: 'order_intake',
      title: 'Order intake endpoint',
      description: 'A RESTlet that acknowledges orders posted by another system and logs each one.',
      scriptType: 'Restlet',
      action: { kind: 'log' },
    },
  },
];

const byId = new Map(TEMPLATES.map((template) => [template.spec.id, template]));

/** The templates as the TEMPLATES tab shows them. */
export function scriptTemplates(): ScriptTemplate[] {
  return TEMPLATES.map(({ spec, estTime, complexity }) => ({
    id: spec.id,
    name: spec.title,
    description: spec.description,
    type: TYPE_WORDS[spec.scriptType],
    recordType: spec.recordType ? recordTypeName(spec.recordType) : null,
    estTime,
    complexity,
    source: scriptSource(spec),
  }));
}

/** The spec of a template, for USE.TEMPLATE; undefined for an unknown id. */
export function templateSpec(templateId: string): ScriptSpec | undefined {
  return byId.get(templateId)?.spec;
}
