import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESS_GROUPS, PROCESSES } from '../../chat/prompts.ts';
import { NETSUITE_PATHS } from '../../netsuite/netsuite-client.ts';
import { replyStream } from '../../test-support/chat-fixtures.ts';
import { connectedTo } from '../../test-support/netsuite-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import {
  jsonResponse,
  resetSession,
  routeFetch,
  sentBody,
  session,
  shellHandlers,
} from '../../test-support/session-fixtures.ts';
import { endSession } from './guided-session.ts';

function openGuided(entry = '/chat') {
  const fetchMock = routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, session({ permissions: ['erp:query'] })),
    [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, connectedTo()),
    'GET /api/conversations': () => jsonResponse(200, { conversations: [] }),
    'POST /api/chat': () => replyStream({ response: 'There are 12 open purchase orders.' }, 'conv-p2p'),
    ...shellHandlers(),
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, router: renderRoutes(entry) };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(() => {
  resetSession();
  endSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GuidedPage', () => {
  it('offers the eight processes in their four groups', async () => {
    openGuided();
    expect(await screen.findByRole('heading', { name: 'GUIDED.ASSISTANT' })).toBeDefined();
    for (const group of PROCESS_GROUPS) {
      const section = screen.getByRole('region', { name: group.title });
      expect(
        within(section)
          .getAllByRole('button')
          .map((button) => within(button).getByText(/./, { selector: '.card-title' }).textContent),
      ).toEqual(group.processes.map((process) => process.title));
    }
    expect(PROCESSES.map((process) => process.id)).toEqual([
      'p2p',
      'o2c',
      'create-record',
      'delete-record',
      'customer-update',
      'vendor-update',
      'get-report',
      'create-field',
    ]);
  });

  it('greets for the picked process, sends its example with the process, and goes back with Change Process', async () => {
    const { fetchMock, router } = openGuided();
    await userEvent.click(await screen.findByRole('button', { name: /Procure to Pay/ }));

    expect(router.state.location.search).toBe('?process=p2p');
    expect(screen.getByText('Procure to Pay', { selector: 'strong' })).toBeDefined();
    expect(within(log()).getByText(/Procure to Pay: I can list and create purchase orders/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'List open purchase orders' }));

    expect(await within(log()).findByText('There are 12 open purchase orders.')).toBeDefined();
    const chatCall = fetchMock.mock.calls.findIndex(([input]) => String(input) === '/api/chat');
    expect(sentBody(fetchMock, chatCall)).toEqual({ prompt: 'List open purchase orders', process: 'p2p' });
    expect(router.state.location.search).toBe('?process=p2p&conversation=conv-p2p');

    await userEvent.click(screen.getByRole('button', { name: 'Change Process' }));
    expect(await screen.findByRole('region', { name: 'Business Processes' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: /Procure to Pay/ }));
    expect(within(log()).queryByText('There are 12 open purchase orders.')).toBeNull();
  });

  it('starts over with New conversation', async () => {
    const { router } = openGuided('/chat?process=get-report');
    expect(await screen.findByText(/Get Report: which report/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Reports and Analytics' })).toBeDefined();
  });

  it('shows the six-message sample conversation about reports, marked as a sample', async () => {
    openGuided();
    await userEvent.click(
      await screen.findByRole('button', { name: 'See a sample conversation about creating reports' }),
    );
    expect(within(log()).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Get Report', { selector: 'strong' })).toBeDefined();
    expect(screen.getByText(/SAMPLE.CONVERSATION/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Run "Run the A/R aging report" for real' })).toBeDefined();
  });
});
