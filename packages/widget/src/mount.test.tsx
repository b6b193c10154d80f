/** @jsxImportSource preact */
import type { ChatReply } from '@erp-agent/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domEventName } from './events.ts';
import { mount } from './mount.tsx';
import { DEFAULT_TEXTS, GREETING } from './texts.ts';
import { UNREAD_AFTER_MS } from './ui/assistant.tsx';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function parts(host: HTMLElement) {
  const root = host.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const launcher = root.querySelector<HTMLButtonElement>('[part="launcher"]');
  const panel = root.querySelector<HTMLElement>('[part="panel"]');
  const input = root.querySelector<HTMLInputElement>('[part="input"]');
  if (!launcher || !panel || !input) throw new Error('launcher, panel or input missing');
  return { root, launcher, panel, input };
}

/** A fetch answering every chat request with this reply envelope, recording the requests. */
function answering(reply: ChatReply) {
  const requests: { url: string; headers: Headers; credentials: RequestCredentials | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), headers: new Headers(init?.headers), credentials: init?.credentials });
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

describe('mount', () => {
  it('renders the launcher and a closed panel inside a shadow root', () => {
    const { host } = mount();
    expect(host.parentElement).toBe(document.body);
    const { launcher, panel } = parts(host);
    expect(document.querySelector('[part="launcher"]')).toBeNull();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.hidden).toBe(true);
  });

  it('opens a labelled dialog with the greeting, focus in the input, and Escape returns focus', async () => {
    const { host } = mount();
    const { launcher, panel, input, root } = parts(host);
    launcher.click();
    await flush();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(root.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('ERP AI assistant');
    expect(panel.textContent).toContain(GREETING);
    expect(root.activeElement).toBe(input);
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await flush();
    expect(panel.hidden).toBe(true);
    expect(root.activeElement).toBe(launcher);
  });

  it('takes no focus from the page when its panel is open as the page loads', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    localStorage.setItem('erp-assistant:restored', JSON.stringify({ open: true, visitor: { id: 'visitor-open-1' } }));
    const { host } = mount({ id: 'restored' });
    await flush();
    expect(parts(host).panel.hidden).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it('shows the unread dot when not opened within 30 s, and clears it on open', async () => {
    vi.useFakeTimers();
    const { host } = mount();
    const { launcher, root } = parts(host);
    await vi.advanceTimersByTimeAsync(UNREAD_AFTER_MS - 1);
    expect(root.querySelector('[part="unread"]')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(root.querySelector('[part="unread"]')).not.toBeNull();
    launcher.click();
    await vi.advanceTimersByTimeAsync(200);
    expect(root.querySelector('[part="unread"]')).toBeNull();
  });

  it('sends through the API with the site key and identity, and shows a table reply', async () => {
    const requests = answering({
      result: { success: true, results: [{ id: '7', name: 'Acme' }], count: 1 },
      conversationId: 'c-1',
    });
    const handle = mount({ siteKey: 'pk_test', user: { token: 'signed' }, streaming: false });
    const messages: string[] = [];
    handle.on('message', (message) => messages.push(message.sender));
    await handle.sendMessage('list customers');
    const [request] = requests;
    expect(request?.headers.get('x-erp-site-key')).toBe('pk_test');
    expect(request?.headers.get('x-erp-identity')).toBe('signed');
    expect(request?.credentials).toBe('omit');
    expect(request?.headers.get('x-erp-visitor')).toMatch(/^[0-9a-f]{32}$/);
    const table = handle.host.shadowRoot?.querySelector('table');
    expect(table?.textContent).toContain('NAME');
    expect(table?.textContent).toContain('Acme');
    expect(messages).toEqual(['user', 'bot']);
  });

  it('keeps the conversation and open state for the next page load, and reset starts over', async () => {
    answering({ response: 'Forty two.', conversationId: 'c-2' });
    const first = mount({ id: 'kept', streaming: false });
    first.open();
    await first.sendMessage('how many?');
    first.destroy();

    const second = mount({ id: 'kept' });
    expect(parts(second.host).panel.hidden).toBe(false);
    expect(second.host.shadowRoot?.textContent).toContain('Forty two.');
    second.reset();
    second.destroy();
    expect(mount({ id: 'kept' }).host.shadowRoot?.textContent).not.toContain('Forty two.');
  });

  it('gives each assistant its own id, storage and panel, and tells the page through DOM events', async () => {
    const first = mount({ id: 'one' });
    const second = mount({ id: 'two' });
    expect(parts(first.host).panel.id).not.toBe(parts(second.host).panel.id);
    const opened = vi.fn();
    document.body.addEventListener(domEventName('open'), opened);
    second.open();
    expect(opened).toHaveBeenCalledTimes(1);
    first.destroy();
    expect(document.querySelectorAll('[data-erp-assistant]')).toHaveLength(1);
  });
});

/**
 * A fake API keeping each user's conversations, as the real one does: the user is the signed
 * identity's token, or `session.user` for the page's own session cookie. Answers 401 when neither.
 */
function fakeApi(session: { user?: string } = {}) {
  const conversations = new Map<string, { id: string; turns: { prompt: string; reply: ChatReply }[] }[]>();
  let sequence = 0;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const who = new Headers(init?.headers).get('x-erp-identity') ?? session.user;
    if (!who) return json({ code: 'unauthenticated', message: 'Sign in to continue.' }, 401);
    const mine = conversations.get(who) ?? [];
    conversations.set(who, mine);
    if (url.pathname === '/api/conversations') {
      const list = [...mine].reverse().map((entry) => ({
        id: entry.id,
        title: entry.turns[0]?.prompt ?? '',
        process: null,
        createdAt: '2026-11-25T10:00:00.000Z',
        updatedAt: '2026-11-25T10:00:00.000Z',
      }));
      return json({ conversations: list });
    }
    if (url.pathname.startsWith('/api/conversations/')) {
      const entry = mine.find((candidate) => candidate.id === url.pathname.split('/').pop());
      if (!entry) return json({ code: 'not_found', message: 'Not found' }, 404);
      return json({
        id: entry.id,
        title: entry.turns[0]?.prompt ?? '',
        process: null,
        createdAt: '2026-11-25T10:00:00.000Z',
        updatedAt: '2026-11-25T10:00:00.000Z',
        messages: entry.turns.flatMap((turn, index) => [
          { id: `${entry.id}-u${index}`, role: 'user', text: turn.prompt, createdAt: '2026-11-25T10:00:00.000Z' },
          { id: `${entry.id}-a${index}`, role: 'assistant', reply: turn.reply, createdAt: '2026-11-25T10:00:01.000Z' },
        ]),
      });
    }
    const request = JSON.parse(String(init?.body)) as { prompt: string; conversationId?: string };
    let entry = mine.find((candidate) => candidate.id === request.conversationId);
    if (!entry) {
      sequence += 1;
      entry = { id: `c-${sequence}`, turns: [] };
      mine.push(entry);
    }
    const reply: ChatReply = { response: `Answer for ${who}: ${request.prompt}`, conversationId: entry.id };
    entry.turns.push({ prompt: request.prompt, reply });
    return json(reply);
  });
}

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
const text = (handle: { host: HTMLElement }) => handle.host.shadowRoot?.textContent ?? '';
const settle = async () => {
  for (let round = 0; round < 5; round += 1) await flush();
};

