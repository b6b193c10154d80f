import { type DynamicsConnection, type DynamicsProcess, ROLE_PERMISSIONS } from '@erp-agent/core';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, session } from '../../test-support/session-fixtures.ts';

const CONNECTED: DynamicsConnection = {
  connected: true,
  tenantId: 'contoso.onmicrosoft.com',
  clientId: '00000000-0000-0000-0000-000000000001',
  environmentUrl: 'https://contoso.crm.dynamics.com',
  authMethod: 'secret',
  sandbox: true,
  connectedAt: '2026-11-25T10:00:00.000Z',
};

const ID = '11111111-1111-1111-1111-111111111111';

function classic(status: DynamicsProcess['status']): DynamicsProcess {
  return {
    id: ID,
    name: 'Notify owner',
    description: null,
    kind: 'classic',
    category: 'Sales',
    status,
    entity: 'Account',
    owner: null,
    lastModified: null,
    stages: [],
    activeRecords: null,
    completionRate: null,
    averageDurationDays: null,
    trigger: 'Record created',
    runs30d: 3,
    successRate: null,
    lastRun: null,
    actions: null,
  };
}

function serve(role: 'admin' | 'analyst') {
  let process = classic('active');
  return serveAdmin({
    'GET /api/auth/me': () =>
      jsonResponse(200, session({ permissions: [...ROLE_PERMISSIONS[role]], platforms: ['dynamics'] })),
    'GET /api/dynamics/connection': () => jsonResponse(200, CONNECTED),
    'GET /api/dynamics/processes': () => jsonResponse(200, { items: [process] }),
    [`POST /api/dynamics/processes/${ID}/deactivate`]: () => {
      process = classic('inactive');
      return jsonResponse(200, process);
    },
  });
}

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DYNAMICS.WORKFLOWS', () => {
  it('lets an admin DEACTIVATE a classic workflow through the API', async () => {
    const fetchMock = serve('admin');
    renderRoutes('/dynamics/workflows?tab=classic');
    await userEvent.click(await screen.findByRole('button', { name: 'DEACTIVATE Notify owner' }));
    expect(await screen.findByRole('button', { name: 'ACTIVATE Notify owner' })).toBeDefined();
    expect(callsTo(fetchMock, `POST /api/dynamics/processes/${ID}/deactivate`)).toHaveLength(1);
  });

  it('offers an analyst no state action, which the API would refuse', async () => {
    serve('analyst');
    renderRoutes('/dynamics/workflows?tab=classic');
    expect(await screen.findByText('1 of 1 workflow')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^(DEACTIVATE|ACTIVATE) / })).toBeNull();
  });
});
