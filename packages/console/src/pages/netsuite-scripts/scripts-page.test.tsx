import {
  type AccountScript,
  ROLE_PERMISSIONS,
  type ScriptLibraryList,
  type ScriptList,
  type ScriptTemplateList,
  type SdfDeployPreview,
  type SdfDeployResult,
  type SdfProjectDetail,
} from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, sentBody, session } from '../../test-support/session-fixtures.ts';

const SCRIPT: AccountScript = {
  id: '12',
  scriptId: 'customscript_ue_so_approval',
  name: 'SO approval',
  description: 'Routes big orders for approval.',
  type: 'UserEvent',
  apiVersion: '2.1',
  status: 'active',
  recordType: 'Sales Order',
  author: 'Dana Admin',
  deployments: [],
  executions24h: 40,
  errors24h: 0,
  errorRate: 0,
  avgRuntimeMs: 120,
  lastExecution: null,
  lastModified: null,
  fileId: '301',
};
const LIBRARY: AccountScript = { ...SCRIPT, id: '13', scriptId: 'customscript_lib', name: 'Lib', fileId: null };
const SCRIPTS: ScriptList = { scripts: [SCRIPT, LIBRARY], executions24h: 40, errorRate24h: 0 };

const SOURCE = '/**\n * @NApiVersion 2.1\n * @NScriptType UserEventScript\n */\ndefine([], () => ({}));\n';
const TEMPLATES: ScriptTemplateList = {
  templates: [
    {
      id: 'so_source_memo',
      name: 'Sales order source memo',
      description: 'Marks every new sales order.',
      type: 'UserEvent',
      recordType: 'Sales Order',
      estTime: '15 min',
      complexity: 'Low',
      source: SOURCE,
    },
  ],
};

const project = (name: string): SdfProjectDetail => ({
  name,
  kind: 'script',
  files: { [`src/FileCabinet/SuiteScripts/${name}.js`]: SOURCE },
  updatedAt: new Date().toISOString(),
});

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NETSUITE.SCRIPTS: CLONE and TEMPLATES', () => {
  it("CLONE makes a project of the script and lands on its review; a script without a file can't be cloned", async () => {
    const fetchMock = serveAdmin({
      'GET /api/netsuite/scripts': () => jsonResponse(200, SCRIPTS),
      'POST /api/projects': () => jsonResponse(201, project('ue_so_approval_copy')),
      'GET /api/projects': () => jsonResponse(200, { projects: [] }),
      'GET /api/projects/ue_so_approval_copy': () => jsonResponse(200, project('ue_so_approval_copy')),
    });
    const router = renderRoutes('/netsuite/scripts');
    const list = await screen.findByRole('region', { name: 'Deployed scripts' }, { timeout: 10_000 });
    expect(within(list).queryByRole('button', { name: 'CLONE Lib' })).toBeNull();
    await userEvent.click(await within(list).findByRole('button', { name: 'CLONE SO approval' }));
    expect(await screen.findByRole('region', { name: 'PROJECT: ue_so_approval_copy' })).toBeDefined();
    expect(router.state.location.search).toBe('?view=projects&project=ue_so_approval_copy');
    const posted = fetchMock.mock.calls.findIndex(
      ([path, init]) => path === '/api/projects' && init?.method === 'POST',
    );
    expect(sentBody(fetchMock, posted)).toEqual({ from: 'script', scriptId: '12' });
  });

  it('says why CLONE failed, in the API’s words, and stays on the list', async () => {
    serveAdmin({
      'GET /api/netsuite/scripts': () => jsonResponse(200, SCRIPTS),
      'POST /api/projects': () =>
        jsonResponse(422, { code: 'clone_refused', message: 'SO approval is deployed to no record type.' }),
    });
    const router = renderRoutes('/netsuite/scripts');
    const list = await screen.findByRole('region', { name: 'Deployed scripts' }, { timeout: 10_000 });
    await userEvent.click(await within(list).findByRole('button', { name: 'CLONE SO approval' }));
    expect((await screen.findByText(/SO approval is deployed to no record type\./)).textContent).toContain(
      'SO approval is deployed to no record type.',
    );
    expect(router.state.location.search).toBe('');
  });

  it('TEMPLATES: PREVIEW shows the script, USE.TEMPLATE makes the project and opens its review', async () => {
    const fetchMock = serveAdmin({
      'GET /api/netsuite/scripts': () => jsonResponse(200, SCRIPTS),
      'GET /api/project-templates': () => jsonResponse(200, TEMPLATES),
      'POST /api/projects': () => jsonResponse(201, project('ue_so_source_memo')),
      'GET /api/projects': () => jsonResponse(200, { projects: [] }),
      'GET /api/projects/ue_so_source_memo': () => jsonResponse(200, project('ue_so_source_memo')),
    });
    const router = renderRoutes('/netsuite/scripts?view=templates');
    const list = await screen.findByRole('region', { name: 'Script templates' }, { timeout: 10_000 });
    expect(await within(list).findByText('1 of 1 template')).toBeDefined();
    expect(within(list).getByText('15 min')).toBeDefined();

    await userEvent.click(within(list).getByRole('button', { name: 'PREVIEW Sales order source memo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales order source memo' });
    expect(dialog.querySelector('pre')?.textContent).toBe(SOURCE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(list).getByRole('button', { name: 'USE.TEMPLATE Sales order source memo' }));
    expect(await screen.findByRole('region', { name: 'PROJECT: ue_so_source_memo' })).toBeDefined();
    expect(router.state.location.search).toBe('?view=projects&project=ue_so_source_memo');
    const posted = fetchMock.mock.calls.findIndex(
      ([path, init]) => path === '/api/projects' && init?.method === 'POST',
    );
    expect(sentBody(fetchMock, posted)).toEqual({ from: 'template', templateId: 'so_source_memo' });
  });
});

