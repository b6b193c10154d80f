import {
  DEPLOYMENT_PREFIX,
  EXECUTION_CONTEXTS,
  type FieldObjectType,
  LOG_LEVELS,
  objectType,
  type ScriptObjectType,
  WORKFLOW_RELEASE_STATUSES,
} from './object-types.ts';
import type {
  DeploymentObject,
  FieldObject,
  Flag,
  ListObject,
  RecordTypeObject,
  ScriptObject,
  SdfObject,
  WorkflowActionObject,
  WorkflowObject,
  WorkflowStateObject,
} from './sdf-objects.ts';
import { logPath, type SdfProblem } from './sdf-problem.ts';
import { childElement, childElements, childText, parseXml, type XmlElement, XmlSyntaxError } from './xml-tree.ts';

const SCRIPT_ID = /^[a-z0-9_]+$/;
const MAX_SCRIPT_ID = 40;
const FILE_REFERENCE = /^\[(\/.+)\]$/;
const OBJECT_REFERENCE = /\[scriptid=([a-z0-9_.]+)\]/g;

/** Collects the `Details:` lines of one object while it is read. */
class Findings {
  readonly details: string[] = [];

  required(element: XmlElement, field: string): string {
    const value = childText(element, field);
    if (value === undefined) this.details.push(`The object field ${field} is missing.`);
    else if (value === '') this.details.push(`The object field ${field} must not be empty.`);
    return value ?? '';
  }

  oneOf(value: string, field: string, allowed: readonly string[]): string {
    if (value !== '' && !allowed.includes(value)) {
      this.details.push(`The ${field} field value ${value} is invalid. Valid values are: ${allowed.join(', ')}.`);
    }
    return value;
  }

  flag(element: XmlElement, field: string, fallback: Flag): Flag {
    const value = childText(element, field);
    if (value === undefined || value === '') return fallback;
    if (value !== 'T' && value !== 'F') {
      this.details.push(`The ${field} field value ${value} is invalid. Valid values are: T, F.`);
      return fallback;
    }
    return value;
  }

  scriptId(id: string | undefined, prefix: string, what = 'object'): string {
    if (id === undefined || id === '' || !id.startsWith(prefix)) {
      this.details.push(`The ${what} script ID must not be empty and must start with ${prefix}.`);
    } else if (!SCRIPT_ID.test(id)) {
      this.details.push(
        'The scriptid value must be lowercase alphanumeric without spaces or punctuation. Underscores are permitted.',
      );
    } else if (id.length > MAX_SCRIPT_ID) {
      this.details.push(`The script ID must not exceed ${MAX_SCRIPT_ID} characters.`);
    }
    return id ?? '';
  }
}

const optional = (value: string | undefined) => (value === undefined || value === '' ? null : value);

function readDeployment(element: XmlElement, type: ScriptObjectType, findings: Findings): DeploymentObject {
  const scriptId = findings.scriptId(element.attributes.scriptid, DEPLOYMENT_PREFIX, 'deployment');
  const status = childText(element, 'status');
  if (status === undefined || status === '')
    findings.details.push('The status field is missing for the (scriptdeployment) subrecord.');
  else findings.oneOf(status, 'status', type.statuses);
  const recordType = optional(childText(element, 'recordtype'));
  if (type.onRecord && recordType === null) {
    findings.details.push('The recordtype field is missing for the (scriptdeployment) subrecord.');
  }
  const logLevel = findings.oneOf(childText(element, 'loglevel') || 'DEBUG', 'loglevel', LOG_LEVELS);
  const contexts = (childText(element, 'executioncontext') ?? '').split('|').filter((context) => context !== '');
  for (const context of contexts) findings.oneOf(context, 'executioncontext', EXECUTION_CONTEXTS);
  return {
    scriptId,
    title: childText(element, 'title') || scriptId,
    status: status ?? '',
    isDeployed: findings.flag(element, 'isdeployed', 'T'),
    logLevel,
    recordType: type.onRecord ? recordType : null,
    allRoles: findings.flag(element, 'allroles', 'F'),
    allEmployees: findings.flag(element, 'allemployees', 'F'),
    allPartners: findings.flag(element, 'allpartners', 'F'),
    executionContexts: contexts,
  };
}

