import type { FieldObjectType, ScriptObjectType } from './object-types.ts';

/**
 * The custom objects of a project as the deploy reads them from their XML: what NetSuite makes
 * or updates in the account for each. Flags are NetSuite's 'T'/'F'.
 */

export type Flag = 'T' | 'F';

interface ObjectBase {
  readonly scriptId: string;
  /** Relative to the source folder: `Objects/customscript_x.xml`. */
  readonly path: string;
  readonly xml: string;
}

export interface DeploymentObject {
  readonly scriptId: string;
  readonly title: string;
  readonly status: string;
  readonly isDeployed: Flag;
  readonly logLevel: string;
  readonly recordType: string | null;
  readonly allRoles: Flag;
  readonly allEmployees: Flag;
  readonly allPartners: Flag;
  readonly executionContexts: readonly string[];
}

export interface ScriptObject extends ObjectBase {
  readonly kind: 'script';
  readonly type: ScriptObjectType;
  readonly name: string;
  readonly description: string | null;
  readonly isInactive: Flag;
  readonly notifyOwner: Flag;
  /** The File Cabinet path in the object's reference: `/SuiteScripts/x.js`. */
  readonly scriptFile: string;
  readonly deployments: readonly DeploymentObject[];
}

export interface WorkflowActionObject {
  /** The action element: sendemailaction, setfieldvalueaction... */
  readonly type: string;
  readonly scriptId: string;
  /** What it does, in words: `Send email to Finance Director`. */
  readonly summary: string;
  /** The role an approval action routes to, when it names one. */
  readonly role: string | null;
}

export interface WorkflowStateObject {
  readonly scriptId: string;
  readonly name: string;
  readonly actions: readonly WorkflowActionObject[];
}

export interface WorkflowObject extends ObjectBase {
  readonly kind: 'workflow';
  readonly name: string;
  readonly description: string | null;
  readonly recordTypes: readonly string[];
  readonly releaseStatus: string;
  readonly isInactive: Flag;
  readonly initOnCreate: Flag;
  readonly initOnViewOrUpdate: Flag;
  readonly initTriggerType: string | null;
  readonly initCondition: string | null;
  readonly isLogEnabled: Flag;
  readonly keepHistory: string;
  readonly runAsAdmin: Flag;
  readonly states: readonly WorkflowStateObject[];
}

export interface FieldObject extends ObjectBase {
  readonly kind: 'field';
  readonly type: FieldObjectType;
  readonly label: string;
  readonly fieldValueType: string;
  readonly description: string | null;
  readonly isMandatory: Flag;
  readonly isInactive: Flag;
  /** `[scriptid=customlist_x]` references, as written. */
  readonly references: readonly string[];
}

export interface ListObject extends ObjectBase {
  readonly kind: 'customlist';
  readonly name: string;
  readonly description: string | null;
  readonly isOrdered: Flag;
  readonly values: readonly string[];
}

export interface RecordTypeObject extends ObjectBase {
  readonly kind: 'customrecordtype';
  readonly name: string;
  readonly description: string | null;
  readonly isInactive: Flag;
}

export type SdfObject = ScriptObject | WorkflowObject | FieldObject | ListObject | RecordTypeObject;

/** The object element NetSuite names the object by in its log: `usereventscript`, `workflow`. */
export function objectElement(object: SdfObject): string {
  if (object.kind === 'script' || object.kind === 'field') return object.type.element;
  return object.kind;
}

/** What the object is called on the screen. */
export function objectLabel(object: SdfObject): string {
  if (object.kind === 'field') return object.label;
  return object.name;
}
