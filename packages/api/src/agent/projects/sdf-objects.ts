import type { FieldType, ProjectSpec, ScriptType, SdfRecordType, WorkflowAction } from './project-spec.ts';
import { xmlText } from './xml.ts';

/** The SDF object element of each script type. */
const SCRIPT_OBJECT: Readonly<Record<ScriptType, string>> = {
  UserEventScript: 'usereventscript',
  ClientScript: 'clientscript',
  ScheduledScript: 'scheduledscript',
  Suitelet: 'suitelet',
  Restlet: 'restlet',
};

/** Script types whose deployment names the record type they run on. */
const RECORD_SCRIPTS: ReadonlySet<ScriptType> = new Set(['UserEventScript', 'ClientScript']);

export function scriptObjectXml(
  spec: Extract<ProjectSpec, { kind: 'script' }>,
  scriptId: string,
  fileCabinetPath: string,
): string {
  const element = SCRIPT_OBJECT[spec.scriptType];
  const deployment = [
    `    <scriptdeployment scriptid="customdeploy${scriptId.slice('customscript'.length)}">`,
    '      <isdeployed>T</isdeployed>',
    '      <loglevel>DEBUG</loglevel>',
    ...(RECORD_SCRIPTS.has(spec.scriptType) && spec.recordType
      ? [`      <recordtype>${spec.recordType}</recordtype>`]
      : []),
    ...(spec.scriptType === 'Suitelet' ? [`      <title>${xmlText(spec.title)}</title>`] : []),
    `      <status>${spec.scriptType === 'ScheduledScript' ? 'NOTSCHEDULED' : 'TESTING'}</status>`,
    '    </scriptdeployment>',
  ];
  return [
    `<${element} scriptid="${scriptId}">`,
    `  <name>${xmlText(spec.title)}</name>`,
    `  <scriptfile>[${fileCabinetPath}]</scriptfile>`,
    `  <description>${xmlText(spec.description)}</description>`,
    '  <isinactive>F</isinactive>',
    '  <notifyowner>T</notifyowner>',
    '  <scriptdeployments>',
    ...deployment,
    '  </scriptdeployments>',
    `</${element}>`,
    '',
  ].join('\n');
}

/** Which custom field object a record type takes, its id prefix, and the flags that apply it. */
function fieldKind(recordType: SdfRecordType): { element: string; prefix: string; applies: string[] } {
  switch (recordType) {
    case 'CUSTOMER':
      return { element: 'entitycustomfield', prefix: 'custentity', applies: ['appliestocustomer'] };
    case 'VENDOR':
      return { element: 'entitycustomfield', prefix: 'custentity', applies: ['appliestovendor'] };
    case 'EMPLOYEE':
      return { element: 'entitycustomfield', prefix: 'custentity', applies: ['appliestoemployee'] };
    case 'INVENTORYITEM':
      return { element: 'itemcustomfield', prefix: 'custitem', applies: ['appliestoinventory'] };
    case 'SALESORDER':
    case 'INVOICE':
    case 'CUSTOMERPAYMENT':
    case 'ITEMFULFILLMENT':
      return { element: 'transactionbodycustomfield', prefix: 'custbody', applies: ['bodysale'] };
    case 'PURCHASEORDER':
    case 'VENDORBILL':
    case 'VENDORPAYMENT':
    case 'ITEMRECEIPT':
      return { element: 'transactionbodycustomfield', prefix: 'custbody', applies: ['bodypurchase'] };
    case 'JOURNALENTRY':
      return { element: 'transactionbodycustomfield', prefix: 'custbody', applies: ['bodyjournal'] };
  }
}

export function fieldScriptId(recordType: SdfRecordType, id: string): string {
  return `${fieldKind(recordType).prefix}_${id}`;
}

