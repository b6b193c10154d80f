import {
  DEPLOYABLE_RECORD_TYPES,
  type ErrorEnvelope,
  type ScriptLibraryList,
  type ScriptList,
  type ScriptTemplateList,
  type SdfDeployPreview,
  type SdfDeployResult,
  type SdfProjectDetail,
  type WorkflowList,
  type WorkflowTemplateList,
} from '@erp-agent/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdfProjects } from '../../db/schema.ts';
import { type AgentSession, agentSession } from '../../test/agent-session.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/** CLONE, USE.TEMPLATE and Deploy from the console: projects like the agent's, deployed the same way. */
let server: TestServer;
let session: AgentSession;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  session = await agentSession(server);
}, 120_000);
afterAll(() => server?.close());

const post = <T>(path: string, body?: unknown) =>
  session.client.request<T>('POST', path, body === undefined ? {} : { body });

describe('USE.TEMPLATE', () => {
  it('lists the templates with their script, and makes a project of one without replacing an earlier one', async () => {
    const listed = await session.client.request<ScriptTemplateList>('GET', '/api/project-templates');
    expect(listed.status).toBe(200);
    const template = listed.body.templates.find((one) => one.id === 'so_source_memo');
    expect(template).toMatchObject({ type: 'UserEvent', recordType: 'Sales Order', complexity: 'Low' });
    expect(template?.source).toContain('@NScriptType UserEventScript');

    const first = await post<SdfProjectDetail>('/api/projects', { from: 'template', templateId: 'so_source_memo' });
    expect(first.status).toBe(201);
    expect(first.body.name).toBe('ue_so_source_memo');
    expect(first.body.files['src/FileCabinet/SuiteScripts/ue_so_source_memo.js']).toBe(template?.source);
    const second = await post<SdfProjectDetail>('/api/projects', { from: 'template', templateId: 'so_source_memo' });
    expect(second.body.name).toBe('ue_so_source_memo_2');
    expect(Object.keys(second.body.files)).toContain('src/Objects/customscript_ue_so_source_memo_2.xml');

    const unknown = await post<ErrorEnvelope>('/api/projects', { from: 'template', templateId: 'no_such_one' });
    expect(unknown.status).toBe(404);
  });
});

describe('USE.TEMPLATE of a workflow', () => {
  it('lists the workflow templates with their object, makes a project of one and deploys it as a workflow in TESTING', async () => {
    const listed = await session.client.request<WorkflowTemplateList>('GET', '/api/project-templates/workflows');
    expect(listed.status).toBe(200);
    expect(new Set(listed.body.templates.map((one) => one.category))).toEqual(
      new Set(['General', 'Finance', 'Operations', 'Data Quality']),
    );
    const template = listed.body.templates.find((one) => one.id === 'po_large_alert');
    expect(template).toMatchObject({ recordType: 'Purchase Order', complexity: 'Medium', estTime: '30 min' });
    expect(template?.features).toContain('Only when the total is over 10,000');
    expect(template?.source).toContain('<workflow scriptid="customworkflow_po_large_alert">');

    const made = await post<SdfProjectDetail>('/api/projects', { from: 'template', templateId: 'po_large_alert' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'workflow_po_large_alert', kind: 'workflow' });
    expect(made.body.files['src/Objects/customworkflow_po_large_alert.xml']).toBe(template?.source);
    const second = await post<SdfProjectDetail>('/api/projects', { from: 'template', templateId: 'po_large_alert' });
    expect(second.body.name).toBe('workflow_po_large_alert_2');
    expect(Object.keys(second.body.files)).toContain('src/Objects/customworkflow_po_large_alert_2.xml');

    const preview = await post<SdfDeployPreview>('/api/projects/workflow_po_large_alert/deploy/preview');
    expect(preview.body.changes).toContainEqual(
      expect.objectContaining({ action: 'Create', kind: 'object', id: 'customworkflow_po_large_alert' }),
    );
    expect((await post<SdfDeployResult>('/api/projects/workflow_po_large_alert/deploy')).status).toBe(200);
    const workflows = (await session.client.request<WorkflowList>('GET', '/api/netsuite/workflows')).body.workflows;
    expect(workflows.find((workflow) => workflow.scriptId === 'customworkflow_po_large_alert')).toMatchObject({
      name: 'Large purchase order alert',
      recordType: 'Purchase Order',
      category: 'Procurement',
      status: 'testing',
      releaseStatus: 'TESTING',
      conditions: '{total} > 10000',
      actions: ['Send email to the next approver'],
    });
  });
});