function readScript(root: XmlElement, type: ScriptObjectType, base: Base, findings: Findings): ScriptObject {
  const name = findings.required(root, 'name');
  const reference = findings.required(root, 'scriptfile');
  const file = FILE_REFERENCE.exec(reference)?.[1];
  if (reference !== '' && file === undefined) {
    findings.details.push(
      `The scriptfile field value ${reference} is invalid. It must reference a file in brackets, such as [/SuiteScripts/script.js].`,
    );
  }
  const container = childElement(root, 'scriptdeployments');
  const deployments = (container ? childElements(container, 'scriptdeployment') : []).map((element) =>
    readDeployment(element, type, findings),
  );
  return {
    kind: 'script',
    type,
    ...base,
    name,
    description: optional(childText(root, 'description')),
    isInactive: findings.flag(root, 'isinactive', 'F'),
    notifyOwner: findings.flag(root, 'notifyowner', 'T'),
    scriptFile: file ?? '',
    deployments,
  };
}

function actionSummary(action: XmlElement): WorkflowActionObject {
  const field = childText(action, 'field');
  const recipient =
    childText(action, 'recipientrole') ??
    childText(action, 'recipientemail') ??
    (childText(action, 'recipientfield') === 'STDBODYSALESREP'
      ? 'the sales rep'
      : childText(action, 'recipientfield') === 'STDBODYNEXTAPPROVER'
        ? 'the next approver'
        : childText(action, 'recipienttype') === 'CURRENTUSER'
          ? 'the current user'
          : undefined);
  const role = childText(action, 'recipientrole') ?? childText(action, 'approverrole') ?? null;
  const summaries: Readonly<Record<string, string>> = {
    sendemailaction: `Send email${recipient ? ` to ${recipient}` : ''}`,
    setfieldvalueaction: `Set ${field?.toLowerCase() ?? 'a field'}${childText(action, 'valuetext') ? ` to ${childText(action, 'valuetext')}` : ''}`,
    lockrecordaction: 'Lock record',
    addbuttonaction: `Add button ${childText(action, 'label') ?? ''}`.trim(),
    createrecordaction: `Create ${childText(action, 'recordtype')?.toLowerCase() ?? 'record'}`,
    showmessageaction: 'Show message',
    returnusererroraction: 'Return user error',
    customaction: `Run ${childText(action, 'scripttype') ?? 'workflow action script'}`,
    transitiontostateaction: 'Go to next state',
  };
  return {
    type: action.name,
    scriptId: action.attributes.scriptid ?? '',
    summary: summaries[action.name] ?? action.name,
    role,
  };
}

function readWorkflow(root: XmlElement, base: Base, findings: Findings): WorkflowObject {
  const name = findings.required(root, 'name');
  const recordTypes = findings
    .required(root, 'recordtypes')
    .split('|')
    .filter((type) => type !== '');
  const releaseStatus = findings.oneOf(
    childText(root, 'releasestatus') || 'TESTING',
    'releasestatus',
    WORKFLOW_RELEASE_STATUSES,
  );
  const condition = childElement(root, 'initcondition') ?? childElement(root, 'initconditions');
  const container = childElement(root, 'workflowstates');
  const states: WorkflowStateObject[] = (container ? childElements(container, 'workflowstate') : []).map((state) => ({
    scriptId: state.attributes.scriptid ?? '',
    name: childText(state, 'name') ?? '',
    actions: childElements(state, 'workflowactions').flatMap((group) =>
      group.children.filter((child) => child.name.endsWith('action')).map(actionSummary),
    ),
  }));
  return {
    kind: 'workflow',
    ...base,
    name,
    description: optional(childText(root, 'description')),
    recordTypes,
    releaseStatus,
    isInactive: findings.flag(root, 'isinactive', 'F'),
    initOnCreate: findings.flag(root, 'initoncreate', 'F'),
    initOnViewOrUpdate: findings.flag(root, 'initonvieworupdate', 'F'),
    initTriggerType: optional(childText(root, 'inittriggertype')),
    initCondition: condition ? optional(childText(condition, 'formula')) : null,
    isLogEnabled: findings.flag(root, 'islogenabled', 'F'),
    keepHistory: childText(root, 'keephistory') || 'ONLYWHENTESTING',
    runAsAdmin: findings.flag(root, 'runasadmin', 'F'),
    states,
  };
}

