/**
 * The SDF object types a project may hold and what NetSuite requires of each: the script id
 * prefix, and for script objects the script type SuiteQL shows, the `@NScriptType` their file
 * must declare and the entry points that type has.
 */

export interface ScriptObjectType {
  readonly kind: 'script';
  readonly element: string;
  readonly prefix: 'customscript';
  /** `script.scripttype` in SuiteQL. */
  readonly scriptType: string;
  /** The file's `@NScriptType` value. */
  readonly jsdocType: string;
  /** The entry point functions this script type may return. */
  readonly entryPoints: readonly string[];
  /** Whether each deployment names the record type it runs on. */
  readonly onRecord: boolean;
  /** Deployment statuses the type allows. */
  readonly statuses: readonly string[];
  /** Whether deploying it needs the SERVERSIDESCRIPTING feature in the manifest. */
  readonly serverSide: boolean;
}

export interface FieldObjectType {
  readonly kind: 'field';
  readonly element: string;
  readonly prefix: string;
  /** `customfield.fieldtype` in SuiteQL. */
  readonly fieldType: string;
}

export interface PlainObjectType {
  readonly kind: 'workflow' | 'customlist' | 'customrecordtype';
  readonly element: string;
  readonly prefix: string;
}

export type SdfObjectType = ScriptObjectType | FieldObjectType | PlainObjectType;

const RECORD_STATUSES = ['TESTING', 'RELEASED'];

function script(
  element: string,
  scriptType: string,
  jsdocType: string,
  entryPoints: readonly string[],
  options: { onRecord?: boolean; statuses?: readonly string[]; serverSide?: boolean } = {},
): ScriptObjectType {
  return {
    kind: 'script',
    element,
    prefix: 'customscript',
    scriptType,
    jsdocType,
    entryPoints,
    onRecord: options.onRecord ?? false,
    statuses: options.statuses ?? RECORD_STATUSES,
    serverSide: options.serverSide ?? true,
  };
}

const SCHEDULED_STATUSES = ['TESTING', 'SCHEDULED', 'NOTSCHEDULED'];

export const SCRIPT_OBJECT_TYPES: readonly ScriptObjectType[] = [
  script('usereventscript', 'USEREVENT', 'UserEventScript', ['beforeLoad', 'beforeSubmit', 'afterSubmit'], {
    onRecord: true,
  }),
  script(
    'clientscript',
    'CLIENT',
    'ClientScript',
    [
      'pageInit',
      'fieldChanged',
      'postSourcing',
      'sublistChanged',
      'lineInit',
      'validateField',
      'validateLine',
      'validateInsert',
      'validateDelete',
      'saveRecord',
      'localizationContextEnter',
      'localizationContextExit',
    ],
    { onRecord: true, serverSide: false },
  ),
  script('scheduledscript', 'SCHEDULED', 'ScheduledScript', ['execute'], { statuses: SCHEDULED_STATUSES }),
  script('mapreducescript', 'MAPREDUCE', 'MapReduceScript', ['getInputData', 'map', 'reduce', 'summarize'], {
    statuses: SCHEDULED_STATUSES,
  }),
  script('suitelet', 'SCRIPTLET', 'Suitelet', ['onRequest']),
  script('restlet', 'RESTLET', 'Restlet', ['get', 'post', 'put', 'delete']),
  script('workflowactionscript', 'ACTION', 'WorkflowActionScript', ['onAction']),
];

export const FIELD_OBJECT_TYPES: readonly FieldObjectType[] = [
  { kind: 'field', element: 'entitycustomfield', prefix: 'custentity', fieldType: 'ENTITY' },
  { kind: 'field', element: 'transactionbodycustomfield', prefix: 'custbody', fieldType: 'BODY' },
  { kind: 'field', element: 'transactioncolumncustomfield', prefix: 'custcol', fieldType: 'COLUMN' },
  { kind: 'field', element: 'itemcustomfield', prefix: 'custitem', fieldType: 'ITEM' },
  { kind: 'field', element: 'crmcustomfield', prefix: 'custevent', fieldType: 'CRM' },
];

const PLAIN_OBJECT_TYPES: readonly PlainObjectType[] = [
  { kind: 'workflow', element: 'workflow', prefix: 'customworkflow' },
  { kind: 'customlist', element: 'customlist', prefix: 'customlist' },
  { kind: 'customrecordtype', element: 'customrecordtype', prefix: 'customrecord' },
];

const BY_ELEMENT: ReadonlyMap<string, SdfObjectType> = new Map(
  [...SCRIPT_OBJECT_TYPES, ...FIELD_OBJECT_TYPES, ...PLAIN_OBJECT_TYPES].map((type) => [type.element, type]),
);

export function objectType(element: string): SdfObjectType | undefined {
  return BY_ELEMENT.get(element);
}

export function scriptObjectTypeOf(scriptType: string): ScriptObjectType | undefined {
  return SCRIPT_OBJECT_TYPES.find((type) => type.scriptType === scriptType);
}

/** Entry points of every script type, for telling which types a file implements. */
export function scriptTypesImplementing(entryPoints: readonly string[]): ScriptObjectType[] {
  return SCRIPT_OBJECT_TYPES.filter((type) => entryPoints.some((name) => type.entryPoints.includes(name)));
}

export const DEPLOYMENT_PREFIX = 'customdeploy';
export const LOG_LEVELS = ['DEBUG', 'AUDIT', 'ERROR', 'EMERGENCY'] as const;
export const WORKFLOW_RELEASE_STATUSES = ['TESTING', 'RELEASED', 'SUSPENDED', 'NOTINITIATING'] as const;
export const API_VERSIONS = ['2.0', '2.1', '2.x', '2.X'] as const;

/** Execution contexts a deployment may be limited to (`<executioncontext>` takes several, `|`-separated). */
export const EXECUTION_CONTEXTS = [
  'ACTION',
  'BUNDLEINSTALLATION',
  'CLIENT',
  'CSVIMPORT',
  'CUSTOMGLLINES',
  'CUSTOMMASSUPDATE',
  'EMAILCAPTURE',
  'MAPREDUCE',
  'PAYMENTGATEWAY',
  'PORTLET',
  'RESTLET',
  'RESTWEBSERVICES',
  'SCHEDULED',
  'SUITELET',
  'USEREVENT',
  'USERINTERFACE',
  'WEBSERVICES',
  'WEBSTORE',
  'WORKFLOW',
] as const;
