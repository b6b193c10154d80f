import {
  type AccountWorkflow,
  ROLE_PERMISSIONS,
  type SdfProjectDetail,
  type WorkflowDefinition,
  type WorkflowInstance,
  type WorkflowList,
  type WorkflowTemplateList,
} from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, sentBody, session } from '../../test-support/session-fixtures.ts';

const WORKFLOW: AccountWorkflow = {
  id: '3',
  scriptId: 'customworkflow_po_approval',
  name: 'PO approval',
  description: 'Routes purchase orders for approval.',
  category: 'Procurement',
  recordType: 'Purchase Order',
  status: 'active',
  releaseStatus: 'RELEASED',
  triggers: ['On Create', 'After Submit'],
  conditions: '{total} > 5000',
  actions: ['Send email to the next approver'],
  approvers: ['Finance Director'],
  owner: 'Dana Admin',
  executions30d: 12,
  completed30d: 10,
  failed30d: 1,
  avgProcessingMs: 3_600_000,
  successRate: 90.91,
  lastTriggered: null,
};
const WORKFLOWS: WorkflowList = { workflows: [WORKFLOW], definitionsAvailable: true };

const XML =
  '<workflow scriptid="customworkflow_po_large_alert">\n  <name>Large purchase order alert</name>\n</workflow>\n';
const TEMPLATES: WorkflowTemplateList = {
  templates: [
    {
      id: 'po_large_alert',
      name: 'Large purchase order alert',
      description: 'Emails the next approver when a purchase order over 10,000 is entered.',
      category: 'Finance',
      recordType: 'Purchase Order',
      estTime: '30 min',
      complexity: 'Medium',
      features: ['Starts on each new Purchase Order, once it is saved', 'Only when the total is over 10,000'],
      source: XML,
    },
  ],
};
const PROJECT: SdfProjectDetail = {
  name: 'workflow_po_large_alert',
  kind: 'workflow',
  files: { 'src/Objects/customworkflow_po_large_alert.xml': XML },
  updatedAt: new Date().toISOString(),
};

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NETSUITE.WORKFLOWS: TEMPLATES', () => {
  it('sits between INACTIVE and ALL.WORKFLOWS; PREVIEW shows FEATURES and the object, USE.TEMPLATE opens the project', async () => {
    const fetchMock = serveAdmin({
      'GET /api/netsuite/workflows': () => jsonResponse(200, WORKFLOWS),
      'GET /api/project-templates/workflows': () => jsonResponse(200, TEMPLATES),
      'POST /api/projects': () => jsonResponse(201, PROJECT),
      'GET /api/projects': () => jsonResponse(200, { projects: [] }),
      'GET /api/projects/workflow_po_large_alert': () => jsonResponse(200, PROJECT),
    });
    const router = renderRoutes('/netsuite/workflows');
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 10_000 });
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ACTIVE.WORKFLOWS', 'INACTIVE', 'TEMPLATES', 'ALL.WORKFLOWS']);
    await userEvent.click(screen.getByRole('tab', { name: 'TEMPLATES' }));
    expect(router.state.location.search).toBe('?tab=templates');
    const list = await screen.findByRole('region', { name: 'Workflow templates' });
    expect(await within(list).findByText('1 of 1 template')).toBeDefined();
    const card = list.querySelector('.resource-card') as HTMLElement;
    expect(within(card).getByText('Finance')).toBeDefined();
    expect(within(card).getByText('30 min')).toBeDefined();
    const features = within(card).getByText('FEATURES').nextElementSibling as HTMLElement;
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TEMPLATES.templates[0]?.features);
    // The workflows' tiles stay under the tab.
    expect(screen.getByText('TOTAL.WORKFLOWS').nextSibling?.textContent).toBe('1');

    await userEvent.click(within(list).getByRole('button', { name: 'PREVIEW Large purchase order alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Large purchase order alert' });
    expect(within(dialog).getByText('Only when the total is over 10,000')).toBeDefined();
    expect(dialog.querySelector('pre')?.textContent).toBe(XML);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(list).getByRole('button', { name: 'USE.TEMPLATE Large purchase order alert' }));
    // The review is another route's chunk, which a busy machine takes a while to load.
    expect(
      await screen.findByRole('region', { name: 'PROJECT: workflow_po_large_alert' }, { timeout: 10_000 }),
    ).toBeDefined();
    expect(router.state.location.pathname).toBe('/netsuite/scripts');
    expect(router.state.location.search).toBe('?view=projects&project=workflow_po_large_alert');
    const posted = fetchMock.mock.calls.findIndex(
      ([path, init]) => path === '/api/projects' && init?.method === 'POST',
    );
    expect(sentBody(fetchMock, posted)).toEqual({ from: 'template', templateId: 'po_large_alert' });
  });

  it('offers an analyst PREVIEW but not USE.TEMPLATE', async () => {
    serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, session({ role: 'analyst', permissions: [...ROLE_PERMISSIONS.analyst] })),
      'GET /api/netsuite/workflows': () => jsonResponse(200, WORKFLOWS),
      'GET /api/project-templates/workflows': () => jsonResponse(200, TEMPLATES),
    });
    renderRoutes('/netsuite/workflows?tab=templates');
    const list = await screen.findByRole('region', { name: 'Workflow templates' }, { timeout: 10_000 });
    expect(await within(list).findByRole('button', { name: 'PREVIEW Large purchase order alert' })).toBeDefined();
    expect(within(list).queryByRole('button', { name: /^USE\.TEMPLATE/ })).toBeNull();
  });
});

