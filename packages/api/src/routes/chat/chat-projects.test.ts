import type { ChatReply, SdfProjectDetail, SdfProjectList } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdfProjects } from '../../db/schema.ts';
import { unzipFiles } from '../../netsuite/sdf/index.ts';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/** SuiteCloud projects through the JSON endpoint: words, preview, confirmation, project summary. */
let server: TestServer;
let agent: AgentSession;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  agent = await agentSession(server);
});
afterAll(() => server.close());

async function confirmed(prompt: string): Promise<{ proposed: ChatReply; done: ChatReply }> {
  agent.reset();
  const proposed = await agent.ask(prompt);
  expect(proposed.confirmation?.tool).toBe('sdf_createProject');
  return { proposed, done: await agent.ask('yes') };
}

describe('SuiteCloud projects', () => {
  it('writes a user event script from a sentence and answers with the project summary', async () => {
    const { proposed, done } = await confirmed(
      'write a user event script that sets the memo to Checked by ops on new sales orders',
    );
    expect(proposed.confirmation?.title).toBe('Create SuiteScript project ue_memo_salesorder');
    const files = proposed.confirmation?.preview.fields?.map((field) => field.name);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/manifest.xml',
        'src/deploy.xml',
        'src/FileCabinet/SuiteScripts/ue_memo_salesorder.js',
        'src/Objects/customscript_ue_memo_salesorder.xml',
      ]),
    );

    expect(done.result).toMatchObject({
      success: true,
      project_name: 'ue_memo_salesorder',
      project_path: 'projects/ue_memo_salesorder',
      manifest_path: 'src/manifest.xml',
    });
    expect(done.result?.message).toMatch(/^Done\. Created SuiteCloud project/);
    expect(done.result?.created_files).toContain('src/FileCabinet/SuiteScripts/ue_memo_salesorder.js');
    expect(done.script_preview).toContain('@NScriptType UserEventScript');
    expect(done.script_preview).toContain('if (context.type !== context.UserEventType.CREATE) return;');
    expect(done.script_preview).toContain('record.setValue({ fieldId: "memo", value: "Checked by ops" });');
  });

  it('serves the written project to its owner only', async () => {
    const listed = await agent.client.request<SdfProjectList>('GET', '/api/projects');
    expect(listed.body.projects.map((project) => project.name)).toContain('ue_memo_salesorder');
    const project = await agent.client.request<SdfProjectDetail>('GET', '/api/projects/ue_memo_salesorder');
    expect(project.body.files['src/FileCabinet/SuiteScripts/ue_memo_salesorder.js']).toContain('@NApiVersion 2.1');
    const { client } = await server.userWithRole('admin');
    expect((await client.request('GET', '/api/projects/ue_memo_salesorder')).status).toBe(404);
    const zip = await server.app.request('/api/projects/ue_memo_salesorder/zip', {
      headers: { cookie: agent.client.cookie ?? '' },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('Content-Type')).toBe('application/zip');
    expect(Object.keys(unzipFiles(new Uint8Array(await zip.arrayBuffer())))).toContain(
      'ue_memo_salesorder/src/FileCabinet/SuiteScripts/ue_memo_salesorder.js',
    );
    const { client: analyst } = await server.userWithRole('analyst');
    expect((await analyst.request('GET', '/api/projects')).status).toBe(403);
  });

  it('asks before overwriting a project of the same name', async () => {
    agent.reset();
    const again = await agent.ask('write a user event script that sets the memo to Checked by ops on new sales orders');
    expect(again.confirmation?.title).toBe('Overwrite SuiteScript project ue_memo_salesorder');
    expect(again.message).toMatch(/Do you want to overwrite the existing project\?/);
    const cancelled = await agent.ask('no');
    expect(cancelled.message).toMatch(/^Cancelled/);
  });

  it('writes a custom list field with its values, and a workflow with its threshold', async () => {
    const field = await confirmed(
      'create a custom field called loyalty tier on customers (list: bronze, silver, gold)',
    );
    expect(field.done.result?.created_files).toEqual(
      expect.arrayContaining(['src/Objects/custentity_loyalty_tier.xml', 'src/Objects/customlist_loyalty_tier.xml']),
    );
    const preview = field.proposed.confirmation?.preview.fields ?? [];
    const list = preview.find((file) => file.name === 'src/Objects/customlist_loyalty_tier.xml');
    expect(String(list?.value)).toContain('<value>Silver</value>');

    const workflow = await confirmed(
      'create a workflow that emails the approver when a purchase order over 10k is created',
    );
    const xml = String(
      workflow.proposed.confirmation?.preview.fields?.find((file) => file.name.includes('customworkflow_'))?.value,
    );
    expect(xml).toContain('<recordtypes>PURCHASEORDER</recordtypes>');
    expect(xml).toContain('{total} > 10000');
    expect(xml).toContain('STDBODYNEXTAPPROVER');
  });

  it('asks what is missing instead of guessing, and the answer completes the request', async () => {
    agent.reset();
    const asked = await agent.ask('write a user event script that sets the memo on sales orders');
    expect(asked.confirmation).toBeUndefined();
    expect(asked.question?.text).toBe('What should the memo be set to?');
    const proposed = await agent.ask('Approved');
    const script = proposed.confirmation?.preview.fields?.find((file) => file.name.startsWith('src/FileCabinet/'));
    expect(String(script?.value)).toContain('record.setValue({ fieldId: "memo", value: "Approved" });');
    expect(String(script?.value)).not.toContain('context.UserEventType');
    await agent.ask('cancel');
  });

  it('runs on the event the words name, whatever verb asked for the script', async () => {
    agent.reset();
    const proposed = await agent.ask('create a user event script which emails the sales rep when an invoice is edited');
    const script = proposed.confirmation?.preview.fields?.find((file) => file.name.startsWith('src/FileCabinet/'));
    expect(String(script?.value)).toContain('context.UserEventType.EDIT');
    expect(String(script?.value)).toContain("record.getValue({ fieldId: 'salesrep' })");
    await agent.ask('cancel');
  });

  it('deploys a project to the sandbox after a preview of what it creates, and SuiteQL then sees it', async () => {
    agent.reset();
    const proposed = await agent.ask('deploy ue_memo_salesorder');
    expect(proposed.confirmation?.tool).toBe('sdf_deployProject');
    expect(proposed.confirmation?.title).toBe('Deploy ue_memo_salesorder to 1234567-sb1');
    expect(proposed.confirmation?.preview.fields).toEqual([
      {
        name: 'customscript_ue_memo_salesorder',
        label: 'Create object',
        value: 'Sets the memo to checked by ops on new sales orders (usereventscript)',
      },
      {
        name: '~/FileCabinet/SuiteScripts/ue_memo_salesorder.js',
        label: 'Create file',
        value: '~/FileCabinet/SuiteScripts/ue_memo_salesorder.js',
      },
    ]);
    expect(await agent.suiteql("SELECT id FROM script WHERE scriptid = 'customscript_ue_memo_salesorder'")).toEqual([]);
    const done = await agent.ask('yes');
    expect(done.error).toBeUndefined();
    expect(done.message).toMatch(
      /^Success\. Deployed successfully\. Project \*\*ue_memo_salesorder\*\* is in account 1234567-sb1/,
    );
    const scripts = await agent.suiteql<{ scripttype: string }>(
      "SELECT scripttype FROM script WHERE scriptid = 'customscript_ue_memo_salesorder'",
    );
    expect(scripts).toEqual([{ scripttype: 'USEREVENT' }]);
  });

  it("refuses to deploy a project with a bad script, in NetSuite's words, and deploys nothing", async () => {
    const me = await agent.client.request<{ user: { id: string } }>('GET', '/api/auth/me');
    const project = await agent.client.request<SdfProjectDetail>('GET', '/api/projects/ue_memo_salesorder');
    const files = Object.fromEntries(
      Object.entries(project.body.files).map(([path, content]) => [
        path.replace('ue_memo_salesorder', 'ue_memo_twice'),
        content.replaceAll('ue_memo_salesorder', 'ue_memo_twice'),
      ]),
    );
    const script = 'src/FileCabinet/SuiteScripts/ue_memo_twice.js';
    files[script] = `${files[script]}\ndefine([], () => ({}));\n`;
    await server.database.db
      .insert(sdfProjects)
      .values({ userId: me.body.user.id, name: 'ue_memo_twice', kind: 'script', files, updatedAt: new Date() });
    agent.reset();
    const refused = await agent.ask('deploy ue_memo_twice');
    expect(refused.confirmation).toBeUndefined();
    expect(refused.error).toBe('invalid_project');
    expect(refused.result?.message).toContain(
      'An error occurred during custom object validation. (customscript_ue_memo_twice)',
    );
    expect(refused.result?.message).toContain(
      'MULTIPLE_DEFINE_CALLS: Invalid define call, define should only be called one time per module.',
    );
    expect(await agent.suiteql("SELECT id FROM script WHERE scriptid = 'customscript_ue_memo_twice'")).toEqual([]);
  });

  it('refuses an operator, whose role may not write scripts', async () => {
    const { client } = await server.userWithRole('operator');
    const operator = await agentSession(server, client);
    const reply = await operator.ask('write a user event script that sets the memo to X on new sales orders');
    expect(reply.confirmation).toBeUndefined();
    expect(reply.error).toBe('forbidden');
    expect((await operator.ask('deploy it')).error).toBe('forbidden');
  });
});
