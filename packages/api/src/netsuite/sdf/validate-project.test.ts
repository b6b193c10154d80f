import { describe, expect, it } from 'vitest';
import { buildProject } from '../../agent/projects/sdf-project.ts';
import { projectFromFiles } from './project-archive.ts';
import { problemText } from './sdf-problem.ts';
import { validateProject } from './validate-project.ts';

const userEvent = buildProject({
  kind: 'script',
  id: 'memo_salesorder',
  title: 'Set memo on sales orders',
  description: 'Sets the memo to Reviewed.',
  scriptType: 'UserEventScript',
  recordType: 'SALESORDER',
  event: 'create',
  action: { kind: 'set', fieldId: 'memo', value: 'Reviewed' },
});
const scriptPath = 'src/FileCabinet/SuiteScripts/ue_memo_salesorder.js';
const objectPath = 'src/Objects/customscript_ue_memo_salesorder.xml';

function withFile(path: string, content: string) {
  return projectFromFiles({ ...userEvent.files, [path]: content });
}

function firstProblem(files: ReturnType<typeof projectFromFiles>) {
  const validation = validateProject(files);
  expect(validation.project).toBeUndefined();
  const [problem] = validation.problems;
  if (problem === undefined) throw new Error('expected a problem');
  return { validation, problem, text: problemText(problem) };
}

describe('validateProject', () => {
  it('passes every project the agent writes, reading its objects and entry points', () => {
    const validation = validateProject(projectFromFiles(userEvent.files));
    expect(validation.problems).toEqual([]);
    expect(validation.passed).toEqual([
      'Validate manifest',
      'Validate deploy file',
      'Validate objects',
      'Validate files',
    ]);
    const [script] = validation.project?.objects ?? [];
    expect(script).toMatchObject({
      kind: 'script',
      scriptId: 'customscript_ue_memo_salesorder',
      scriptFile: '/SuiteScripts/ue_memo_salesorder.js',
    });
    expect(validation.project?.scriptFiles.get('customscript_ue_memo_salesorder')).toMatchObject({
      apiVersion: '2.1',
      scriptType: 'UserEventScript',
      entryPoints: { beforeSubmit: 'beforeSubmit' },
    });
  });

  it('refuses a second define with the lines NetSuite names', () => {
    const source = `${userEvent.files[scriptPath]}\ndefine([], () => ({}));\n`;
    const { problem, text } = firstProblem(withFile(scriptPath, source));
    expect(problem.step).toBe('Validate files');
    expect(text).toContain('An error occurred during custom object validation. (customscript_ue_memo_salesorder)');
    expect(text).toContain('Details: Failed to validate script file: ue_memo_salesorder.js');
    const lines = source.split('\n');
    const first = lines.findIndex((line) => line.startsWith('define([')) + 1;
    const second = lines.lastIndexOf('define([], () => ({}));') + 1;
    expect(text).toContain(
      `MULTIPLE_DEFINE_CALLS: Invalid define call, define should only be called one time per module. Define calls found at the following line numbers: ${first}, ${second}`,
    );
    expect(text).toContain('File: ~/FileCabinet/SuiteScripts/ue_memo_salesorder.js');
  });

  it('refuses a file without @NApiVersion, a wrong @NScriptType and one with no entry point', () => {
    const noVersion = String(userEvent.files[scriptPath]).replace(' * @NApiVersion 2.1\n', '');
    expect(firstProblem(withFile(scriptPath, noVersion)).text).toContain(
      'INVALID_API_VERSION: Invalid JSDoc tag value; valid values are: @NApiVersion [2.X, 2.x, 2.0 2.1]',
    );
    const client = String(userEvent.files[scriptPath]).replace(
      '@NScriptType UserEventScript',
      '@NScriptType ClientScript',
    );
    expect(firstProblem(withFile(scriptPath, client)).text).toContain('@NScriptType [UserEventScript]');
    const empty = String(userEvent.files[scriptPath]).replace('return { beforeSubmit };', 'return {};');
    expect(firstProblem(withFile(scriptPath, empty)).text).toContain(
      'SuiteScript 2.0 entry point scripts must implement one script type function.',
    );
    expect(firstProblem(withFile(scriptPath, 'define([], () => { return { beforeSubmit: ')).text).toContain(
      'SYNTAX_ERROR: Syntax error:',
    );
  });

  it('refuses objects as NetSuite does: a bad id, a missing field, a deployment without its record type', () => {
    const xml = String(userEvent.files[objectPath]);
    const badId = firstProblem(withFile(objectPath, xml.replace('scriptid="customscript_ue', 'scriptid="myscript_ue')));
    expect(badId.problem.step).toBe('Validate objects');
    expect(badId.text).toContain('The object script ID must not be empty and must start with customscript.');

    const noName = firstProblem(withFile(objectPath, xml.replace(/ {2}<name>.*<\/name>\n/, '')));
    expect(noName.text).toContain('Details: The object field name is missing.');
    expect(noName.text).toContain('File: ~/Objects/customscript_ue_memo_salesorder.xml');

    const noRecord = firstProblem(withFile(objectPath, xml.replace(/ +<recordtype>SALESORDER<\/recordtype>\n/, '')));
    expect(noRecord.text).toContain('The recordtype field is missing for the (scriptdeployment) subrecord.');

    const broken = firstProblem(withFile(objectPath, xml.replace('</name>', '')));
    expect(broken.text).toContain('The XML is not well-formed');
  });

  it('needs the manifest to require SERVERSIDESCRIPTING for a server script', () => {
    const manifest = String(userEvent.files['src/manifest.xml']).replace(
      '<feature required="true">SERVERSIDESCRIPTING</feature>',
      '',
    );
    const { problem, text } = firstProblem(withFile('src/manifest.xml', manifest));
    expect(problem.step).toBe('Validate manifest');
    expect(text).toContain(
      'When the SuiteCloud project contains a usereventscript, the manifest must define the SERVERSIDESCRIPTING feature as required.',
    );
  });

  it('deploys only what deploy.xml names', () => {
    const deploy = '<deploy>\n  <files>\n    <path>~/FileCabinet/*</path>\n  </files>\n</deploy>\n';
    const validation = validateProject(withFile('src/deploy.xml', deploy));
    expect(validation.project?.objects).toEqual([]);
    expect(validation.project?.files.map((file) => file.cabinetPath)).toEqual(['/SuiteScripts/ue_memo_salesorder.js']);
  });
});