const DEFINITION: WorkflowDefinition = {
  scriptId: WORKFLOW.scriptId,
  name: WORKFLOW.name,
  description: WORKFLOW.description,
  recordTypes: ['Purchase Order'],
  releaseStatus: 'RELEASED',
  isInactive: false,
  triggers: WORKFLOW.triggers,
  condition: '{total} > 5000',
  logEnabled: true,
  keepHistory: 'ALWAYS',
  runAsAdmin: false,
  states: [
    {
      scriptId: 'workflowstate_pending',
      name: 'Pending approval',
      actions: [{ type: 'sendemailaction', summary: 'Send email to Finance Director', role: 'Finance Director' }],
    },
    { scriptId: 'workflowstate_approved', name: 'Approved', actions: [] },
  ],
  project: 'company_customizations',
  deployedAt: new Date(Date.now() - 3_600_000).toISOString(),
  xml: '<workflow scriptid="customworkflow_po_approval">\n  <releasestatus>RELEASED</releasestatus>\n</workflow>\n',
};

const instance = (id: string, status: string, minutesAgo: number, workflow = 'PO approval'): WorkflowInstance => ({
  id,
  workflowId: workflow === 'PO approval' ? '3' : '4',
  workflow,
  recordType: 'Purchase Order',
  recordId: `7${id}`,
  started: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  completed: status === 'In Progress' ? null : new Date(Date.now() - minutesAgo * 60_000 + 90_000).toISOString(),
  status,
  durationMs: status === 'In Progress' ? null : 90_000,
});

