import type { DynamicsConnection, DynamicsEntity } from '@erp-agent/core';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, sentBody, session } from '../test-support/session-fixtures.ts';
import { DYNAMICS_PATH } from './dynamics-client.ts';

const CONNECTION = `GET ${DYNAMICS_PATH}/connection`;
const CONNECT = `POST ${DYNAMICS_PATH}/connect`;
const DEMO = `GET ${DYNAMICS_PATH}/demo-credentials`;
const ENTITIES = `GET ${DYNAMICS_PATH}/entities`;

/** The screen is a lazy chunk behind the session check: on a loaded machine it takes a while. */
const LOADED = { timeout: 5000 };

const DEMO_CREDENTIALS = {
  tenantId: '6f1c3a52-0f0e-4a53-9d2b-1c7b2f6b9a10',
  clientId: '2b7c9e41-5d8a-4f6e-b3c1-9a0d8e7f6c5b',
  clientSecret: 'sandbox-secret',
  environmentUrl: 'https://contoso-sandbox.crm.dynamics.com',
};

const disconnected: DynamicsConnection = {
  connected: false,
  tenantId: null,
  clientId: null,
  environmentUrl: null,
  authMethod: null,
  sandbox: false,
  connectedAt: null,
};

const connected: DynamicsConnection = {
  connected: true,
  tenantId: DEMO_CREDENTIALS.tenantId,
  clientId: DEMO_CREDENTIALS.clientId,
  environmentUrl: DEMO_CREDENTIALS.environmentUrl,
  authMethod: 'secret',
  sandbox: true,
  connectedAt: '2026-11-25T12:00:00.000Z',
};

const account: DynamicsEntity = {
  id: 'a1',
  name: 'account',
  displayName: 'Account',
  description: 'Business that represents a customer.',
  category: 'Sales',
  custom: false,
  status: 'active',
  records: 120,
  relationships: 9,
  customFields: 1,
  workflows: 3,
  primaryField: 'name',
  lastModified: null,
  owner: null,
};

function calls(fetchMock: ReturnType<typeof routeFetch>, key: string) {
  return fetchMock.mock.calls
    .map(([input, init], index) => ({ key: `${init?.method ?? 'GET'} ${String(input)}`, index }))
    .filter((call) => call.key === key);
}

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Dynamics 365 connect panel', () => {
  it('checks the form before sending, and shows what Entra ID answered', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, session({ platforms: ['dynamics'] })),
      [CONNECTION]: () => jsonResponse(200, disconnected),
      [CONNECT]: () =>
        jsonResponse(422, {
          code: 'dynamics_connect_failed',
          message: 'Failed to connect to Dynamics 365',
          reason: 'AADSTS7000215: Invalid client secret provided.',
        }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes('/dynamics/entities');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ENVIRONMENT.URL', {}, LOADED), 'http://contoso.crm.dynamics.com');
    await user.type(screen.getByLabelText('TENANT.ID'), DEMO_CREDENTIALS.tenantId);
    await user.type(screen.getByLabelText('CLIENT.ID'), 'not-a-guid');
    await user.type(screen.getByLabelText('CLIENT.SECRET'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(screen.getByText(/An environment URL is https:\/\//)).toBeDefined();
    expect(screen.getByText(/A client id is the GUID/)).toBeDefined();
    expect(calls(fetchMock, CONNECT)).toHaveLength(0);

    await user.clear(screen.getByLabelText('ENVIRONMENT.URL'));
    await user.type(screen.getByLabelText('ENVIRONMENT.URL'), 'https://contoso.crm.dynamics.com');
    await user.clear(screen.getByLabelText('CLIENT.ID'));
    await user.type(screen.getByLabelText('CLIENT.ID'), DEMO_CREDENTIALS.clientId);
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(await screen.findByText('AADSTS7000215: Invalid client secret provided.')).toBeDefined();
    expect(screen.getByText('Failed to connect to Dynamics 365')).toBeDefined();
  });

  it('connects the sandbox with one click, then shows the screen', async () => {
    let current = disconnected;
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, session({ platforms: ['dynamics'] })),
      [CONNECTION]: () => jsonResponse(200, current),
      [DEMO]: () => jsonResponse(200, DEMO_CREDENTIALS),
      [CONNECT]: () => {
        current = connected;
        return jsonResponse(200, connected);
      },
      [ENTITIES]: () => jsonResponse(200, { items: [account] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes('/dynamics/entities');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'CONNECT.DEMO.SANDBOX' }, LOADED));
    expect(await screen.findByText('1 of 1 entity')).toBeDefined();
    expect(screen.getByText(/the embedded Dataverse sandbox/)).toBeDefined();
    const [connect] = calls(fetchMock, CONNECT);
    expect(sentBody(fetchMock, connect?.index ?? -1)).toEqual({ ...DEMO_CREDENTIALS, authMethod: 'secret' });
  });

  it('connects with a certificate and its private key instead of a secret, sending only those', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, session({ platforms: ['dynamics'] })),
      [CONNECTION]: () => jsonResponse(200, disconnected),
      [CONNECT]: () =>
        jsonResponse(422, {
          code: 'dynamics_connect_failed',
          message: 'Failed to connect to Dynamics 365',
          reason: 'AADSTS700027: The certificate with identifier used to sign the client assertion is not registered.',
        }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes('/dynamics/entities');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('ENVIRONMENT.URL', {}, LOADED));
    await user.paste(DEMO_CREDENTIALS.environmentUrl);
    await user.click(screen.getByLabelText('TENANT.ID'));
    await user.paste(DEMO_CREDENTIALS.tenantId);
    await user.click(screen.getByLabelText('CLIENT.ID'));
    await user.paste(DEMO_CREDENTIALS.clientId);
    await user.type(screen.getByLabelText('CLIENT.SECRET'), 'secret');
    await user.click(screen.getByRole('radio', { name: /CERTIFICATE/ }));
    expect(screen.queryByLabelText('CLIENT.SECRET')).toBeNull();

    await user.type(screen.getByLabelText('CERTIFICATE'), 'no PEM');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(screen.getByText(/Paste the certificate in PEM form/)).toBeDefined();
    expect(screen.getByText(/Enter the private key|Paste the private key in PEM form/)).toBeDefined();
    expect(calls(fetchMock, CONNECT)).toHaveLength(0);

    // PEM is pasted, as people do, rather than typed.
    await user.clear(screen.getByLabelText('CERTIFICATE'));
    await user.click(screen.getByLabelText('CERTIFICATE'));
    await user.paste('-----BEGIN CERTIFICATE-----MIIB-----END CERTIFICATE-----');
    await user.click(screen.getByLabelText('PRIVATE.KEY'));
    await user.paste('-----BEGIN PRIVATE KEY-----MIIE-----END PRIVATE KEY-----');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(await screen.findByText(/AADSTS700027/)).toBeDefined();
    const [connect] = calls(fetchMock, CONNECT);
    expect(sentBody(fetchMock, connect?.index ?? -1)).toEqual({
      environmentUrl: DEMO_CREDENTIALS.environmentUrl,
      tenantId: DEMO_CREDENTIALS.tenantId,
      clientId: DEMO_CREDENTIALS.clientId,
      authMethod: 'certificate',
      certificate: '-----BEGIN CERTIFICATE-----MIIB-----END CERTIFICATE-----',
      privateKey: '-----BEGIN PRIVATE KEY-----MIIE-----END PRIVATE KEY-----',
    });
  });
});