export function fieldObjectXml(
  spec: Extract<ProjectSpec, { kind: 'field' }>,
  listScriptId: string | undefined,
): string {
  const kind = fieldKind(spec.recordType);
  const type: FieldType = spec.fieldType;
  return [
    `<${kind.element} scriptid="${fieldScriptId(spec.recordType, spec.id)}">`,
    `  <label>${xmlText(spec.label)}</label>`,
    `  <fieldtype>${type}</fieldtype>`,
    ...(listScriptId ? [`  <selectrecordtype>[scriptid=${listScriptId}]</selectrecordtype>`] : []),
    ...kind.applies.map((flag) => `  <${flag}>T</${flag}>`),
    '  <storevalue>T</storevalue>',
    '  <displaytype>NORMAL</displaytype>',
    '  <ismandatory>F</ismandatory>',
    `</${kind.element}>`,
    '',
  ].join('\n');
}

export function customListXml(scriptId: string, name: string, options: readonly string[]): string {
  const values = options.map((option, index) => {
    const valueId = `val_${index + 1}`;
    return `    <customvalue scriptid="${valueId}">\n      <value>${xmlText(option)}</value>\n    </customvalue>`;
  });
  return [
    `<customlist scriptid="${scriptId}">`,
    `  <name>${xmlText(name)}</name>`,
    '  <isordered>T</isordered>',
    '  <customvalues>',
    ...values,
    '  </customvalues>',
    '</customlist>',
    '',
  ].join('\n');
}

function workflowAction(action: WorkflowAction, title: string): string[] {
  switch (action.kind) {
    case 'email': {
      const recipient =
        action.to === 'salesrep' || action.to === 'approver'
          ? [
              '<recipienttype>FIELD</recipienttype>',
              `<recipientfield>${action.to === 'salesrep' ? 'STDBODYSALESREP' : 'STDBODYNEXTAPPROVER'}</recipientfield>`,
            ]
          : action.to === 'owner'
            ? ['<recipienttype>CURRENTUSER</recipienttype>']
            : ['<recipienttype>ADDRESS</recipienttype>', `<recipientemail>${xmlText(action.to)}</recipientemail>`];
      return [
        '<sendemailaction scriptid="workflowaction_send_email">',
        '  <sendertype>CURRENTUSER</sendertype>',
        ...recipient.map((line) => `  ${line}`),
        `  <subject>${xmlText(action.subject)}</subject>`,
        `  <body>${xmlText(title)}</body>`,
        '  <includerecordlink>T</includerecordlink>',
        '</sendemailaction>',
      ];
    }
    case 'set':
      return [
        '<setfieldvalueaction scriptid="workflowaction_set_field">',
        `  <field>${xmlText(action.fieldId.toUpperCase())}</field>`,
        '  <valuetype>STATIC</valuetype>',
        `  <valuetext>${xmlText(action.value)}</valuetext>`,
        '</setfieldvalueaction>',
      ];
  }
}

export function workflowXml(spec: Extract<ProjectSpec, { kind: 'workflow' }>): string {
  const condition =
    spec.minimumTotal !== undefined
      ? [
          '  <initconditions>',
          '    <type>FORMULA</type>',
          `    <formula><![CDATA[{total} > ${spec.minimumTotal}]]></formula>`,
          '  </initconditions>',
        ]
      : [];
  return [
    `<workflow scriptid="customworkflow_${spec.id}">`,
    `  <name>${xmlText(spec.title)}</name>`,
    `  <description>${xmlText(spec.description)}</description>`,
    `  <recordtypes>${spec.recordType}</recordtypes>`,
    '  <initoncreate>T</initoncreate>',
    '  <initonvieworupdate>F</initonvieworupdate>',
    '  <inittriggertype>AFTERSUBMIT</inittriggertype>',
    ...condition,
    '  <isinactive>F</isinactive>',
    '  <islogenabled>T</islogenabled>',
    '  <releasestatus>TESTING</releasestatus>',
    '  <runasadmin>F</runasadmin>',
    '  <workflowstates>',
    '    <workflowstate scriptid="workflowstate_start">',
    '      <name>Start</name>',
    '      <donotexitworkflow>F</donotexitworkflow>',
    '      <workflowactions triggertype="ONENTRY">',
    ...workflowAction(spec.action, spec.title).map((line) => `        ${line}`),
    '      </workflowactions>',
    '    </workflowstate>',
    '  </workflowstates>',
    '</workflow>',
    '',
  ].join('\n');
}
