import type { ContactMessage } from '@erp-agent/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveAdmin } from '../../test-support/admin-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { deferred, jsonResponse, resetSession, sentBody } from '../../test-support/session-fixtures.ts';

function message(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'm-1',
    name: 'Dana Lee',
    email: 'dana@acme.example',
    company: 'Acme',
    phone: null,
    subject: 'Pricing for 40 users',
    message: 'We run NetSuite OneWorld.',
    erp: 'netsuite',
    subscribe: false,
    receivedAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
    archivedAt: null,
    ...overrides,
  };
}

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (subject: string) => within(screen.getByRole('row', { name: new RegExp(`^Select ${subject}`) }));

describe('InboxPage', () => {
  it('says it is loading, then that there are no messages', async () => {
    const answer = deferred<Response>();
    serveAdmin({ 'GET /api/contact': () => answer.promise });
    renderRoutes('/inbox');
    expect(await screen.findByText('LOADING...')).toBeDefined();
    answer.resolve(jsonResponse(200, { messages: [] }));
    expect(await screen.findByText(/No messages yet/)).toBeDefined();
  });

  it('says why the list could not be loaded', async () => {
    serveAdmin({ 'GET /api/contact': () => jsonResponse(500, { code: 'internal', message: 'Broken.' }) });
    renderRoutes('/inbox');
    expect((await screen.findByRole('alert')).textContent).toContain('Contact messages could not be loaded: Broken.');
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeDefined();
  });

  it('reads a message, which marks it read, and archives it, moving it to the ARCHIVED tab', async () => {
    const fetchMock = serveAdmin({
      'GET /api/contact': () =>
        jsonResponse(200, {
          messages: [message(), message({ id: 'm-2', subject: 'Old news', readAt: '2026-11-01T00:00:00.000Z' })],
        }),
      'PATCH /api/contact/m-1': (init) => {
        const change = JSON.parse(String(init?.body)) as { read?: boolean; archived?: boolean };
        return jsonResponse(
          200,
          message({
            readAt: '2026-11-21T00:00:00.000Z',
            archivedAt: change.archived ? '2026-11-21T00:00:01.000Z' : null,
          }),
        );
      },
    });
    const router = renderRoutes('/inbox');
    expect(await screen.findByText('2 of 2 messages')).toBeDefined();
    expect(screen.getByText('UNREAD').nextSibling?.textContent).toBe('1');

    await userEvent.click(rowOf('Pricing for 40 users').getByRole('button', { name: /^READ / }));
    const dialog = within(screen.getByRole('dialog', { name: 'Pricing for 40 users' }));
    expect(dialog.getByText('We run NetSuite OneWorld.')).toBeDefined();
    await waitFor(() => expect(screen.getByText('UNREAD').nextSibling?.textContent).toBe('0'));
    expect(sentBody(fetchMock, callsTo(fetchMock, 'PATCH /api/contact/m-1')[0])).toEqual({ read: true });

    await userEvent.click(dialog.getByRole('button', { name: 'ARCHIVE' }));
    expect(await screen.findByText('1 of 1 message')).toBeDefined();
    await userEvent.click(screen.getByRole('tab', { name: 'ARCHIVED' }));
    expect(router.state.location.search).toBe('?tab=archived');
    expect(rowOf('Pricing for 40 users').getByRole('button', { name: /^MOVE.TO.INBOX/ })).toBeDefined();
  });
});
