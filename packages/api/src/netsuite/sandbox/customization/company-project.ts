import { SEED_FIELDS, SEED_LISTS, SEED_RECORD_TYPES, SEED_WORKFLOWS, type SeedWorkflowState } from './seed-objects.ts';
import { SEED_LIBRARIES, SEED_SCRIPTS, type SeedDeployment } from './seed-scripts.ts';

/**
 * The company's customizations as one SuiteCloud project, which the sandbox deploys into itself
 * through its own deploy path on first start: the seeded account is what a deploy makes.
 * Objects are listed scripts first, in the seed's order, so their internal ids follow it.
 */

export const COMPANY_PROJECT_NAME = 'northwind_customizations';

const xml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const flag = (value: boolean) => (value ? 'T' : 'F');

function deploymentXml(deployment: SeedDeployment): string[] {
  return [
    `    <scriptdeployment scriptid="customdeploy_${deployment.suffix}">`,
    `      <title>${xml(deployment.title)}</title>`,
    `      <isdeployed>${flag(deployment.isDeployed ?? true)}</isdeployed>`,
    `      <loglevel>${deployment.logLevel}</loglevel>`,
    ...(deployment.recordType ? [`      <recordtype>${deployment.recordType}</recordtype>`] : []),
    `      <status>${deployment.status}</status>`,
    `      <allroles>${flag(deployment.audience === 'all roles')}</allroles>`,
    `      <allemployees>${flag(deployment.audience === 'all employees')}</allemployees>`,
    ...(deployment.contexts ? [`      <executioncontext>${deployment.contexts.join('|')}</executioncontext>`] : []),
    '    </scriptdeployment>',
  ];
}

function actionXml(action: SeedWorkflowState['actions'][number], id: string): string[] {
  switch (action.kind) {
    case 'email':
      return [
        `        <sendemailaction scriptid="${id}">`,
        '          <sendertype>CURRENTUSER</sendertype>',
        '          <recipienttype>ROLE</recipienttype>',
        `          <recipientrole>${xml(action.role)}</recipientrole>`,
        `          <subject>${xml(action.subject)}</subject>`,
        '          <includerecordlink>T</includerecordlink>',
        '        </sendemailaction>',
      ];
    case 'set':
      return [
        `        <setfieldvalueaction scriptid="${id}">`,
        `          <field>${action.field.toUpperCase()}</field>`,
        '          <valuetype>STATIC</valuetype>',
        `          <valuetext>${xml(action.value)}</valuetext>`,
        '        </setfieldvalueaction>',
      ];
    case 'lock':
      return [`        <lockrecordaction scriptid="${id}"/>`];
    case 'button':
      return [
        `        <addbuttonaction scriptid="${id}">`,
        `          <label>${xml(action.label)}</label>`,
        '        </addbuttonaction>',
      ];
    case 'script':
      return [
        `        <customaction scriptid="${id}">`,
        `          <scripttype>[scriptid=${action.script}]</scripttype>`,
        '        </customaction>',
      ];
  }
}

function stateXml(state: SeedWorkflowState, index: number): string[] {
  return [
    `    <workflowstate scriptid="workflowstate${index}">`,
    `      <name>${xml(state.name)}</name>`,
    '      <workflowactions triggertype="ONENTRY">',
    ...state.actions.flatMap((action, actionIndex) => actionXml(action, `workflowaction${index}_${actionIndex}`)),
    '      </workflowactions>',
    '    </workflowstate>',
  ];
}