describe('NETSUITE.WORKFLOWS: VIEW and VIEW.LOGS', () => {
  it('VIEW shows the definition from the account: record type, triggers, release status, states and the XML', async () => {
    serveAdmin({
      'GET /api/netsuite/workflows': () => jsonResponse(200, WORKFLOWS),
      'GET /api/netsuite/workflows/customworkflow_po_approval': () => jsonResponse(200, DEFINITION),
    });
    renderRoutes('/netsuite/workflows');
    const list = await screen.findByRole('region', { name: 'Workflows' }, { timeout: 10_000 });
    await userEvent.click(await within(list).findByRole('button', { name: 'VIEW PO approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'PO approval' });
    expect(await within(dialog).findByText('On Create, After Submit')).toBeDefined();
    expect(within(dialog).getByText('RECORD.TYPE').nextSibling?.textContent).toBe('Purchase Order');
    expect(within(dialog).getByText('RELEASE.STATUS').nextSibling?.textContent).toBe('RELEASED');
    const states = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(states.map((state) => state.querySelector('strong')?.textContent)).toEqual(['Pending approval', 'Approved']);
    expect(within(dialog).getByText('Send email to Finance Director (Finance Director)')).toBeDefined();
    expect(dialog.querySelector('pre')?.textContent).toBe(DEFINITION.xml);
  });

  it('offers no VIEW, EDIT or CLONE where the account serves no definitions, and says why', async () => {
    serveAdmin({
      'GET /api/netsuite/workflows': () => jsonResponse(200, { ...WORKFLOWS, definitionsAvailable: false }),
    });
    renderRoutes('/netsuite/workflows');
    const list = await screen.findByRole('region', { name: 'Workflows' }, { timeout: 10_000 });
    expect(await within(list).findByText('1 of 1 workflow')).toBeDefined();
    expect(within(list).queryByRole('button', { name: /^(VIEW|EDIT|CLONE) PO approval$/ })).toBeNull();
    expect(screen.getByText(/so EDIT, CLONE, PAUSE and ACTIVATE are not offered here/)).toBeDefined();
  });

  it('VIEW.LOGS lists the instances newest first, filtered by status in the dialog only, and says when only the latest came', async () => {
    const instances = [
      instance('1', 'Complete', 300),
      instance('2', 'Failed', 100),
      instance('3', 'In Progress', 5, 'Vendor onboarding'),
    ];
    serveAdmin({
      'GET /api/netsuite/workflows': () => jsonResponse(200, WORKFLOWS),
      'GET /api/netsuite/workflow-instances': () => jsonResponse(200, { instances, total: 1200 }),
    });
    const router = renderRoutes('/netsuite/workflows');
    await userEvent.click(await screen.findByRole('button', { name: 'VIEW.LOGS' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'WORKFLOW.LOGS' });
    const logs = await within(dialog).findByRole('region', { name: 'Workflow instances' });
    expect(await within(logs).findByText('3 of 3 instances')).toBeDefined();
    expect(within(dialog).getByText('The latest 3 of 1,200 instances of the last 30 days.')).toBeDefined();
    const rows = within(logs).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Purchase Order #73',
      'Purchase Order #72',
      'Purchase Order #71',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Running')).toBeDefined();
    await userEvent.selectOptions(within(logs).getByLabelText('STATUS'), 'Failed');
    expect(within(logs).getByText('1 of 3 instances')).toBeDefined();
    expect(within(logs).getByText('FAILED').nextSibling?.textContent).toBe('1');
    expect(router.state.location.search).toBe('');
  });
});

const CLONE_PROJECT: SdfProjectDetail = {
  name: 'po_approval_copy',
  kind: 'workflow',
  files: { 'src/Objects/customworkflow_po_approval_copy.xml': XML },
  updatedAt: new Date().toISOString(),
};

describe('NETSUITE.WORKFLOWS: EDIT, CLONE and NEW.WORKFLOW', () => {
  it.each([
    ['CLONE', 'clone', CLONE_PROJECT],
    ['EDIT', 'edit', { ...CLONE_PROJECT, name: 'po_approval_edit' }],
  ] as const)('%s makes a SuiteCloud project of the workflow and opens its review', async (label, purpose, project) => {
    const fetchMock = serveAdmin({
      'GET /api/netsuite/workflows': () => jsonResponse(200, WORKFLOWS),
      'POST /api/projects': () => jsonResponse(201, project),
      'GET /api/projects': () => jsonResponse(200, { projects: [] }),
      [`GET /api/projects/${project.name}`]: () => jsonResponse(200, project),
    });
    const router = renderRoutes('/netsuite/workflows');
    const list = await screen.findByRole('region', { name: 'Workflows' }, { timeout: 10_000 });
    await userEvent.click(await within(list).findByRole('button', { name: `${label} PO approval` }));
    expect(await screen.findByRole('region', { name: `PROJECT: ${project.name}` }, { timeout: 10_000 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/netsuite/scripts');
    expect(router.state.location.search).toBe(`?view=projects&project=${project.name}`);
    const posted = fetchMock.mock.calls.findIndex(
      ([path, init]) => path === '/api/projects' && init?.method === 'POST',
    );
    expect(sentBody(fetchMock, posted)).toEqual({ from: 'workflow', scriptId: WORKFLOW.scriptId, purpose });
  });

  it('NEW.WORKFLOW opens the TEMPLATES tab', async () => {
    serveAdmin({
      'GET /api/netsuite/workflows': () => jsonResponse(200, WORKFLOWS),
      'GET /api/project-templates/workflows': () => jsonResponse(200, TEMPLATES),
    });
    const router = renderRoutes('/netsuite/workflows?category=Procurement');
    await userEvent.click(await screen.findByRole('link', { name: 'NEW.WORKFLOW' }, { timeout: 10_000 }));
    expect(router.state.location.search).toBe('?tab=templates');
    expect(screen.getByRole('tab', { name: 'TEMPLATES' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'USE.TEMPLATE Large purchase order alert' })).toBeDefined();
  });

  it('offers an analyst VIEW but no EDIT, CLONE, PAUSE or NEW.WORKFLOW', async () => {
    serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, session({ role: 'analyst', permissions: [...ROLE_PERMISSIONS.analyst] })),
      'GET /api/netsuite/workflows': () => jsonResponse(200, WORKFLOWS),
    });
    renderRoutes('/netsuite/workflows');
    const list = await screen.findByRole('region', { name: 'Workflows' }, { timeout: 10_000 });
    expect(await within(list).findByRole('button', { name: 'VIEW PO approval' })).toBeDefined();
    expect(within(list).queryByRole('button', { name: /^(EDIT|CLONE|PAUSE|ACTIVATE) / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'NEW.WORKFLOW' })).toBeNull();
    expect(screen.getByRole('button', { name: 'VIEW.LOGS' })).toBeDefined();
  });
});
