import { CLEARED_CHAT_TEXT, DECISION_PROMPTS, NETSUITE_AUTH_ERRORS } from '@erp-agent/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_TEXT, PRODUCTION_WARNING_TEXT } from '../../chat/chat-texts.ts';
import { DEPLOY_PROMPT } from '../../chat/prompts.ts';
import { CONNECTION_CHANNEL } from '../../netsuite/netsuite-auth.ts';
import { NETSUITE_PATHS } from '../../netsuite/netsuite-client.ts';
import { captureDownloads, confirmationReply, replyStream } from '../../test-support/chat-fixtures.ts';
import { connectedTo, connectedWithOAuth, notConnected } from '../../test-support/netsuite-fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import {
  jsonResponse,
  resetSession,
  routeFetch,
  sentBody,
  session,
  shellHandlers,
} from '../../test-support/session-fixtures.ts';
import { chatbotStore } from './chatbot-store.ts';
import { CONNECTED_TEXT } from './netsuite-auth-result.tsx';

type Handler = Parameters<typeof routeFetch>[0][string];

function openChatbot(handlers: Record<string, Handler>, entry = '/chatbot') {
  const fetchMock = routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, session({ permissions: ['erp:query'] })),
    [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, connectedTo()),
    'GET /api/conversations': () => jsonResponse(200, { conversations: [] }),
    ...shellHandlers(),
    ...handlers,
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = renderRoutes(entry);
  return { fetchMock, router };
}

function callsTo(fetchMock: ReturnType<typeof routeFetch>, key: string) {
  return fetchMock.mock.calls.flatMap(([input, init], index) =>
    `${init?.method ?? 'GET'} ${String(input)}` === key ? [index] : [],
  );
}

