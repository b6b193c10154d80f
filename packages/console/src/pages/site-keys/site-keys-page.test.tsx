import type { SiteKey } from '@erp-agent/core';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { deferred, jsonResponse, resetSession, sentBody } from '../../test-support/session-fixtures.ts';

function key(overrides: Partial<SiteKey> = {}): SiteKey {
  return {
    id: 'k-1',
    name: 'Partner portal',
    publicKey: 'pk_partner',
    allowedOrigins: ['https://portal.example.com'],
    createdAt: '2026-11-01T00:00:00.000Z',
    disabledAt: null,
    rotatedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^Select ${name}`) }));

describe('SiteKeysPage', () => {
  it('says it is loading, then that there are no keys', async () => {
    const answer = deferred<Response>();
    serveAdmin({ 'GET /api/site-keys': () => answer.promise });
    renderRoutes('/site-keys');
    expect(await screen.findByText('LOADING...')).toBeDefined();
    answer.resolve(jsonResponse(200, { siteKeys: [] }));
    expect(await screen.findByText(/No site keys yet/)).toBeDefined();
  });

  it('says why the list could not be loaded', async () => {
    serveAdmin({ 'GET /api/site-keys': () => jsonResponse(500, { code: 'internal', message: 'Broken.' }) });
    renderRoutes('/site-keys');
    expect((await screen.findByRole('alert')).textContent).toContain('Site keys could not be loaded: Broken.');
  });

  it('creates a key, refusing an origin with a path, and shows the secret once', async () => {
    const fetchMock = serveAdmin({
      'GET /api/site-keys': () => jsonResponse(200, { siteKeys: [] }),
      'POST /api/site-keys': () => jsonResponse(201, { ...key(), secret: 'the-secret-shown-once' }),
    });
    renderRoutes('/site-keys');
    await screen.findByText(/No site keys yet/);
    await userEvent.click(screen.getByRole('button', { name: 'CREATE.SITE.KEY' }));
    const form = within(screen.getByRole('dialog', { name: 'CREATE.SITE.KEY' }));
    await userEvent.type(form.getByLabelText('NAME'), 'Partner portal');
    await userEvent.type(form.getByLabelText('ALLOWED.ORIGINS'), 'https://portal.example.com/app');
    await userEvent.click(form.getByRole('button', { name: 'CREATE.SITE.KEY' }));
    expect(form.getByText(/https:\/\/portal.example.com\/app: must be an origin/)).toBeDefined();
    expect(callsTo(fetchMock, 'POST /api/site-keys')).toEqual([]);

    await userEvent.clear(form.getByLabelText('ALLOWED.ORIGINS'));
    await userEvent.type(form.getByLabelText('ALLOWED.ORIGINS'), 'https://portal.example.com');
    await userEvent.click(form.getByRole('button', { name: 'CREATE.SITE.KEY' }));
    expect(await screen.findByText('the-secret-shown-once')).toBeDefined();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'POST /api/site-keys')[0])).toEqual({
      name: 'Partner portal',
      allowedOrigins: ['https://portal.example.com'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'DONE' }));
    expect(rowOf('Partner portal').getByText('active')).toBeDefined();
    expect(screen.queryByText('the-secret-shown-once')).toBeNull();
  });

  it('disables and enables a key, and rotates its secret after asking', async () => {
    let current = key();
    const fetchMock = serveAdmin({
      'GET /api/site-keys': () => jsonResponse(200, { siteKeys: [current] }),
      'PATCH /api/site-keys/k-1': (init) => {
        const { enabled } = JSON.parse(String(init?.body)) as { enabled: boolean };
        current = key({ disabledAt: enabled ? null : '2026-11-21T00:00:00.000Z' });
        return jsonResponse(200, current);
      },
      'POST /api/site-keys/k-1/rotate': () =>
        jsonResponse(200, { ...current, rotatedAt: '2026-11-22T00:00:00.000Z', secret: 'a-brand-new-secret' }),
    });
    renderRoutes('/site-keys');
    await userEvent.click(await screen.findByRole('button', { name: 'DISABLE Partner portal' }));
    expect(await rowOf('Partner portal').findByText('disabled')).toBeDefined();
    await userEvent.click(rowOf('Partner portal').getByRole('button', { name: 'ENABLE Partner portal' }));
    expect(await rowOf('Partner portal').findByText('active')).toBeDefined();
    expect(callsTo(fetchMock, 'PATCH /api/site-keys/k-1').map((index) => sentBody(fetchMock, index))).toEqual([
      { enabled: false },
      { enabled: true },
    ]);

    await userEvent.click(rowOf('Partner portal').getByRole('button', { name: 'ROTATE.SECRET Partner portal' }));
    const confirm = within(screen.getByRole('dialog', { name: 'ROTATE.SECRET' }));
    expect(confirm.getByText(/refused from now on/)).toBeDefined();
    await userEvent.click(confirm.getByRole('button', { name: 'ROTATE.SECRET' }));
    expect(await screen.findByText('a-brand-new-secret')).toBeDefined();
  });
});
