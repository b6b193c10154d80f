/** @jsxImportSource preact */
import type { ChatReply } from '@erp-agent/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domEventName } from './events.ts';
import { mount } from './mount.tsx';
import { GREETING } from './texts.ts';
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
