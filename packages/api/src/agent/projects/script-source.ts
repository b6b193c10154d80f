import type { ProjectSpec, ScriptAction } from './project-spec.ts';
import { jsString } from './xml.ts';

type ScriptSpec = Extract<ProjectSpec, { kind: 'script' }>;

/** The modules an action needs, as `define` lists them, and the parameter names they bind to. */
function modulesFor(action: ScriptAction): { paths: string[]; names: string[] } {
  const modules: [string, string][] = [['N/log', 'log']];
  if (action.kind === 'email') modules.push(['N/email', 'email'], ['N/runtime', 'runtime']);
  return { paths: modules.map(([path]) => path), names: modules.map(([, name]) => name) };
}

/** The body of the entry point: what the action does with `record` (the record in hand). */
function actionLines(action: ScriptAction, describe: string): string[] {
  switch (action.kind) {
    case 'set':
      return [
        `record.setValue({ fieldId: ${jsString(action.fieldId)}, value: ${jsString(action.value)} });`,
        `log.debug({ title: 'Field set', details: ${jsString(`${action.fieldId} = ${action.value}`)} });`,
      ];
    case 'email': {
      const recipient =
        action.to === 'salesrep' || action.to === 'approver'
          ? `record.getValue({ fieldId: '${action.to === 'salesrep' ? 'salesrep' : 'nextapprover'}' })`
          : action.to === 'owner'
            ? 'runtime.getCurrentUser().id'
            : jsString(action.to);
      return [
        `const recipient = ${recipient};`,
        'if (!recipient) {',
        `  log.audit({ title: 'No recipient', details: \`Record \${record.id} has no one to email\` });`,
        '  return;',
        '}',
        'email.send({',
        '  author: runtime.getCurrentUser().id,',
        '  recipients: recipient,',
        `  subject: ${jsString(action.subject)},`,
        `  body: ${jsString(`${describe}: record `)} + record.id,`,
        '});',
      ];
    }
    case 'log':
      return [`log.audit({ title: ${jsString(describe)}, details: \`\${record.type} \${record.id}\` });`];
  }
}

const indent = (lines: readonly string[], depth: number) => lines.map((line) => `${'  '.repeat(depth)}${line}`);

function header(spec: ScriptSpec): string[] {
  return [
    '/**',
    ' * @NApiVersion 2.1',
    ` * @NScriptType ${spec.scriptType}`,
    ' * @NModuleScope SameAccount',
    ' *',
    ...spec.description.split('\n').map((line) => ` * ${line}`),
    ' */',
  ];
}

/** The entry points of each script type, each running the action on the record it has in hand. */
function entryPoints(spec: ScriptSpec): string[] {
  const act = actionLines(spec.action, spec.title);
  switch (spec.scriptType) {
    case 'UserEventScript': {
      // Setting a field must happen before the record is saved; anything else after.
      const hook = spec.action.kind === 'set' ? 'beforeSubmit' : 'afterSubmit';
      const eventCheck = spec.event
        ? [`if (context.type !== context.UserEventType.${spec.event.toUpperCase()}) return;`]
        : [];
      return [
        `const ${hook} = (context) => {`,
        ...indent(eventCheck, 1),
        '  const record = context.newRecord;',
        ...indent(act, 1),
        '};',
        '',
        `return { ${hook} };`,
      ];
    }
    case 'ClientScript':
      return [
        'const saveRecord = (context) => {',
        '  const record = context.currentRecord;',
        ...indent(act, 1),
        '  return true;',
        '};',
        '',
        'return { saveRecord };',
      ];
    case 'ScheduledScript':
      return [
        'const execute = () => {',
        "  const record = { type: 'scheduled', id: runtime.getCurrentScript().id };",
        ...indent(act, 1),
        '};',
        '',
        'return { execute };',
      ];
    case 'Suitelet':
      return [
        'const onRequest = (context) => {',
        "  const record = { type: 'suitelet', id: context.request.method };",
        ...indent(act, 1),
        `  context.response.write(${jsString(spec.title)});`,
        '};',
        '',
        'return { onRequest };',
      ];
    case 'Restlet':
      return [
        'const post = (body) => {',
        "  const record = { type: 'restlet', id: body && body.id };",
        ...indent(act, 1),
        '  return { ok: true };',
        '};',
        '',
        'return { post };',
      ];
  }
}

/** The SuiteScript 2.1 file of a script project. */
export function scriptSource(spec: ScriptSpec): string {
  const { paths, names } = modulesFor(spec.action);
  // Scheduled scripts read their own id from N/runtime even when the action does not need it.
  if (spec.scriptType === 'ScheduledScript' && !names.includes('runtime')) {
    paths.push('N/runtime');
    names.push('runtime');
  }
  return [
    ...header(spec),
    `define([${paths.map((path) => `'${path}'`).join(', ')}], (${names.join(', ')}) => {`,
    ...indent(entryPoints(spec), 1),
    '});',
    '',
  ].join('\n');
}
