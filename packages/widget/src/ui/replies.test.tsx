import { type ChatReply, markdownTree } from '@erp-agent/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../mount.tsx';

/**
 * Replies as the widget shows them, through core's `toView`, from the JSON endpoint: each test
 * answers with one envelope (or a list, one per request) and reads the shadow root.
 */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function answering(...replies: ChatReply[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const reply = replies[Math.min(bodies.length - 1, replies.length - 1)];
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return bodies;
}

/** Waits until `check` passes: the reply is rendered after the request settles. */
async function eventually(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

function lastBot(host: HTMLElement): HTMLElement {
  const replies = host.shadowRoot?.querySelectorAll<HTMLElement>('[data-sender="bot"]') ?? [];
  const last = replies[replies.length - 1];
  if (!last) throw new Error('no bot message');
  return last;
}

const buttonNamed = (root: ParentNode, name: string) =>
  Array.from(root.querySelectorAll('button')).find((button) => button.textContent === name);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('replies', () => {
  it("shows 000's text for a reply that says nothing", async () => {
    answering({});
    const handle = mount({ streaming: false, storage: 'memory' });
    await handle.sendMessage('anything?');
    expect(lastBot(handle.host).textContent).toContain("I received your message but couldn't generate a response.");
  });

  it('renders the markdown tree the API sent as elements, with scripts, handlers and javascript: links removed', async () => {
    const message =
      '**Open** invoices: [pay](javascript:alert(1)) <img src=x onerror="alert(1)"> <script>alert(1)</script>';
    answering({ message, messageTree: markdownTree(message) });
    const handle = mount({ streaming: false, storage: 'memory' });
    await handle.sendMessage('format');
    const reply = lastBot(handle.host);
    await eventually(() => expect(reply.querySelector('strong')?.textContent).toBe('Open'));
    expect(reply.querySelector('script, img, [onerror]')).toBeNull();
    expect(reply.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('checks a tree from the wire again: an unsafe link stays words, an element off the list fails the reply', async () => {
    answering(
      {
        message: 'pay',
        messageTree: [{ tag: 'p', children: [{ tag: 'a', href: 'javascript:alert(1)', children: ['pay'] }] }],
      },
      { message: 'x', messageTree: [{ tag: 'script', children: ['alert(1)'] }] } as unknown as ChatReply,
    );
    const handle = mount({ streaming: false, storage: 'memory' });
    await handle.sendMessage('link');
    const link = lastBot(handle.host).querySelector('a');
    expect(link?.textContent).toBe('pay');
    expect(link?.getAttribute('href') ?? null).toBeNull();
    await handle.sendMessage('script');
    expect(handle.host.shadowRoot?.querySelector('script')).toBeNull();
    // Refused as a protocol error: the fallback reply shows, and nothing of the tree.
    expect(lastBot(handle.host).textContent).not.toContain('alert(1)');
  });

  it('shows a message without a tree (stored by an older server) as its words, never as markup', async () => {
    answering({ message: '**Open** <script>alert(1)</script>' });
    const handle = mount({ streaming: false, storage: 'memory' });
    await handle.sendMessage('old');
    const reply = lastBot(handle.host);
    expect(reply.querySelector('strong, script')).toBeNull();
    expect(reply.textContent).toContain('**Open** <script>alert(1)</script>');
  });

  it('shows a table with the reply’s labels, amounts in their currency and totals marked', async () => {
    answering({
      caption: 'Income statement',
      result: {
        success: true,
        results: [
          { section: 'Income', account: '4000 Sales', amount: 538265.11 },
          { section: 'Net Income', account: '', amount: -113953.26 },
        ],
      },
      table: {
        columns: [
          { key: 'section', label: 'Section', kind: 'text' },
          { key: 'account', label: 'Account', kind: 'text' },
          { key: 'amount', label: 'Amount', kind: 'currency', currency: 'USD' },
        ],
        totalRows: [1],
      },
    });
    const handle = mount({ streaming: false, storage: 'memory' });
    await handle.sendMessage('income statement');
    const table = lastBot(handle.host).querySelector('table');
    expect(Array.from(table?.querySelectorAll('th') ?? []).map((cell) => cell.textContent)).toEqual([
      'SECTION',
      'ACCOUNT',
      'AMOUNT',
    ]);
    const rows = Array.from(table?.querySelectorAll('tbody tr') ?? []);
    expect(rows.map((row) => row.querySelector('[data-kind="figure"]')?.textContent)).toEqual([
      '$538,265.11',
      '-$113,953.26',
    ]);
    expect(rows.map((row) => row.getAttribute('data-total'))).toEqual([null, 'true']);
  });

  it('pages a long table, the rows shown and their total said, a total row keeping its mark on its page', async () => {
    const results = Array.from({ length: 60 }, (_, index) => ({ invoice: `INV${1000 + index}`, amount: index }));
    answering({ result: { success: true, results }, table: { columns: [], totalRows: [59] } });
    const handle = mount({ streaming: false, storage: 'memory' });
    await handle.sendMessage('all invoices');
    const reply = lastBot(handle.host);
    const firstCells = () =>
      Array.from(reply.querySelectorAll('tbody tr td:first-child')).map((cell) => cell.textContent);
    const status = () => reply.querySelector('.pager p')?.textContent;

    expect(firstCells()).toHaveLength(25);
    expect(firstCells()[0]).toBe('INV1000');
    expect(status()).toBe('Rows 1–25 of 60');
    expect(buttonNamed(reply, 'Previous rows')?.disabled).toBe(true);

    buttonNamed(reply, 'Next rows')?.click();
    buttonNamed(reply, 'Next rows')?.click();
    await flush();
    expect(status()).toBe('Rows 51–60 of 60');
    expect(firstCells()).toEqual(results.slice(50).map((row) => row.invoice));
    expect(reply.querySelector('tbody tr:last-child')?.getAttribute('data-total')).toBe('true');
    expect(buttonNamed(reply, 'Next rows')?.disabled).toBe(true);
  });

  it('shows a project summary with its files', async () => {
    answering({
      result: {
        success: true,
        message: 'Project created.',
        project_name: 'invoice-memo',
        project_path: '/projects/invoice-memo',
        created_files: ['src/FileCabinet/SuiteScripts/invoice_memo.js'],
      },
    });
    const handle = mount({ streaming: false, storage: 'memory' });
    await handle.sendMessage('create a user event script');
    const text = lastBot(handle.host).textContent ?? '';
    expect(text).toContain('invoice-memo');
    expect(text).toContain('invoice_memo.js');
  });

  it('shows a confirmation preview whose Confirm answers it with its id and token, once', async () => {
    const confirmation = {
      id: 'c-1',
      token: 'tok-1',
      tool: 'create_record',
      risk: 'write' as const,
      title: 'Create customer Acme Ltd',
      preview: {
        action: 'create' as const,
        recordType: 'customer',
        recordLabel: 'Customer',
        fields: [{ name: 'companyname', label: 'Company name', value: 'Acme Ltd' }],
      },
      expiresAt: '2030-01-01T00:00:00.000Z',
    };
    const bodies = answering(
      { confirmation, conversationId: 'conv-1' },
      { response: 'Created.', conversationId: 'conv-1' },
    );
    const handle = mount({ streaming: false, storage: 'memory' });
    await handle.sendMessage('create customer Acme Ltd');
    const preview = lastBot(handle.host);
    expect(preview.textContent).toContain('Create customer Acme Ltd');
    expect(preview.textContent).toContain('Company name: Acme Ltd');
    expect(buttonNamed(preview, 'Cancel')).toBeDefined();
    buttonNamed(preview, 'Confirm')?.click();
    await eventually(() => expect(lastBot(handle.host).textContent).toContain('Created.'));
    expect(bodies[1]).toMatchObject({
      conversationId: 'conv-1',
      confirmation: { id: 'c-1', token: 'tok-1', decision: 'confirm' },
    });
    await flush();
    expect(buttonNamed(preview, 'Confirm')).toBeUndefined();
    expect(preview.textContent).toContain('Confirmed');
  });

  it('shows a host action proposal whose Confirm runs the page’s handler once and reports it', async () => {
    const bodies = answering(
      {
        message: '**Run open_order in this page?** Open an order',
        hostAction: { id: 'h-1', name: 'open_order', arguments: { orderId: 'SO-7' } },
        conversationId: 'conv-1',
      },
      { message: 'Done: open_order ran in this page. Opened SO-7', conversationId: 'conv-1' },
    );
    const handle = mount({ streaming: false, storage: 'memory' });
    const handler = vi.fn(({ orderId }: Record<string, unknown>) => `Opened ${String(orderId)}`);
    handle.registerAction({
      name: 'open_order',
      description: 'Open an order',
      parameters: { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] },
      handler,
    });
    await handle.sendMessage('open order SO-7');
    expect(bodies[0]).toMatchObject({
      hostActions: [{ name: 'open_order', description: 'Open an order' }],
    });
    const proposal = lastBot(handle.host);
    await eventually(() => expect(proposal.textContent).toContain('Run open_order in this page?'));
    buttonNamed(proposal, 'Confirm')?.click();
    buttonNamed(proposal, 'Confirm')?.click();
    await eventually(() => expect(lastBot(handle.host).textContent).toContain('Done: open_order ran'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(bodies[1]).toEqual({ outcome: 'ok', message: 'Opened SO-7' });
    expect(bodies).toHaveLength(2);
    expect(buttonNamed(proposal, 'Confirm')).toBeUndefined();
  });
});
