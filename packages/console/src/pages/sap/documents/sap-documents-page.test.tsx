import { ROLE_PERMISSIONS, type SapConnection, type SapDocument } from '@erp-agent/core';
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

function document(overrides: Partial<SapDocument>): SapDocument {
  return {
    id: 'SO 1',
    entitySet: 'Orders',
    key: 1,
    group: 'sales',
    type: 'Sales Order',
    party: 'Contoso',
    amount: 100,
    currency: 'USD',
    status: 'open',
    date: '2026-11-20',
    dueDate: null,
    items: 1,
    owner: null,
    priority: null,
    closable: true,
    ...overrides,
  };
}

const DOCUMENTS = [
  document({}),
  document({ id: 'INV 2', entitySet: 'Invoices', key: 2, type: 'A/R Invoice', closable: false }),
];

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SAP.DOCUMENTS', () => {
  it('offers PROCESS on an open order only, asks first, and closes it through Service Layer', async () => {
    let documents = DOCUMENTS;
    const fetchMock = serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, session({ permissions: [...ROLE_PERMISSIONS.admin], platforms: ['sap'] })),
      'GET /api/sap/connection': () => jsonResponse(200, CONNECTED),
      'GET /api/sap/documents': () => jsonResponse(200, { documents, truncated: false }),
      'POST /api/sap/actions': () => {
        documents = documents.map((one) => (one.key === 1 ? { ...one, status: 'delivered', closable: false } : one));
        return jsonResponse(200, documents[0]);
      },
    });
    renderRoutes('/sap/documents');
    expect(await screen.findByText('2 of 2 documents')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'PROCESS INV 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'VIEW INV 2' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'EXPORT INV 2' })).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'PROCESS SO 1' }));
    const dialog = screen.getByRole('dialog', { name: 'PROCESS' });
    expect(within(dialog).getByText(/^Close SO 1 in SAP Business One\?/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'PROCESS' }));
    expect(await screen.findByText('delivered', { selector: '.status-dot' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'PROCESS SO 1' })).toBeNull();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'POST /api/sap/actions')[0])).toEqual({
      target: 'document',
      entitySet: 'Orders',
      key: 1,
      action: 'process',
    });
  });

  it('does not offer PROCESS to a role the API would refuse', async () => {
    serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, session({ permissions: [...ROLE_PERMISSIONS.analyst], platforms: ['sap'] })),
      'GET /api/sap/connection': () => jsonResponse(200, CONNECTED),
      'GET /api/sap/documents': () => jsonResponse(200, { documents: DOCUMENTS, truncated: false }),
    });
    renderRoutes('/sap/documents');
    expect(await screen.findByText('2 of 2 documents')).toBeDefined();
    expect(screen.getByRole('button', { name: 'EXPORT.ALL' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'VIEW SO 1' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^PROCESS/ })).toBeNull();
  });

  it('VIEW shows the document with its lines, read from the API', async () => {
    serveAdmin({
      'GET /api/auth/me': () =>
        jsonResponse(200, session({ permissions: [...ROLE_PERMISSIONS.analyst], platforms: ['sap'] })),
      'GET /api/sap/connection': () => jsonResponse(200, CONNECTED),
      'GET /api/sap/documents': () => jsonResponse(200, { documents: DOCUMENTS, truncated: false }),
      'GET /api/sap/documents/Orders/1': () =>
        jsonResponse(200, {
          document: DOCUMENTS[0],
          lines: [
            { item: 'A00001', description: 'Laser printer', warehouse: '01', quantity: 2, price: 50, total: 100 },
          ],
        }),
    });
    renderRoutes('/sap/documents');
    await userEvent.click(await screen.findByRole('button', { name: 'VIEW SO 1' }));
    const dialog = screen.getByRole('dialog', { name: 'SO 1' });
    const lines = await within(dialog).findByRole('table', { name: 'Lines of SO 1' });
    expect(within(lines).getByText('Laser printer')).toBeDefined();
    expect(within(lines).getAllByRole('row')).toHaveLength(2);
  });
});