function readField(root: XmlElement, type: FieldObjectType, base: Base, findings: Findings): FieldObject {
  const label = findings.required(root, 'label');
  const fieldValueType = findings.required(root, 'fieldtype');
  return {
    kind: 'field',
    type,
    ...base,
    label,
    fieldValueType,
    description: optional(childText(root, 'description')),
    isMandatory: findings.flag(root, 'ismandatory', 'F'),
    isInactive: findings.flag(root, 'isinactive', 'F'),
    references: [...base.xml.matchAll(OBJECT_REFERENCE)].map((match) => match[1] ?? ''),
  };
}

function readList(root: XmlElement, base: Base, findings: Findings): ListObject {
  const container = childElement(root, 'customvalues');
  return {
    kind: 'customlist',
    ...base,
    name: findings.required(root, 'name'),
    description: optional(childText(root, 'description')),
    isOrdered: findings.flag(root, 'isordered', 'F'),
    values: (container ? childElements(container, 'customvalue') : []).map((value) => childText(value, 'value') ?? ''),
  };
}

function readRecordType(root: XmlElement, base: Base, findings: Findings): RecordTypeObject {
  return {
    kind: 'customrecordtype',
    ...base,
    name: findings.required(root, 'recordname'),
    description: optional(childText(root, 'description')),
    isInactive: findings.flag(root, 'isinactive', 'F'),
  };
}

interface Base {
  readonly scriptId: string;
  readonly path: string;
  readonly xml: string;
}

export interface ReadObjects {
  readonly objects: readonly SdfObject[];
  readonly problems: readonly SdfProblem[];
}

/** Every object file of the project read and checked as NetSuite's "Validate objects" step does. */
export function readObjects(files: ReadonlyMap<string, string>): ReadObjects {
  const objects: SdfObject[] = [];
  const problems: SdfProblem[] = [];
  const seen = new Map<string, string>();
  for (const [path, xml] of files) {
    if (!path.startsWith('Objects/') || !path.endsWith('.xml')) continue;
    const findings = new Findings();
    let root: XmlElement | undefined;
    try {
      root = parseXml(xml);
    } catch (error) {
      const reason = error instanceof XmlSyntaxError ? `${error.message} (line ${error.line})` : String(error);
      problems.push({
        step: 'Validate objects',
        file: logPath(path),
        details: [`The XML is not well-formed: ${reason}`],
      });
      continue;
    }
    const type = objectType(root.name);
    const fileName = path.slice(path.lastIndexOf('/') + 1, -'.xml'.length);
    if (type === undefined) {
      problems.push({
        step: 'Validate objects',
        object: root.attributes.scriptid ?? fileName,
        file: logPath(path),
        details: [`The object type ${root.name} is not supported.`],
      });
      continue;
    }
    const scriptId = findings.scriptId(root.attributes.scriptid, type.prefix);
    if (scriptId !== '' && scriptId !== fileName) {
      findings.details.push(`The file name ${fileName}.xml does not match the object script ID ${scriptId}.`);
    }
    const base: Base = { scriptId, path, xml };
    const object =
      type.kind === 'script'
        ? readScript(root, type, base, findings)
        : type.kind === 'field'
          ? readField(root, type, base, findings)
          : type.kind === 'workflow'
            ? readWorkflow(root, base, findings)
            : type.kind === 'customlist'
              ? readList(root, base, findings)
              : readRecordType(root, base, findings);
    const ids = [
      scriptId,
      ...(object.kind === 'script' ? object.deployments.map((deployment) => deployment.scriptId) : []),
    ];
    for (const id of ids) {
      const other = seen.get(id);
      if (id !== '' && other !== undefined) {
        findings.details.push(`The script ID ${id} is already used by ${other} in this project.`);
      }
      seen.set(id, logPath(path));
    }
    if (findings.details.length > 0) {
      problems.push({
        step: 'Validate objects',
        object: scriptId || fileName,
        file: logPath(path),
        details: findings.details,
      });
    } else objects.push(object);
  }
  return { objects, problems };
}
