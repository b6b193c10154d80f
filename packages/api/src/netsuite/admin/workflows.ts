import type { AccountWorkflow, WorkflowCategory, WorkflowList, WorkflowStatus } from '@erp-agent/core';
import type { NetsuiteConnector, SuiteqlRow } from '../connector/index.ts';
import { type SdfObject, zipFiles } from '../sdf/index.ts';
import { readObjects } from '../sdf/read-objects.ts';
import { asMoment, flag, moment, number, percent, rows, text } from './account-rows.ts';
import { recordTypeName } from './record-types.ts';

/** 001's category of the record type a workflow runs on. */
const CATEGORIES: Readonly<Record<string, WorkflowCategory>> = {
  PURCHASEORDER: 'Procurement',
  VENDORBILL: 'Procurement',
  VENDOR: 'Procurement',
  VENDORPAYMENT: 'Procurement',
  CUSTOMER: 'CRM',
  INVOICE: 'Finance',
  CUSTOMERPAYMENT: 'Finance',
  JOURNALENTRY: 'Finance',
  INVENTORYITEM: 'Inventory',
  ITEMRECEIPT: 'Inventory',
  ITEMFULFILLMENT: 'Inventory',
  EMPLOYEE: 'HR',
};

export function workflowCategory(recordType: string): WorkflowCategory {
  return CATEGORIES[recordType.toUpperCase()] ?? 'Operations';
}

export function workflowStatus(releaseStatus: string, inactive: boolean): WorkflowStatus {
  if (inactive) return 'inactive';
  if (releaseStatus === 'RELEASED') return 'active';
  if (releaseStatus === 'TESTING') return 'testing';
  return 'inactive';
}

const TRIGGER_WORDS: Readonly<Record<string, string>> = {
  BEFORELOAD: 'Before Load',
  BEFORESUBMIT: 'Before Submit',
  AFTERSUBMIT: 'After Submit',
};

/** What starts a workflow, in the words of NetSuite's workflow designer. */
export function triggerWords(onCreate: boolean, onViewOrUpdate: boolean, triggerType: string | null): string[] {
  const found: string[] = [];
  if (onCreate) found.push('On Create');
  if (onViewOrUpdate) found.push('On View or Update');
  const when = TRIGGER_WORDS[triggerType ?? ''];
  if (when) found.push(when);
  return found.length > 0 ? found : ['Scheduled'];
}

const triggers = (row: SuiteqlRow) =>
  triggerWords(flag(row, 'initoncreate'), flag(row, 'initonvieworupdate'), text(row, 'inittriggertype'));

const QUERIES = {
  workflows: `SELECT w.id, w.scriptid, w.name, w.description, w.recordtypes, w.releasestatus, w.isinactive,
      BUILTIN.DF(w.owner) AS owner, w.initoncreate, w.initonvieworupdate, w.inittriggertype, w.initcondition
    FROM workflow w ORDER BY w.name`,
  instances: `SELECT wi.workflow, COUNT(*) AS started,
      SUM(CASE WHEN wi.status = 'Complete' THEN 1 ELSE 0 END) AS complete,
      SUM(CASE WHEN wi.status = 'Failed' THEN 1 ELSE 0 END) AS failed,
      AVG(CASE WHEN wi.status = 'Complete' THEN (wi.datecompleted - wi.datecreated) * 86400000 END) AS avgms,
      ${asMoment('MAX(wi.datecreated)')} AS lastrun
    FROM workflowinstance wi WHERE wi.datecreated >= SYSDATE - 30 GROUP BY wi.workflow`,
};

/** The definition's states, actions and approval roles, from its object XML, or nothing when there is none. */
export function definitionOf(
  xml: string | undefined,
  scriptId: string,
): Extract<SdfObject, { kind: 'workflow' }> | undefined {
  if (xml === undefined) return undefined;
  const [object] = readObjects(new Map([[`Objects/${scriptId}.xml`, xml]])).objects;
  return object?.kind === 'workflow' ? object : undefined;
}