describe('CLONE', () => {
  it("copies an account's script under its own script id, previews and deploys it beside the original", async () => {
    const before = (await session.client.request<ScriptList>('GET', '/api/netsuite/scripts')).body.scripts;
    const original = before.find((script) => script.type === 'UserEvent' && script.fileId !== null);
    if (!original) throw new Error('the sandbox has no user event script to clone');
    const file = await session.client.request<{ contents: string }>(
      'GET',
      `/api/netsuite/scripts/files/${original.fileId}`,
    );

    const cloned = await post<SdfProjectDetail>('/api/projects', { from: 'script', scriptId: original.id });
    expect(cloned.status).toBe(201);
    const base = original.scriptId.replace(/^customscript_/, '');
    expect(cloned.body.name).toBe(`${base}_copy`);
    expect(cloned.body.files[`src/FileCabinet/SuiteScripts/${base}_copy.js`]).toBe(file.body.contents);
    const objectXml = cloned.body.files[`src/Objects/customscript_${base}_copy.xml`];
    expect(objectXml).toContain(`<name>${original.name} (copy)</name>`);
    expect(objectXml).toContain('<status>TESTING</status>');

    const preview = await post<SdfDeployPreview>(`/api/projects/${cloned.body.name}/deploy/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.sandbox).toBe(true);
    expect(preview.body.changes).toContainEqual(
      expect.objectContaining({ action: 'Create', kind: 'object', id: `customscript_${base}_copy` }),
    );
    // A preview changes nothing.
    expect(await session.suiteql(`SELECT id FROM script WHERE scriptid = 'customscript_${base}_copy'`)).toEqual([]);

    const deployed = await post<SdfDeployResult>(`/api/projects/${cloned.body.name}/deploy`);
    expect(deployed.status).toBe(200);
    expect(deployed.body.via).toBe('sandbox');
    expect(deployed.body.log).toContain('Installation COMPLETE');
    const after = (await session.client.request<ScriptList>('GET', '/api/netsuite/scripts')).body.scripts;
    const copy = after.find((script) => script.scriptId === `customscript_${base}_copy`);
    expect(copy).toMatchObject({ name: `${original.name} (copy)`, type: 'UserEvent' });
    expect(after.find((script) => script.id === original.id)?.deployments).toEqual(original.deployments);

    const again = await post<SdfDeployPreview>(`/api/projects/${cloned.body.name}/deploy/preview`);
    expect(again.body.changes).toContainEqual(
      expect.objectContaining({ action: 'Update', kind: 'object', id: `customscript_${base}_copy` }),
    );
  });

  it('answers 404 for a script the account does not have', async () => {
    const missing = await post<ErrorEnvelope>('/api/projects', { from: 'script', scriptId: '999999' });
    expect(missing.status).toBe(404);
  });
});

describe('DEPLOY a script of the account', () => {
  it('adds one deployment in TESTING on another record type, leaving the others as they were', async () => {
    const before = (await session.client.request<ScriptList>('GET', '/api/netsuite/scripts')).body.scripts;
    const script = before.find((one) => one.type === 'UserEvent' && one.fileId !== null && one.deployments.length > 0);
    if (!script) throw new Error('the sandbox has no deployed user event script');
    const deployedOn = new Set(script.deployments.map((deployment) => deployment.recordType));
    const recordType = Object.entries(DEPLOYABLE_RECORD_TYPES).find(([, name]) => !deployedOn.has(name))?.[0];
    const taken = Object.entries(DEPLOYABLE_RECORD_TYPES).find(([, name]) => deployedOn.has(name))?.[0];

    const refused = await post<ErrorEnvelope>('/api/projects', {
      from: 'deployment',
      scriptId: script.id,
      recordType: taken,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('deployment_refused');
    const without = await post<ErrorEnvelope>('/api/projects', { from: 'deployment', scriptId: script.id });
    expect(without.body.code).toBe('deployment_refused');

    const made = await post<SdfProjectDetail>('/api/projects', { from: 'deployment', scriptId: script.id, recordType });
    expect(made.status).toBe(201);
    const base = script.scriptId.replace(/^customscript_/, '');
    expect(made.body.name).toBe(`${base}_deploy`);
    const objectXml = made.body.files[`src/Objects/${script.scriptId}.xml`] ?? '';
    expect(objectXml).toContain(`<recordtype>${recordType}</recordtype>`);
    expect(Object.keys(made.body.files).some((path) => path.includes('FileCabinet'))).toBe(false);

    const preview = await post<SdfDeployPreview>(`/api/projects/${made.body.name}/deploy/preview`);
    expect(preview.body.changes).toEqual([
      expect.objectContaining({ action: 'Update', kind: 'object', id: script.scriptId }),
    ]);
    expect((await post<SdfDeployResult>(`/api/projects/${made.body.name}/deploy`)).status).toBe(200);
    const after = (await session.client.request<ScriptList>('GET', '/api/netsuite/scripts')).body.scripts;
    const updated = after.find((one) => one.id === script.id);
    expect(updated?.deployments).toHaveLength(script.deployments.length + 1);
    expect(updated?.deployments.slice(0, script.deployments.length)).toEqual(script.deployments);
    expect(updated?.deployments.at(-1)).toMatchObject({
      status: 'TESTING',
      isDeployed: true,
      recordType: DEPLOYABLE_RECORD_TYPES[recordType ?? ''],
    });
    expect(updated).toMatchObject({ name: script.name, description: script.description, fileId: script.fileId });
  });

  it('answers 404 for a script the account does not have', async () => {
    const missing = await post<ErrorEnvelope>('/api/projects', { from: 'deployment', scriptId: '999999' });
    expect(missing.status).toBe(404);
  });
});

describe('EDIT a library module', () => {
  it('makes a project of its file where it is, which deploys as an update of that file', async () => {
    const libraries = (await session.client.request<ScriptLibraryList>('GET', '/api/netsuite/scripts/libraries')).body
      .libraries;
    const library = libraries[0];
    if (!library) throw new Error('the sandbox has no library module');
    const file = await session.client.request<{ contents: string }>('GET', `/api/netsuite/scripts/files/${library.id}`);
    const made = await post<SdfProjectDetail>('/api/projects', { from: 'library', fileId: library.id });
    expect(made.status).toBe(201);
    expect(made.body.name).toBe(`${library.name.replace(/\.js$/, '').toLowerCase()}_edit`);
    const [path, contents] = Object.entries(made.body.files).find(([one]) => one.startsWith('src/FileCabinet/')) ?? [];
    expect(path).toMatch(new RegExp(`^src/FileCabinet/.+/${library.name}$`));
    expect(contents).toBe(file.body.contents);
    const preview = await post<SdfDeployPreview>(`/api/projects/${made.body.name}/deploy/preview`);
    expect(preview.body.changes).toEqual([
      { action: 'Update', kind: 'file', id: `~/${(path ?? '').slice('src/'.length)}` },
    ]);
    expect((await post<ErrorEnvelope>('/api/projects', { from: 'library', fileId: '999999' })).status).toBe(404);
  });
});

const listWorkflows = async () =>
  (await session.client.request<WorkflowList>('GET', '/api/netsuite/workflows')).body.workflows;

describe('CLONE of a workflow', () => {
  it('copies a workflow of the account under a script id of its own, in TESTING, and deploys it beside the original', async () => {
    const before = await listWorkflows();
    const original = before.find((workflow) => workflow.status === 'active' && workflow.actions.length > 1);
    if (!original) throw new Error('the sandbox has no released workflow with actions');
    const base = original.scriptId.replace(/^customworkflow_/, '');

    const cloned = await post<SdfProjectDetail>('/api/projects', {
      from: 'workflow',
      scriptId: original.scriptId,
      purpose: 'clone',
    });
    expect(cloned.status).toBe(201);
    expect(cloned.body.kind).toBe('workflow');
    // `<its id>_copy`, the id cut short where the copy's script id would pass NetSuite's 40 characters.
    const name = cloned.body.name;
    expect(name).toMatch(/_copy$/);
    expect(base.startsWith(name.slice(0, -'_copy'.length))).toBe(true);
    const copyId = `customworkflow_${name}`;
    expect(copyId.length).toBeLessThanOrEqual(40);
    expect(cloned.body.files[`src/Objects/${copyId}.xml`]).toContain(`<workflow scriptid="${copyId}">`);

    const preview = await post<SdfDeployPreview>(`/api/projects/${name}/deploy/preview`);
    expect(preview.body.changes).toEqual([
      expect.objectContaining({ action: 'Create', kind: 'object', id: copyId, label: `${original.name} (copy)` }),
    ]);
    expect((await post<SdfDeployResult>(`/api/projects/${name}/deploy`)).status).toBe(200);
    const after = await listWorkflows();
    expect(after.find((workflow) => workflow.scriptId === copyId)).toMatchObject({
      name: `${original.name} (copy)`,
      status: 'testing',
      releaseStatus: 'TESTING',
      recordType: original.recordType,
      triggers: original.triggers,
      conditions: original.conditions,
      actions: original.actions,
      approvers: original.approvers,
    });
    expect(after.find((workflow) => workflow.id === original.id)).toMatchObject({
      name: original.name,
      releaseStatus: 'RELEASED',
    });

    // The account now has the copy's script id, so a second copy takes the next one.
    const again = await post<SdfProjectDetail>('/api/projects', {
      from: 'workflow',
      scriptId: original.scriptId,
      purpose: 'clone',
    });
    expect(again.body.name).toBe(`${name}_2`);
  });

  it('answers 404 for a workflow the account does not have, and 400 for what is no workflow script id', async () => {
    const missing = await post<ErrorEnvelope>('/api/projects', {
      from: 'workflow',
      scriptId: 'customworkflow_no_such_one',
      purpose: 'clone',
    });
    expect(missing.status).toBe(404);
    const bad = await post<ErrorEnvelope>('/api/projects', {
      from: 'workflow',
      scriptId: 'customscript_x',
      purpose: 'edit',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses CLONE and EDIT to a role that may not change the account', async () => {
    const { client } = await server.userWithRole('analyst', { platforms: ['netsuite'] });
    const [workflow] = await listWorkflows();
    for (const purpose of ['clone', 'edit']) {
      const refused = await client.request<ErrorEnvelope>('POST', '/api/projects', {
        body: { from: 'workflow', scriptId: workflow?.scriptId, purpose },
      });
      expect(refused.status).toBe(403);
    }
  });
});

describe('EDIT of a workflow', () => {
  it("makes a project of the workflow as it is, whose deploy updates the account's workflow", async () => {
    const before = await listWorkflows();
    const original = before.find((workflow) => workflow.status === 'active');
    if (!original) throw new Error('the sandbox has no released workflow');
    const definition = await session.client.request<{ xml: string }>(
      'GET',
      `/api/netsuite/workflows/${original.scriptId}`,
    );
    const made = await post<SdfProjectDetail>('/api/projects', {
      from: 'workflow',
      scriptId: original.scriptId,
      purpose: 'edit',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: `${original.scriptId.replace(/^customworkflow_/, '')}_edit`,
      kind: 'workflow',
    });
    const path = `src/Objects/${original.scriptId}.xml`;
    expect(made.body.files[path]).toBe(definition.body.xml);
    const preview = await post<SdfDeployPreview>(`/api/projects/${made.body.name}/deploy/preview`);
    expect(preview.body.changes).toEqual([
      expect.objectContaining({ action: 'Update', kind: 'object', id: original.scriptId }),
    ]);

    // Changed as the SuiteCloud CLI would leave it, then deployed: the same workflow, described anew.
    const user = (await session.client.request<{ user: { id: string } }>('GET', '/api/auth/me')).body.user;
    const description = 'Reviewed by the controller, edited through its project.';
    await server.database.db
      .update(sdfProjects)
      .set({
        files: {
          ...made.body.files,
          [path]: definition.body.xml.replace(
            /<description>[^<]*<\/description>/,
            `<description>${description}</description>`,
          ),
        },
      })
      .where(and(eq(sdfProjects.userId, user.id), eq(sdfProjects.name, made.body.name)));
    expect((await post<SdfDeployResult>(`/api/projects/${made.body.name}/deploy`)).status).toBe(200);
    const after = await listWorkflows();
    expect(after).toHaveLength(before.length);
    expect(after.find((workflow) => workflow.id === original.id)).toMatchObject({
      scriptId: original.scriptId,
      name: original.name,
      description,
      releaseStatus: original.releaseStatus,
      actions: original.actions,
    });
  });
});

describe('Deploy', () => {
  it("refuses a project with a bad script with NetSuite's message, and deploys nothing", async () => {
    const user = (await session.client.request<{ user: { id: string } }>('GET', '/api/auth/me')).body.user;
    await server.database.db.insert(sdfProjects).values({
      userId: user.id,
      name: 'ue_broken',
      kind: 'script',
      files: {
        'src/manifest.xml':
          '<manifest projecttype="ACCOUNTCUSTOMIZATION">\n  <projectname>ue_broken</projectname>\n  <frameworkversion>1.0</frameworkversion>\n</manifest>\n',
        'src/deploy.xml': '<deploy>\n  <objects>\n    <path>~/Objects/*</path>\n  </objects>\n</deploy>\n',
        'src/FileCabinet/SuiteScripts/ue_broken.js':
          '/**\n * @NApiVersion 2.1\n * @NScriptType UserEventScript\n */\nconst x = 1;\n',
        'src/Objects/customscript_ue_broken.xml': [
          '<usereventscript scriptid="customscript_ue_broken">',
          '  <name>Broken</name>',
          '  <scriptfile>[/SuiteScripts/ue_broken.js]</scriptfile>',
          '</usereventscript>',
          '',
        ].join('\n'),
      },
    });
    for (const path of ['/api/projects/ue_broken/deploy/preview', '/api/projects/ue_broken/deploy']) {
      const refused = await post<ErrorEnvelope>(path);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('invalid_project');
      expect(refused.body.message).toMatch(/^NetSuite would refuse project ue_broken:\n/);
    }
    expect(await session.suiteql("SELECT id FROM script WHERE scriptid = 'customscript_ue_broken'")).toEqual([]);
  });

  it('says the caller is not connected rather than deploying nowhere', async () => {
    const { client } = await server.userWithRole('admin', { platforms: ['netsuite'] });
    const made = await client.request<SdfProjectDetail>('POST', '/api/projects', {
      body: { from: 'template', templateId: 'nightly_heartbeat' },
    });
    expect(made.status).toBe(201);
    const refused = await client.request<ErrorEnvelope>('POST', `/api/projects/${made.body.name}/deploy`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('netsuite_not_connected');
  });
});
