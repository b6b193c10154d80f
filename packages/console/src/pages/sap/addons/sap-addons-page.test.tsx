import { ROLE_PERMISSIONS, type SapAddOn, type SapConnection } from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveAdmin } from '../../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, sentBody, session } from '../../../test-support/session-fixtures.ts';

const CONNECTED: SapConnection = {
  connected: true,
  serviceRoot: 'http://localhost/sap-sandbox/b1s/v2/',
  companyDb: 'ERPA_DEMO',
  userName: 'manager',
  sandbox: true,
  connectedAt: '2026-11-25T10:00:00.000Z',
};

function addOn(overrides: Partial<SapAddOn>): SapAddOn {
  return {
    code: 'AO-1',
    kind: 'installed',
    name: 'Payroll',
    version: '2.1',
    vendor: 'Vendor',
    category: 'HR',
    status: 'active',
    description: 'Payroll runs',
    lastUpdate: null,
    size: '12 MB',
    license: 'Enterprise',
    features: [],
    dependencies: [],
    supportLevel: 'Premium',
    complexity: 'Medium',
    ...overrides,
  };
}

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SAP.ADD.ONS', () => {
  it('filters by category, counts the tiles from the records, and DISABLE asks Service Layer then reads again', async () => {
    let installed = [
      addOn({}),
      addOn({ code: 'AO-2', name: 'Banking', category: 'Finance', status: 'inactive' }),
      addOn({ code: 'AO-3', name: 'Freight', category: 'Logistics', status: 'error' }),
    ];
    const fetchMock = serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, session({ permissions: [...ROLE_PERMISSIONS.admin], platforms: ['sap'] })),
      'GET /api/sap/connection': () => jsonResponse(200, CONNECTED),
      'GET /api/sap/addons': () => jsonResponse(200, { installed }),
      'POST /api/sap/actions': () => {
        installed = installed.map((candidate) =>
          candidate.code === 'AO-1' ? { ...candidate, status: 'inactive' } : candidate,
        );
        return jsonResponse(200, installed[0]);
      },
    });
    renderRoutes('/sap/addons');
    expect(await screen.findByText('3 of 3 add-ons')).toBeDefined();
    const tile = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement);
    expect(tile('ACTIVE').getByText('1')).toBeDefined();
    expect(tile('NEEDS.ATTENTION').getByText('1')).toBeDefined();

    await userEvent.selectOptions(screen.getByLabelText('CATEGORY'), 'Finance');
    expect(screen.getByText('1 of 3 add-ons')).toBeDefined();
    expect(screen.getByRole('button', { name: 'ENABLE Banking' })).toBeDefined();
    await userEvent.selectOptions(screen.getByLabelText('CATEGORY'), 'all');

    await userEvent.click(screen.getByRole('button', { name: 'DISABLE Payroll' }));
    expect(await screen.findByRole('button', { name: 'ENABLE Payroll' })).toBeDefined();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'POST /api/sap/actions')[0])).toEqual({
      target: 'addon',
      code: 'AO-1',
      action: 'disable',
    });
    expect(tile('ACTIVE').getByText('0')).toBeDefined();
    expect(screen.getByText(/The SAP add-on marketplace is SAP's own service/)).toBeDefined();
  });

  it('offers an analyst no ENABLE or DISABLE, which the API would refuse', async () => {
    serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, session({ permissions: [...ROLE_PERMISSIONS.analyst], platforms: ['sap'] })),
      'GET /api/sap/connection': () => jsonResponse(200, CONNECTED),
      'GET /api/sap/addons': () =>
        jsonResponse(200, { installed: [addOn({}), addOn({ code: 'AO-2', name: 'Banking', status: 'inactive' })] }),
    });
    renderRoutes('/sap/addons');
    expect(await screen.findByText('2 of 2 add-ons')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^(ENABLE|DISABLE) / })).toBeNull();
  });
});