describe('whose conversation it shows', () => {
  it('shows identity B none of A’s conversation, and gives A theirs back from the server', async () => {
    fakeApi();
    const handle = mount({ siteKey: 'pk_test', user: { token: token('ana') }, streaming: false, open: true });
    await settle();
    await handle.sendMessage('ana’s private question');
    expect(text(handle)).toContain('Answer for');

    handle.setUser({ token: token('ben') });
    await settle();
    expect(text(handle)).not.toContain('ana’s private question');
    expect(text(handle)).toContain(GREETING);
    expect(parts(handle.host).panel.hidden).toBe(true);

    handle.setUser({ token: token('ana') });
    await settle();
    expect(text(handle)).toContain('ana’s private question');
  });

  it('keeps a fresh token for the same user without touching the conversation', async () => {
    fakeApi();
    const handle = mount({ siteKey: 'pk_test', user: { token: `${token('ana')}1` }, streaming: false });
    await settle();
    await handle.sendMessage('still here?');
    handle.setUser({ token: `${token('ana')}2` });
    await settle();
    expect(text(handle)).toContain('still here?');
  });

  it('keeps a signed-in user’s words out of the page’s storage, and the visitor’s apart', async () => {
    const session: { user?: string } = {};
    fakeApi(session);
    const handle = mount({ id: 'console', streaming: false });
    await handle.sendMessage('visitor words');
    expect(localStorage.getItem('erp-assistant:console')).toContain('visitor words');

    session.user = 'user-1';
    handle.setSessionUser('user-1');
    await settle();
    expect(text(handle)).not.toContain('visitor words');
    await handle.sendMessage('secret ledger figures');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret ledger figures');

    session.user = undefined;
    handle.setSessionUser(undefined);
    await settle();
    expect(text(handle)).not.toContain('secret ledger figures');
    expect(text(handle)).toContain('visitor words');
  });

  it('clears the screen at the first answer saying the user is signed out', async () => {
    const session: { user?: string } = { user: 'user-1' };
    fakeApi(session);
    const handle = mount({ id: 'expiry', sessionUser: 'user-1', streaming: false });
    await settle();
    await handle.sendMessage('payroll totals');
    const errors: string[] = [];
    handle.on('error', (failure) => errors.push(failure.code));

    session.user = undefined;
    await handle.sendMessage('and the next one?');
    await settle();
    expect(errors).toEqual(['unauthenticated']);
    expect(text(handle)).not.toContain('payroll totals');
    expect(text(handle)).toContain(DEFAULT_TEXTS.signedOut);

    session.user = 'user-1';
    handle.setSessionUser('user-1');
    await settle();
    expect(text(handle)).toContain('payroll totals');
  });

  it('drops what an older version kept on screen, whoever it belonged to', () => {
    localStorage.setItem(
      'erp-assistant:legacy',
      JSON.stringify({
        open: false,
        visitorId: 'visitor-legacy-1',
        snapshot: {
          messages: [{ id: 'x', sender: 'user', time: 1, view: { kind: 'text', text: 'old secret' }, origin: 'user' }],
        },
      }),
    );
    const handle = mount({ id: 'legacy' });
    expect(text(handle)).not.toContain('old secret');
    expect(localStorage.getItem('erp-assistant:legacy')).not.toContain('old secret');
  });
});