/**
 * The account's workflows and what they did in 30 days (`workflowinstance`). Their states and
 * actions are in their definitions, which only the sandbox serves here (a real account gives them
 * to `suitecloud object:import`).
 */
export async function readWorkflows(connector: NetsuiteConnector, sandbox: boolean): Promise<WorkflowList> {
  const [workflows, instances] = await Promise.all([
    rows(connector, QUERIES.workflows),
    rows(connector, QUERIES.instances),
  ]);
  const statsOf = new Map(instances.map((row) => [text(row, 'workflow') ?? '', row]));
  const definitions = sandbox
    ? await Promise.all(
        workflows.map((row) =>
          connector.sdf.object(text(row, 'scriptid') ?? '').then(
            (object) => object.xml,
            () => undefined,
          ),
        ),
      )
    : [];
  const list = workflows.map((row, index): AccountWorkflow => {
    const id = text(row, 'id') ?? '';
    const scriptId = text(row, 'scriptid') ?? '';
    const stats = statsOf.get(id);
    const complete = stats ? (number(stats, 'complete') ?? 0) : 0;
    const failed = stats ? (number(stats, 'failed') ?? 0) : 0;
    const average = stats ? number(stats, 'avgms') : null;
    const recordTypes = (text(row, 'recordtypes') ?? '').split('|').filter((type) => type !== '');
    const releaseStatus = text(row, 'releasestatus') ?? '';
    const definition = definitionOf(definitions[index], scriptId);
    const actions = definition?.states.flatMap((state) => state.actions) ?? [];
    return {
      id,
      scriptId,
      name: text(row, 'name') ?? '',
      description: text(row, 'description'),
      category: workflowCategory(recordTypes[0] ?? ''),
      recordType: recordTypes.map(recordTypeName).join(', '),
      status: workflowStatus(releaseStatus, flag(row, 'isinactive')),
      releaseStatus,
      triggers: triggers(row),
      conditions: text(row, 'initcondition'),
      actions: actions.map((action) => action.summary),
      approvers: [...new Set(actions.map((action) => action.role).filter((role) => role !== null))],
      owner: text(row, 'owner'),
      executions30d: stats ? (number(stats, 'started') ?? 0) : 0,
      completed30d: complete,
      failed30d: failed,
      avgProcessingMs: average === null ? null : Math.round(average),
      successRate: percent(complete, complete + failed),
      lastTriggered: stats ? moment(stats, 'lastrun') : null,
    };
  });
  return { workflows: list, definitionsAvailable: sandbox };
}

const manifest = (name: string) =>
  `<manifest projecttype="ACCOUNTCUSTOMIZATION">\n  <projectname>${name}</projectname>\n  <frameworkversion>1.0</frameworkversion>\n  <dependencies>\n    <features>\n      <feature required="true">WORKFLOW</feature>\n    </features>\n  </dependencies>\n</manifest>\n`;

/**
 * Releases or suspends a workflow as NetSuite changes one: its definition, with the new
 * `releasestatus`, deployed as a project of that one object.
 */
export async function setReleaseStatus(
  connector: NetsuiteConnector,
  scriptId: string,
  releaseStatus: 'RELEASED' | 'SUSPENDED',
): Promise<void> {
  const object = await connector.sdf.object(scriptId);
  const xml = /<releasestatus>[^<]*<\/releasestatus>/.test(object.xml)
    ? object.xml.replace(/<releasestatus>[^<]*<\/releasestatus>/, `<releasestatus>${releaseStatus}</releasestatus>`)
    : object.xml.replace(/<\/name>/, `</name>\n  <releasestatus>${releaseStatus}</releasestatus>`);
  const project = `${scriptId}_${releaseStatus.toLowerCase()}`;
  await connector.sdf.deploy(
    zipFiles({
      'src/manifest.xml': manifest(project),
      'src/deploy.xml': '<deploy>\n  <objects>\n    <path>~/Objects/*</path>\n  </objects>\n</deploy>\n',
      [`src/Objects/${scriptId}.xml`]: xml,
    }),
  );
}