const DEPLOYED: AccountScript = {
  ...SCRIPT,
  deployments: [
    {
      id: '40',
      scriptId: 'customdeploy_ue_so_approval',
      title: 'SO approval',
      status: 'RELEASED',
      isDeployed: true,
      logLevel: 'AUDIT',
      recordType: 'Sales Order',
      audience: 'All Roles',
      executionContexts: [],
    },
  ],
};
const DEPLOY_PROJECT: SdfProjectDetail = {
  name: 'ue_so_approval_deploy',
  kind: 'script',
  files: { 'src/Objects/customscript_ue_so_approval.xml': '<usereventscript scriptid="customscript_ue_so_approval"/>' },
  updatedAt: new Date().toISOString(),
};
const UPDATE = {
  action: 'Update',
  kind: 'object',
  id: 'customscript_ue_so_approval',
  element: 'usereventscript',
} as const;
const LIBRARIES: ScriptLibraryList = {
  libraries: [
    {
      id: '77',
      name: 'nw_lib_email.js',
      description: 'Email helpers.',
      functions: ['send'],
      usedBy: 2,
      lastUpdated: null,
    },
  ],
};

describe('NETSUITE.SCRIPTS: DEPLOY and the library’s EDIT', () => {
  it('DEPLOY adds a deployment on a record type the script does not run on, previewed and confirmed', async () => {
    const preview: SdfDeployPreview = {
      projectName: DEPLOY_PROJECT.name,
      accountId: 'TSTDRV1',
      sandbox: true,
      changes: [UPDATE],
    };
    const result: SdfDeployResult = { ...preview, via: 'sandbox', log: 'Installation COMPLETE', changes: [UPDATE] };
    const fetchMock = serveAdmin({
      'GET /api/netsuite/scripts': () => jsonResponse(200, { ...SCRIPTS, scripts: [DEPLOYED] }),
      'POST /api/projects': () => jsonResponse(201, DEPLOY_PROJECT),
      'GET /api/projects': () => jsonResponse(200, { projects: [] }),
      'GET /api/projects/ue_so_approval_deploy': () => jsonResponse(200, DEPLOY_PROJECT),
      'POST /api/projects/ue_so_approval_deploy/deploy/preview': () => jsonResponse(200, preview),
      'POST /api/projects/ue_so_approval_deploy/deploy': () => jsonResponse(200, result),
    });
    renderRoutes('/netsuite/scripts');
    const list = await screen.findByRole('region', { name: 'Deployed scripts' }, { timeout: 10_000 });
    await userEvent.click(await within(list).findByRole('button', { name: 'DEPLOY SO approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'DEPLOY SO approval' });
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).not.toContain('Sales Order');
    expect(options).toContain('Invoice');
    await userEvent.selectOptions(within(dialog).getByLabelText('RECORD.TYPE'), 'INVOICE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'PREVIEW' }));
    expect(await within(dialog).findByText('Update usereventscript customscript_ue_so_approval')).toBeDefined();
    const posted = fetchMock.mock.calls.findIndex(
      ([path, init]) => path === '/api/projects' && init?.method === 'POST',
    );
    expect(sentBody(fetchMock, posted)).toEqual({ from: 'deployment', scriptId: '12', recordType: 'INVOICE' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'DEPLOY' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('Success. Deployed successfully.');
  });

  it('EDIT on a library makes a project of its file and opens its review', async () => {
    const project: SdfProjectDetail = {
      name: 'nw_lib_email_edit',
      kind: 'script',
      files: { 'src/FileCabinet/SuiteScripts/nw_lib_email.js': SOURCE },
      updatedAt: new Date().toISOString(),
    };
    const fetchMock = serveAdmin({
      'GET /api/netsuite/scripts/libraries': () => jsonResponse(200, LIBRARIES),
      'POST /api/projects': () => jsonResponse(201, project),
      'GET /api/projects': () => jsonResponse(200, { projects: [] }),
      'GET /api/projects/nw_lib_email_edit': () => jsonResponse(200, project),
    });
    const router = renderRoutes('/netsuite/scripts?view=library');
    const list = await screen.findByRole('region', { name: 'Script library' }, { timeout: 10_000 });
    await userEvent.click(await within(list).findByRole('button', { name: 'EDIT nw_lib_email.js' }));
    expect(await screen.findByRole('region', { name: 'PROJECT: nw_lib_email_edit' })).toBeDefined();
    expect(router.state.location.search).toBe('?view=projects&project=nw_lib_email_edit');
    const posted = fetchMock.mock.calls.findIndex(
      ([path, init]) => path === '/api/projects' && init?.method === 'POST',
    );
    expect(sentBody(fetchMock, posted)).toEqual({ from: 'library', fileId: '77' });
  });

  it('offers an analyst neither DEPLOY nor the library’s EDIT', async () => {
    serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, session({ role: 'analyst', permissions: [...ROLE_PERMISSIONS.analyst] })),
      'GET /api/netsuite/scripts': () => jsonResponse(200, { ...SCRIPTS, scripts: [DEPLOYED] }),
      'GET /api/netsuite/scripts/libraries': () => jsonResponse(200, LIBRARIES),
    });
    renderRoutes('/netsuite/scripts');
    const list = await screen.findByRole('region', { name: 'Deployed scripts' }, { timeout: 10_000 });
    expect(await within(list).findByRole('button', { name: 'VIEW SO approval' })).toBeDefined();
    expect(within(list).queryByRole('button', { name: 'DEPLOY SO approval' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'SCRIPT.LIBRARY' }));
    const library = await screen.findByRole('region', { name: 'Script library' });
    expect(await within(library).findByRole('button', { name: 'VIEW.CODE nw_lib_email.js' })).toBeDefined();
    expect(within(library).queryByRole('button', { name: 'EDIT nw_lib_email.js' })).toBeNull();
  });
});
