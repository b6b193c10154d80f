import type { ChatReply, CreatedSiteKey, HostActionDeclaration } from '@erp-agent/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostActions } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

/** The page's own actions, proposed by the agent, run in the page and recorded here once. */
const PORTAL = 'https://portal.example.com';
const OPEN_ORDER: HostActionDeclaration = {
  name: 'open_order',
  description: 'Open an order in the portal',
  parameters: { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] },
};

let server: TestServer;
let site: CreatedSiteKey;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  const created = await (await server.admin()).request<CreatedSiteKey>('POST', '/api/site-keys', {
    body: { name: 'Host actions portal', allowedOrigins: [PORTAL] },
  });
  site = created.body;
});
afterAll(() => server.close());

const visitorHeaders = (visitor: string) => ({
  origin: PORTAL,
  'x-erp-site-key': site.publicKey,
  'x-erp-visitor': visitor,
});

async function propose(visitor: string, prompt = 'open order SO-1042') {
  const reply = await server.anonymous.request<ChatReply>('POST', '/api/chatbot/process', {
    body: { prompt, hostActions: [OPEN_ORDER] },
    headers: visitorHeaders(visitor),
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

function report(visitor: string, id: string, body: unknown) {
  return server.anonymous.request<ChatReply & { code?: string; message?: string }>(
    'POST',
    `/api/chat/host-actions/${id}/result`,
    { body, headers: visitorHeaders(visitor) },
  );
}

async function recorded(id: string) {
  const [row] = await server.database.db.select().from(hostActions).where(eq(hostActions.id, id));
  return row;
}

describe('a host action', () => {
  it('is proposed with the arguments the request states, and recorded as proposed', async () => {
    const reply = await propose('visitor-proposal');
    expect(reply).toMatchObject({
      intent: 'host_action',
      hostAction: { name: 'open_order', arguments: { orderId: 'SO-1042' } },
      message: expect.stringContaining('Run open_order in this page?'),
    });
    const row = await recorded(reply.hostAction?.id ?? '');
    expect(row).toMatchObject({ conversationId: reply.conversationId, status: 'proposed', name: 'open_order' });
  });

  it('run in the page is recorded with its result, and a second report of it is refused', async () => {
    const proposal = await propose('visitor-run');
    const id = proposal.hostAction?.id ?? '';
    const done = await report('visitor-run', id, { outcome: 'ok', message: 'Order SO-1042 is open' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      conversationId: proposal.conversationId,
      message: 'Done: open_order ran in this page. Order SO-1042 is open',
    });
    expect(await recorded(id)).toMatchObject({ status: 'done', outcome: 'Order SO-1042 is open' });

    const again = await report('visitor-run', id, { outcome: 'ok' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('host_action_settled');
    expect(await recorded(id)).toMatchObject({ status: 'done', outcome: 'Order SO-1042 is open' });
  });

  it('refused by the visitor is recorded as refused, and nothing else may settle it', async () => {
    const proposal = await propose('visitor-refuses');
    const id = proposal.hostAction?.id ?? '';
    const refused = await report('visitor-refuses', id, { outcome: 'refused' });
    expect(refused.body).toMatchObject({ message: 'Cancelled: open_order was not run.' });
    expect(await recorded(id)).toMatchObject({ status: 'refused', outcome: null });
    expect((await report('visitor-refuses', id, { outcome: 'ok' })).status).toBe(409);
  });

  it('that failed in the page is recorded with the error the page reported', async () => {
    const proposal = await propose('visitor-fails');
    const id = proposal.hostAction?.id ?? '';
    const failed = await report('visitor-fails', id, { outcome: 'error', message: 'Order SO-1042 is archived' });
    expect(failed.body).toMatchObject({
      error: 'host_action_failed',
      result: { success: false, message: 'open_order did not work: Order SO-1042 is archived.' },
    });
    expect(await recorded(id)).toMatchObject({ status: 'failed', outcome: 'Order SO-1042 is archived' });
  });

  it('can be settled only by the visitor it was proposed to', async () => {
    const proposal = await propose('visitor-owner');
    const id = proposal.hostAction?.id ?? '';
    expect((await report('someone-else', id, { outcome: 'ok' })).status).toBe(404);
    expect((await report('visitor-owner', '00000000-0000-0000-0000-000000000000', { outcome: 'ok' })).status).toBe(404);
    expect((await report('visitor-owner', id, { outcome: 'finished' })).status).toBe(400);
    expect(await recorded(id)).toMatchObject({ status: 'proposed' });
  });

  it('is replaced by the next proposal, which alone may run', async () => {
    const first = await propose('visitor-twice');
    const second = await server.anonymous.request<ChatReply>('POST', '/api/chatbot/process', {
      body: { prompt: 'open order SO-2', hostActions: [OPEN_ORDER], conversationId: first.conversationId },
      headers: visitorHeaders('visitor-twice'),
    });
    expect((await report('visitor-twice', first.hostAction?.id ?? '', { outcome: 'ok' })).status).toBe(409);
    expect((await report('visitor-twice', second.body.hostAction?.id ?? '', { outcome: 'ok' })).status).toBe(200);
  });

  it('asks for a parameter the request does not state, and is refused past the cap', async () => {
    const reply = await propose('visitor-asks', 'open my order please');
    expect(reply.hostAction ?? undefined).toBeUndefined();
    expect(reply.question?.text).toContain('orderId');

    const many = Array.from({ length: 21 }, (_, index) => ({ ...OPEN_ORDER, name: `action_${index}` }));
    const refused = await server.anonymous.request('POST', '/api/chatbot/process', {
      body: { prompt: 'open order SO-1', hostActions: many },
      headers: visitorHeaders('visitor-many'),
    });
    expect(refused.status).toBe(400);
    const huge = { ...OPEN_ORDER, parameters: { type: 'object', description: 'x'.repeat(5000) } };
    const oversized = await server.anonymous.request<{ code: string; message: string }>('POST', '/api/chat', {
      body: { prompt: 'open order SO-1', hostActions: [huge] },
      headers: visitorHeaders('visitor-huge'),
    });
    expect(oversized.status).toBe(400);
    expect(oversized.body.message).toContain('over 4000 characters');
  });

  it('is proposed to a signed-in user too, and recorded in their conversation', async () => {
    const admin = await server.admin();
    const reply = await admin.request<ChatReply>('POST', '/api/chatbot/process', {
      body: { prompt: 'open order SO-77', hostActions: [OPEN_ORDER] },
    });
    const id = reply.body.hostAction?.id ?? '';
    const done = await admin.request<ChatReply>('POST', `/api/chat/host-actions/${id}/result`, {
      body: { outcome: 'ok' },
    });
    expect(done.body.message).toBe('Done: open_order ran in this page.');
    const detail = await admin.request<{ messages: Array<{ role: string; text?: string | null }> }>(
      'GET',
      `/api/conversations/${reply.body.conversationId}`,
    );
    expect(detail.body.messages.map((message) => message.text ?? null)).toContain('Confirm');
  });
});