async function ask(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), text);
  await user.keyboard('{Enter}');
  return user;
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(() => {
  resetSession();
  chatbotStore.setState(chatbotStore.getInitialState(), true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChatbotPage', () => {
  it('sends on Enter through the stream and shows a table with upper-cased headings and its CSV', async () => {
    const downloads = captureDownloads();
    const { fetchMock, router } = openChatbot({
      'POST /api/chat': () =>
        replyStream({
          caption: 'Open purchase orders',
          result: {
            success: true,
            results: [{ tranid: 'PO-1001', entity: { id: 51, refName: 'Christiansen Group' } }],
          },
        }),
    });

    await ask('List open purchase orders');

    const table = await within(log()).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['TRANID', 'ENTITY']);
    expect(within(table).getByText('Christiansen Group')).toBeDefined();
    expect(within(log()).getByText('Open purchase orders')).toBeDefined();
    expect(within(log()).getByText('List open purchase orders')).toBeDefined();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'POST /api/chat')[0])).toEqual({
      prompt: 'List open purchase orders',
    });
    expect(router.state.location.search).toBe('?conversation=conv-1');

    await userEvent.click(within(log()).getByRole('button', { name: 'Download as CSV' }));
    expect(downloads.files.map((file) => file.name)).toEqual([
      expect.stringMatching(/^table-data-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    expect(await downloads.blobs[0]?.text()).toContain('tranid,entity\r\nPO-1001,Christiansen Group');
    downloads.restore();
  });

  it('sends nothing without a NetSuite connection and shows the authentication banner', async () => {
    const { fetchMock } = openChatbot({
      [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, notConnected()),
    });

    await ask('List open purchase orders');

    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_ERROR_TEXT);
    expect(callsTo(fetchMock, 'POST /api/chat')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('value', 'List open purchase orders');
    expect(screen.getByRole('link', { name: 'Authenticate Netsuite' }).getAttribute('href')).toBe('/auth/netsuite');
  });

  it('confirms a previewed write with the preview’s id and token, once', async () => {
    const turns = [confirmationReply(), { message: 'Created purchase order **PO-1042**.' }];
    const { fetchMock } = openChatbot({ 'POST /api/chat': () => replyStream(turns.shift() ?? {}) });

    await ask('Create a purchase order for 10 units of Refined Wooden Bike from Christiansen Group');
    const preview = await within(log()).findByText('Create purchase order for Christiansen Group');
    const bubble = preview.closest('li') ?? log();
    // The reply's words are the preview; the fields' table is for a preview sent without words.
    expect(within(bubble).getByText('Create purchase order for Christiansen Group? Confirm or cancel.')).toBeDefined();
    expect(within(bubble).queryByRole('table', { name: 'Fields' })).toBeNull();
    await userEvent.click(within(bubble).getByRole('button', { name: 'Confirm' }));

    expect(await within(log()).findByText('PO-1042')).toBeDefined();
    expect(within(bubble).getByText('CONFIRMED')).toBeDefined();
    expect(within(bubble).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'POST /api/chat')[1])).toEqual({
      prompt: DECISION_PROMPTS.confirm,
      conversationId: 'conv-1',
      confirmation: { id: 'cf-1', token: 'tok-1', decision: 'confirm' },
    });
  });

  it('shows a preview sent without words as its fields, a file among them as code', async () => {
    const reply = confirmationReply({ message: null });
    reply.confirmation?.preview.fields?.push({
      name: 'memo.js',
      label: 'memo.js',
      value: 'define([], () => {\n  return {};\n});',
    });
    openChatbot({ 'POST /api/chat': () => replyStream(reply) });
    await ask('Create a purchase order for 10 units of Refined Wooden Bike from Christiansen Group');
    const fields = await within(log()).findByRole('table', { name: 'Fields' });
    expect(within(fields).getByText('Christiansen Group')).toBeDefined();
    expect(within(fields).getByRole('button', { name: 'COPY' })).toBeDefined();
    expect(fields.querySelector('pre code')?.textContent).toBe('define([], () => {\n  return {};\n});');
  });

  it('clears to the one bot message and exports the chat as a dated text file', async () => {
    const downloads = captureDownloads();
    openChatbot({ 'POST /api/chat': () => replyStream({ response: 'You have 3 open purchase orders.' }) });
    await ask('How many open purchase orders?');
    await within(log()).findByText('You have 3 open purchase orders.');

    await userEvent.click(screen.getByRole('button', { name: 'EXPORT.CHAT' }));
    expect(downloads.files[0]?.name).toMatch(/^ns-erp-chat-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(await downloads.blobs[0]?.text()).toContain('You have 3 open purchase orders.');

    await userEvent.click(screen.getByRole('button', { name: 'CLEAR.CHAT' }));
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining(CLEARED_CHAT_TEXT)]);
    downloads.restore();
  });

  it('reopens the conversation the URL names, from the stored turns', async () => {
    openChatbot(
      {
        'GET /api/conversations/conv-9': () =>
          jsonResponse(200, {
            id: 'conv-9',
            title: 'Top customers',
            process: null,
            createdAt: '2026-11-20T09:00:00.000Z',
            updatedAt: '2026-11-20T09:00:05.000Z',
            messages: [
              { id: 'u1', role: 'user', text: 'Who are my top customers?', createdAt: '2026-11-20T09:00:00.000Z' },
              {
                id: 'a1',
                role: 'assistant',
                reply: { response: 'Pfannerstill and Sons leads.' },
                createdAt: '2026-11-20T09:00:05.000Z',
              },
            ],
          }),
      },
      '/chatbot?conversation=conv-9',
    );

    expect(await screen.findByText('Pfannerstill and Sons leads.')).toBeDefined();
    expect(within(log()).getByText('Who are my top customers?')).toBeDefined();
    expect(chatbotStore.getState().conversationId).toBe('conv-9');
  });

  it('warns under the chat of a production account, not of the sandbox', async () => {
    openChatbot({});
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeDefined();
    await waitFor(() => expect(screen.queryByText(PRODUCTION_WARNING_TEXT)).toBeNull());
    cleanup();
    openChatbot({ [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, connectedTo('1234567', false)) });
    expect(await screen.findByText(PRODUCTION_WARNING_TEXT)).toBeDefined();
  });

  it('shows the typing indicator until the reply comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    openChatbot({ 'POST /api/chat': () => new Promise<Response>((resolve) => (answer = resolve)) });

    await ask('How many open purchase orders?');
    expect(await within(log()).findByText('The agent is typing')).toBeDefined();

    answer(replyStream({ response: 'You have 3 open purchase orders.' }));
    expect(await within(log()).findByText('You have 3 open purchase orders.')).toBeDefined();
    expect(within(log()).queryByText('The agent is typing')).toBeNull();
  });

  it('lists earlier conversations and reopens the one picked', async () => {
    const { router } = openChatbot({
      'GET /api/conversations': () =>
        jsonResponse(200, {
          conversations: [
            {
              id: 'conv-9',
              title: 'Top customers',
              process: null,
              createdAt: '2026-11-20T09:00:00.000Z',
              updatedAt: '2026-11-20T09:00:05.000Z',
            },
          ],
        }),
      'GET /api/conversations/conv-9': () =>
        jsonResponse(200, {
          id: 'conv-9',
          title: 'Top customers',
          process: null,
          createdAt: '2026-11-20T09:00:00.000Z',
          updatedAt: '2026-11-20T09:00:05.000Z',
          messages: [
            { id: 'u1', role: 'user', text: 'Who are my top customers?', createdAt: '2026-11-20T09:00:00.000Z' },
            {
              id: 'a1',
              role: 'assistant',
              reply: { response: 'Pfannerstill and Sons leads.' },
              createdAt: '2026-11-20T09:00:05.000Z',
            },
          ],
        }),
    });

    await userEvent.click(await screen.findByText('CONVERSATIONS (1)'));
    await userEvent.click(screen.getByRole('button', { name: /^Top customers/ }));

    expect(await within(log()).findByText('Pfannerstill and Sons leads.')).toBeDefined();
    expect(within(log()).getByText('Who are my top customers?')).toBeDefined();
    expect(router.state.location.search).toBe('?conversation=conv-9');
  });

  it('offers Deploy, once connected, only to a role that may deploy, and it asks the agent', async () => {
    const { fetchMock } = openChatbot({
      'GET /api/auth/me': () => jsonResponse(200, session({ permissions: ['erp:query', 'scripts:deploy'] })),
      'POST /api/chat': () => replyStream({ response: 'There is no pending project to deploy.' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deploy' }));
    expect(await within(log()).findByText('There is no pending project to deploy.')).toBeDefined();
    expect(sentBody(fetchMock, callsTo(fetchMock, 'POST /api/chat')[0])).toEqual({ prompt: DEPLOY_PROMPT });
    cleanup();
    resetSession();

    openChatbot({});
    await screen.findByText('Connected to NetSuite.');
    expect(screen.queryByRole('button', { name: 'Deploy' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Authenticate Netsuite' })).toBeNull();
  });
});

describe('ChatbotPage: Authenticate Netsuite', () => {
  const deployer = () => jsonResponse(200, session({ permissions: ['erp:query', 'scripts:deploy'] }));

  /** What the user's other tabs hear on the connection channel. */
  function listenAsOtherTab() {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel(CONNECTION_CHANNEL);
    channel.addEventListener('message', (event) => heard.push(event.data));
    return { heard, close: () => channel.close() };
  }

  it('opens NetSuite’s sign-in in a new tab, and says so', async () => {
    openChatbot({ [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, notConnected()) });
    const link = await screen.findByRole('link', { name: 'Authenticate Netsuite' });
    expect(link.getAttribute('href')).toBe('/auth/netsuite');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    const hint = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe("Opens NetSuite's sign-in in a new tab");
  });

  it('back from consent: says connected, shows Deploy, tells the other tabs and clears the address', async () => {
    const otherTab = listenAsOtherTab();
    const { router } = openChatbot(
      {
        'GET /api/auth/me': deployer,
        [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, connectedWithOAuth()),
      },
      '/chatbot?netsuite=connected',
    );
    expect((await screen.findByText(CONNECTED_TEXT)).getAttribute('role')).toBe('status');
    expect(await screen.findByRole('button', { name: 'Deploy' })).toBeDefined();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(otherTab.heard).toEqual([{ changed: true }]));
    otherTab.close();
  });

  it.each([
    ['consent_denied', NETSUITE_AUTH_ERRORS.consent_denied],
    ['state_invalid', NETSUITE_AUTH_ERRORS.state_invalid],
    ['code_expired', NETSUITE_AUTH_ERRORS.code_expired],
    [
      'something_new',
      'The NetSuite sign-in did not finish (something_new). Choose Authenticate Netsuite to try again.',
    ],
  ])('back from a refused sign-in (%s): says why, and Authenticate Netsuite stays', async (code, message) => {
    const otherTab = listenAsOtherTab();
    const { router } = openChatbot(
      { [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, notConnected()) },
      `/chatbot?netsuite_error=${code}`,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(await screen.findByRole('link', { name: 'Authenticate Netsuite' })).toBeDefined();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(otherTab.heard).toEqual([]);
    otherTab.close();
  });

  it('shows Deploy in the tab that opened the sign-in once the other tab has connected', async () => {
    let answer = notConnected();
    openChatbot({
      'GET /api/auth/me': deployer,
      [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, answer),
    });
    await screen.findByRole('link', { name: 'Authenticate Netsuite' });
    answer = connectedWithOAuth();
    const otherTab = new BroadcastChannel(CONNECTION_CHANNEL);
    otherTab.postMessage({ changed: true });
    otherTab.close();
    expect(await screen.findByRole('button', { name: 'Deploy' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Authenticate Netsuite' })).toBeNull();
  });

  it('asks again when the tab comes back into focus, for browsers without the channel', async () => {
    let answer = notConnected();
    openChatbot({
      'GET /api/auth/me': deployer,
      [`GET ${NETSUITE_PATHS.connection}`]: () => jsonResponse(200, answer),
    });
    await screen.findByRole('link', { name: 'Authenticate Netsuite' });
    answer = connectedTo();
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('button', { name: 'Deploy' })).toBeDefined();
  });
});
