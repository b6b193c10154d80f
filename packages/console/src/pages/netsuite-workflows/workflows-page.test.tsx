import {
  type AccountWorkflow,
  ROLE_PERMISSIONS,
  type SdfProjectDetail,
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
    expect(await screen.findByRole('region', { name: 'PROJECT: workflow_po_large_alert' })).toBeDefined();
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
