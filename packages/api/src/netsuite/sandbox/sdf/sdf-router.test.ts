import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../agent/projects/sdf-project.ts';
import { SDF_EXTENSION_PATH, zipFiles } from '../../sdf/index.ts';
import { openTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await openTestSandbox();
});
afterAll(() => sandbox?.close());

const project = buildProject({
  kind: 'script',
  id: 'memo_invoice',
  title: 'Set memo on invoices',
  description: 'Sets the memo to Reviewed on new invoices.',
  scriptType: 'UserEventScript',
  recordType: 'INVOICE',
  event: 'create',
  action: { kind: 'set', fieldId: 'memo', value: 'Reviewed' },
});
const SCRIPT_FILE = 'src/FileCabinet/SuiteScripts/ue_memo_invoice.js';

function upload(mode: 'deploy' | 'validate', files: Record<string, string>) {
  return sandbox.request('POST', `${SDF_EXTENSION_PATH}/${mode}`, {
    body: zipFiles(files),
    headers: { 'Content-Type': 'application/zip' },
  });
}

async function suiteql(q: string): Promise<Record<string, unknown>[]> {
  const response = await sandbox.request('POST', '/services/rest/query/v1/suiteql', {
    body: { q },
    headers: { Prefer: 'transient' },
  });
  const body = (await response.json()) as { items: Record<string, unknown>[] };
  return body.items.map(({ links: _links, ...row }) => row);
}

interface Outcome {
  succeeded: boolean;
  log: string;
  changes: { action: string; kind: string; id: string }[];
  problems: { step: string; details: string[] }[];
}

describe('the SuiteCloud deploy extension', () => {
  it('validates a project against the account and says what a deploy would make, changing nothing', async () => {
    const response = await upload('validate', project.files);
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as Outcome;
    expect(outcome.succeeded).toBe(true);
    expect(outcome.changes).toEqual([
      {
        action: 'Create',
        kind: 'object',
        id: 'customscript_ue_memo_invoice',
        element: 'usereventscript',
        label: 'Set memo on invoices',
      },
      { action: 'Create', kind: 'file', id: '~/FileCabinet/SuiteScripts/ue_memo_invoice.js' },
    ]);
    expect(await suiteql("SELECT id FROM script WHERE scriptid = 'customscript_ue_memo_invoice'")).toEqual([]);
  });

  it('deploys it: SuiteQL sees the script, its deployment and its file at once, and the log says so', async () => {
    const response = await upload('deploy', project.files);
    const outcome = (await response.json()) as Outcome;
    expect(response.status, outcome.log).toBe(200);
    expect(outcome.log).toMatch(/^Deploying to 1234567_SB1 - Northwind Supply Inc\. - Administrator\./);
    expect(outcome.log).toContain('Validate Custom Objects against the Account -- Success');
    expect(outcome.log).toContain('Create object -- customscript_ue_memo_invoice (usereventscript)');
    expect(outcome.log).toMatch(/Installation COMPLETE \(0 minutes \d+ seconds?\)$/);
    const [script] = await suiteql(
      "SELECT s.name, s.scripttype, s.beforesubmitfunction, BUILTIN.DF(s.scriptfile) AS file, d.scriptid AS deployment, d.status, d.recordtype FROM script s JOIN scriptdeployment d ON d.script = s.id WHERE s.scriptid = 'customscript_ue_memo_invoice'",
    );
    expect(script).toEqual({
      name: 'Set memo on invoices',
      scripttype: 'USEREVENT',
      beforesubmitfunction: 'beforeSubmit',
      file: 'ue_memo_invoice.js',
      deployment: 'customdeploy_ue_memo_invoice',
      status: 'TESTING',
      recordtype: 'INVOICE',
    });
    const object = await sandbox.request('GET', `${SDF_EXTENSION_PATH}/objects/customscript_ue_memo_invoice`);
    expect(await object.json()).toMatchObject({ objectType: 'usereventscript', project: 'ue_memo_invoice' });

    const again = (await (await upload('deploy', project.files)).json()) as Outcome;
    expect(again.changes.map((change) => change.action)).toEqual(['Update', 'Update']);
    expect(await suiteql("SELECT COUNT(*) AS n FROM script WHERE scriptid = 'customscript_ue_memo_invoice'")).toEqual([
      { n: '1' },
    ]);
  });

  it("refuses a bad script with NetSuite's message, logs the refusal and changes nothing", async () => {
    const broken = { ...project.files, [SCRIPT_FILE]: `${project.files[SCRIPT_FILE]}\ndefine([], () => ({}));\n` };
    const renamed = Object.fromEntries(
      Object.entries(broken).map(([path, content]) => [path, content.replaceAll('ue_memo_invoice', 'ue_memo_broken')]),
    );
    const files = Object.fromEntries(
      Object.entries(renamed).map(([path, content]) => [path.replace('ue_memo_invoice', 'ue_memo_broken'), content]),
    );
    const response = await upload('deploy', files);
    expect(response.status).toBe(400);
    const envelope = (await response.json()) as { 'o:errorDetails': { detail: string; 'o:errorCode': string }[] };
    const [refusal] = envelope['o:errorDetails'];
    expect(refusal?.['o:errorCode']).toBe('DEPLOY_FAILED');
    const log = refusal?.detail ?? '';
    expect(log.split('\n')[0]).toBe('The deployment process has encountered an error.');
    expect(log).toContain('Validate files -- Failed');
    expect(log).toContain('Invalid define call, define should only be called one time per module.');
    expect(await suiteql("SELECT id FROM script WHERE scriptid = 'customscript_ue_memo_broken'")).toEqual([]);
    const logs = (await (await sandbox.request('GET', `${SDF_EXTENSION_PATH}/deployments?limit=1`)).json()) as {
      items: { project: string; succeeded: boolean }[];
    };
    expect(logs.items[0]).toMatchObject({ project: 'ue_memo_broken', succeeded: false });
  });

  it('refuses what is not a zip, and a field naming a list the account does not have', async () => {
    const notZip = await sandbox.request('POST', `${SDF_EXTENSION_PATH}/deploy`, {
      body: new TextEncoder().encode('hello'),
      headers: { 'Content-Type': 'application/zip' },
    });
    expect(notZip.status).toBe(400);
    const field = buildProject({
      kind: 'field',
      id: 'tier',
      label: 'Tier',
      recordType: 'CUSTOMER',
      fieldType: 'SELECT',
      options: ['A', 'B'],
    });
    const withoutList = Object.fromEntries(
      Object.entries(field.files).filter(([path]) => !path.includes('customlist_')),
    );
    const outcome = (await (await upload('validate', withoutList)).json()) as Outcome;
    expect(outcome.succeeded).toBe(false);
    expect(outcome.problems[0]?.step).toBe('Validate Custom Objects against the Account');
    expect(outcome.log).toContain(
      'The object reference [scriptid=customlist_tier] is missing in the project and also not included in the dependencies list.',
    );
  });
});