/** Every file of the company's project, in deploy order. */
export function companyProjectFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'src/manifest.xml': [
      '<manifest projecttype="ACCOUNTCUSTOMIZATION">',
      `  <projectname>${COMPANY_PROJECT_NAME}</projectname>`,
      '  <frameworkversion>1.0</frameworkversion>',
      '  <dependencies>',
      '    <features>',
      '      <feature required="true">SERVERSIDESCRIPTING</feature>',
      '      <feature required="true">WORKFLOW</feature>',
      '      <feature required="true">CUSTOMRECORDS</feature>',
      '    </features>',
      '  </dependencies>',
      '</manifest>',
      '',
    ].join('\n'),
    'src/deploy.xml':
      '<deploy>\n  <files>\n    <path>~/FileCabinet/*</path>\n  </files>\n  <objects>\n    <path>~/Objects/*</path>\n  </objects>\n</deploy>\n',
  };
  for (const library of SEED_LIBRARIES)
    files[`src/FileCabinet/SuiteScripts/Libraries/${library.name}`] = library.source;
  for (const script of SEED_SCRIPTS) files[`src/FileCabinet/SuiteScripts/${script.suffix}.js`] = script.source;
  for (const script of SEED_SCRIPTS) {
    files[`src/Objects/customscript_${script.suffix}.xml`] = [
      `<${script.element} scriptid="customscript_${script.suffix}">`,
      `  <name>${xml(script.name)}</name>`,
      `  <scriptfile>[/SuiteScripts/${script.suffix}.js]</scriptfile>`,
      `  <description>${xml(script.description)}</description>`,
      '  <isinactive>F</isinactive>',
      '  <notifyowner>T</notifyowner>',
      '  <scriptdeployments>',
      ...script.deployments.flatMap(deploymentXml),
      '  </scriptdeployments>',
      `</${script.element}>`,
      '',
    ].join('\n');
  }
  for (const list of SEED_LISTS) {
    files[`src/Objects/${list.scriptId}.xml`] = [
      `<customlist scriptid="${list.scriptId}">`,
      `  <name>${xml(list.name)}</name>`,
      '  <isordered>T</isordered>',
      '  <customvalues>',
      ...list.values.map(
        (value, index) =>
          `    <customvalue scriptid="val_${index + 1}">\n      <value>${xml(value)}</value>\n    </customvalue>`,
      ),
      '  </customvalues>',
      '</customlist>',
      '',
    ].join('\n');
  }
  for (const type of SEED_RECORD_TYPES) {
    files[`src/Objects/${type.scriptId}.xml`] = [
      `<customrecordtype scriptid="${type.scriptId}">`,
      `  <recordname>${xml(type.name)}</recordname>`,
      `  <description>${xml(type.description)}</description>`,
      '  <isinactive>F</isinactive>',
      '</customrecordtype>',
      '',
    ].join('\n');
  }
  for (const field of SEED_FIELDS) {
    files[`src/Objects/${field.scriptId}.xml`] = [
      `<${field.element} scriptid="${field.scriptId}">`,
      `  <label>${xml(field.label)}</label>`,
      `  <fieldtype>${field.fieldType}</fieldtype>`,
      `  <description>${xml(field.description)}</description>`,
      ...(field.list ? [`  <selectrecordtype>[scriptid=${field.list}]</selectrecordtype>`] : []),
      ...field.applies.map((applies) => `  <${applies}>T</${applies}>`),
      `  <ismandatory>${flag(field.mandatory ?? false)}</ismandatory>`,
      '  <storevalue>T</storevalue>',
      `</${field.element}>`,
      '',
    ].join('\n');
  }
  for (const workflow of SEED_WORKFLOWS) {
    files[`src/Objects/customworkflow_${workflow.suffix}.xml`] = [
      `<workflow scriptid="customworkflow_${workflow.suffix}">`,
      `  <name>${xml(workflow.name)}</name>`,
      `  <description>${xml(workflow.description)}</description>`,
      `  <recordtypes>${workflow.recordType}</recordtypes>`,
      `  <initoncreate>${flag(workflow.initOnCreate)}</initoncreate>`,
      `  <initonvieworupdate>${flag(workflow.initOnViewOrUpdate)}</initonvieworupdate>`,
      `  <inittriggertype>${workflow.trigger}</inittriggertype>`,
      ...(workflow.condition
        ? [
            '  <initcondition>',
            '    <type>FORMULA</type>',
            `    <formula><![CDATA[${workflow.condition.formula}]]></formula>`,
            '  </initcondition>',
          ]
        : []),
      '  <isinactive>F</isinactive>',
      '  <islogenabled>T</islogenabled>',
      '  <keephistory>ALWAYS</keephistory>',
      `  <releasestatus>${workflow.releaseStatus}</releasestatus>`,
      '  <runasadmin>F</runasadmin>',
      '  <workflowstates>',
      ...workflow.states.flatMap(stateXml),
      '  </workflowstates>',
      '</workflow>',
      '',
    ].join('\n');
  }
  return files;
}
