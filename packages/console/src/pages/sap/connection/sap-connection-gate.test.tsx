import { ROLE_PERMISSIONS, type SapConnection } from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveAdmin } from '../../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, sentBody, session } from '../../../test-support/session-fixtures.ts';

const SIGNED_IN = {
  'GET /api/auth/me': () =>
    jsonResponse(200, session({ permissions: [...ROLE_PERMISSIONS.admin], platforms: ['netsuite', 'sap'] })),
};
const NOT_CONNECTED: SapConnection = {
  connected: false,
  serviceRoot: null,
  companyDb: null,
  userName: null,
  sandbox: false,
  connectedAt: null,
};
const CONNECTED: SapConnection = {
  connected: true,
  serviceRoot: 'http://localhost/sap-sandbox/b1s/v2/',
  companyDb: 'ERPA_DEMO',
  userName: 'manager',
  sandbox: true,
  connectedAt: '2026-11-25T10:00:00.000Z',
};
const DEMO = {
  serviceLayerUrl: 'http://localhost/sap-sandbox/b1s/v2/',
  companyDb: 'ERPA_DEMO',
  userName: 'manager',
  password: 'demo-password',
};

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an SAP screen before the user connects', () => {
  it('offers the connection form, refuses an address that is not one, and fills the demo company', async () => {
    const fetchMock = serveAdmin({
      ...SIGNED_IN,
      'GET /api/sap/connection': () => jsonResponse(200, NOT_CONNECTED),
      'GET /api/sap/demo-credentials': () => jsonResponse(200, DEMO),
    });
    renderRoutes('/sap/documents');
    const form = within(await screen.findByRole('form', { name: 'Connect to SAP Business One' }));
    await userEvent.type(form.getByLabelText('SERVICE.LAYER.URL'), 'sap.example.com');
    await userEvent.click(form.getByRole('button', { name: 'Connect to SAP Business One' }));
    expect(form.getByText('A Service Layer address looks like https://sap.example.com:50000/b1s/v2')).toBeDefined();
    expect(form.getByText('Enter the company database')).toBeDefined();
    expect(callsTo(fetchMock, 'POST /api/sap/connect')).toEqual([]);

    await userEvent.click(form.getByRole('button', { name: 'Use the SAP demo sandbox' }));
    expect((form.getByLabelText('COMPANY.DB') as HTMLInputElement).value).toBe('ERPA_DEMO');
    expect((form.getByLabelText('PASSWORD', { exact: true }) as HTMLInputElement).type).toBe('password');
  });

  it('says why Service Layer refused the login, keeping what was typed', async () => {
    serveAdmin({
      ...SIGNED_IN,
      'GET /api/sap/connection': () => jsonResponse(200, NOT_CONNECTED),
      'GET /api/sap/demo-credentials': () => jsonResponse(200, DEMO),
      'POST /api/sap/connect': () =>
        jsonResponse(422, {
          code: 'sap_connect_failed',
          message: 'Failed to connect to SAP Business One',
          reason: 'Fail to NONE-SSO login from SLD. (SAP -304)',
        }),
    });
    renderRoutes('/sap');
    const form = within(await screen.findByRole('form', { name: 'Connect to SAP Business One' }));
    await userEvent.click(form.getByRole('button', { name: 'Use the SAP demo sandbox' }));
    await userEvent.click(form.getByRole('button', { name: 'Connect to SAP Business One' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to connect to SAP Business One');
    expect(alert.textContent).toContain('Fail to NONE-SSO login from SLD. (SAP -304)');
    expect((form.getByLabelText('USER.NAME') as HTMLInputElement).value).toBe('manager');
  });

  it('connects, sending the form as typed, and shows the screen in its place', async () => {
    let connection = NOT_CONNECTED;
    const fetchMock = serveAdmin({
      ...SIGNED_IN,
      'GET /api/sap/connection': () => jsonResponse(200, connection),
      'GET /api/sap/demo-credentials': () => jsonResponse(200, DEMO),
      'POST /api/sap/connect': () => {
        connection = CONNECTED;
        return jsonResponse(200, CONNECTED);
      },
      'GET /api/sap/documents': () => jsonResponse(200, { documents: [], truncated: false }),
    });
    renderRoutes('/sap/documents');
    const form = within(await screen.findByRole('form', { name: 'Connect to SAP Business One' }));
    await userEvent.click(form.getByRole('button', { name: 'Use the SAP demo sandbox' }));
    await userEvent.click(form.getByRole('button', { name: 'Connect to SAP Business One' }));
    expect(await screen.findByText('This company has no sales, purchase or inventory documents yet.')).toBeDefined();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'POST /api/sap/connect')[0])).toEqual(DEMO);
  });

  it('says the sandbox is off when the server has none', async () => {
    serveAdmin({
      ...SIGNED_IN,
      'GET /api/sap/connection': () => jsonResponse(200, NOT_CONNECTED),
      'GET /api/sap/demo-credentials': () =>
        jsonResponse(404, {
          code: 'sandbox_disabled',
          message: 'The embedded SAP Business One sandbox is turned off on this server.',
        }),
    });
    renderRoutes('/sap/addons');
    expect(await screen.findByText(/turned off on this server\. Enter your own Service Layer/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Use the SAP demo sandbox' })).toBeNull();
  });
});
