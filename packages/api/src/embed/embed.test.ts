import type {
  ChatReply,
  ConversationDetail,
  ConversationList,
  CreatedSiteKey,
  SiteKey,
  SiteKeyList,
  ToolCallList,
} from '@erp-agent/core';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandbox } from '../test/agent-session.ts';
import { type Client, createTestServer, type TestServer } from '../test/test-server.ts';

/** The widget on a partner's page: a site key, an allowed origin, an optional signed user. */
const PORTAL = 'https://portal.example.com';
let server: TestServer;
let site: CreatedSiteKey;
let operatorEmail: string;

beforeAll(async () => {
  server = await createTestServer({ NETSUITE_SANDBOX: 'true' });
  const created = await (await server.admin()).request<CreatedSiteKey>('POST', '/api/site-keys', {
    body: { name: 'Partner portal', allowedOrigins: [PORTAL] },
  });
  expect(created.status).toBe(201);
  site = created.body;
  const { user, client } = await server.userWithRole('operator');
  operatorEmail = user.email;
  await connectSandbox(client);
});
afterAll(() => server.close());

const now = () => Math.floor(Date.now() / 1000);
const identity = (claims: Record<string, unknown> = {}, secret = site.secret) =>
  sign({ sub: operatorEmail, aud: site.publicKey, iat: now(), exp: now() + 600, ...claims }, secret, 'HS256');

async function ask(prompt: string, headers: Record<string, string>, client: Client = server.anonymous) {
  return client.request<ChatReply & { code?: string }>('POST', '/api/chatbot/process', {
    body: { prompt },
    headers: { origin: PORTAL, 'x-erp-site-key': site.publicKey, ...headers },
  });
}

describe('site keys', () => {
  it('show the secret once, then list without it; only admins manage them', async () => {
    expect(site.publicKey).toMatch(/^pk_/);
    expect(site.secret.length).toBeGreaterThan(30);
    const listed = await (await server.admin()).request<SiteKeyList>('GET', '/api/site-keys');
    const mine = listed.body.siteKeys.find((key) => key.id === site.id);
    expect(mine).toMatchObject({
      name: 'Partner portal',
      allowedOrigins: [PORTAL],
      disabledAt: null,
      rotatedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(site.secret);
    const { client } = await server.userWithRole('analyst');
    expect((await client.request('GET', '/api/site-keys')).status).toBe(403);
    const bad = await (await server.admin()).request('POST', '/api/site-keys', {
      body: { name: 'x', allowedOrigins: ['https://portal.example.com/path'] },
    });
    expect(bad.status).toBe(400);
  });

  it('answer a change of nothing with the key as it is', async () => {
    const same = await (await server.admin()).request<SiteKey>('PATCH', `/api/site-keys/${site.id}`, { body: {} });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id: site.id, name: 'Partner portal', allowedOrigins: [PORTAL] });
  });
});

describe('widget requests', () => {
  it('answer an anonymous visitor help, and decline their data questions without running a tool', async () => {
    const before = (await (await server.admin()).request<ToolCallList>('GET', '/api/tool-calls')).body.toolCalls.length;
    const help = await ask('what can you do?', { 'x-erp-visitor': 'visitor-123456' });
    expect(help.status).toBe(200);
    expect(help.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(help.body.message ?? help.body.response).toBeTruthy();

    const data = await ask('list open invoices', { 'x-erp-visitor': 'visitor-123456' });
    expect(data.status).toBe(200);
    expect(data.body.result?.results).toBeUndefined();
    expect(data.body.error).toBe('sign_in_required');
    expect(JSON.stringify(data.body)).toMatch(/[Ss]ign in/);
    const after = (await (await server.admin()).request<ToolCallList>('GET', '/api/tool-calls')).body.toolCalls.length;
    expect(after).toBe(before);
  });

  it('act as the user a valid signed identity names, with their role and connection', async () => {
    const reply = await ask('how many customers do we have?', { 'x-erp-identity': await identity() });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toMatch(/\*\*\d+\*\* customers/);
    const calls = await (await server.admin()).request<ToolCallList>('GET', '/api/tool-calls');
    expect(calls.body.toolCalls[0]).toMatchObject({ tool: 'ns_runCustomSuiteQL', outcome: 'ok' });
  });

  it.each([
    ['a forged signature', () => identity({}, 'not-the-site-secret-at-all-0123456789')],
    ['an expired identity', () => identity({ iat: now() - 7200, exp: now() - 3600 })],
    ['one lasting over an hour', () => identity({ exp: now() + 7200 })],
    ['another site as audience', () => identity({ aud: 'pk_someone_else' })],
    ['an unknown user', () => identity({ sub: 'nobody@example.com' })],
  ])('refuse %s', async (_why, token) => {
    const reply = await ask('how many customers do we have?', { 'x-erp-identity': await token() });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('identity_invalid');
  });

  it('refuse a foreign origin, an unknown key, and a site key on any other endpoint', async () => {
    const foreign = await ask('hello', { origin: 'https://evil.example.net' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('origin_not_allowed');
    const unknown = await ask('hello', { 'x-erp-site-key': 'pk_unknown' });
    expect(unknown.body.code).toBe('site_key_unknown');
    const other = await server.anonymous.request<{ code: string }>('GET', '/api/users', {
      headers: { origin: PORTAL, 'x-erp-site-key': site.publicKey },
    });
    expect(other.body.code).toBe('embed_path_refused');
  });

  it('answer the preflight of an allowed origin only', async () => {
    const preflight = (origin: string) =>
      server.app.request('/api/chat', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-erp-site-key',
        },
      });
    const allowed = await preflight(PORTAL);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-erp-identity');
    expect((await preflight('https://evil.example.net')).status).toBe(403);
  });

  it('ignore a session cookie: the site key and identity decide who is asking', async () => {
    const admin = await server.admin();
    const reply = await ask('list open invoices', { 'x-erp-visitor': 'visitor-abcdefgh' }, admin);
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe('sign_in_required');
  });

  it('stop working while the key is disabled, and work again once it is enabled', async () => {
    const admin = await server.admin();
    const created = await admin.request<CreatedSiteKey>('POST', '/api/site-keys', {
      body: { name: 'Pausable', allowedOrigins: [PORTAL] },
    });
    const key = { 'x-erp-site-key': created.body.publicKey, 'x-erp-visitor': 'visitor-pausable' };
    const path = `/api/site-keys/${created.body.id}`;
    const disabled = await admin.request<SiteKey>('PATCH', path, { body: { enabled: false } });
    expect(disabled.body.disabledAt).not.toBeNull();
    expect((await ask('hello', key)).body.code).toBe('site_key_unknown');
    const twice = await admin.request<SiteKey>('PATCH', path, { body: { enabled: false } });
    expect(twice.body.disabledAt).toBe(disabled.body.disabledAt);

    expect((await admin.request<SiteKey>('PATCH', path, { body: { enabled: true } })).body.disabledAt).toBeNull();
    expect((await ask('hello', key)).status).toBe(200);
  });

  it('verify identities with the new secret only, once the secret is rotated', async () => {
    const admin = await server.admin();
    const created = await admin.request<CreatedSiteKey>('POST', '/api/site-keys', {
      body: { name: 'Rotating', allowedOrigins: [PORTAL] },
    });
    const signed = (secret: string) =>
      sign({ sub: operatorEmail, aud: created.body.publicKey, iat: now(), exp: now() + 600 }, secret, 'HS256');
    const askAs = async (secret: string) =>
      ask('how many customers do we have?', {
        'x-erp-site-key': created.body.publicKey,
        'x-erp-identity': await signed(secret),
      });
    expect((await askAs(created.body.secret)).status).toBe(200);

    const rotated = await admin.request<CreatedSiteKey>('POST', `/api/site-keys/${created.body.id}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.publicKey).toBe(created.body.publicKey);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect(rotated.body.rotatedAt).not.toBeNull();
    expect((await askAs(created.body.secret)).body.code).toBe('identity_invalid');
    expect((await askAs(rotated.body.secret)).status).toBe(200);

    const listed = await admin.request<SiteKeyList>('GET', '/api/site-keys');
    expect(JSON.stringify(listed.body)).not.toContain(rotated.body.secret);
    const unknown = await admin.request('POST', '/api/site-keys/00000000-0000-4000-8000-000000000000/rotate');
    expect(unknown.status).toBe(404);
  });

  it('stop working once the key is revoked', async () => {
    const admin = await server.admin();
    const created = await admin.request<CreatedSiteKey>('POST', '/api/site-keys', {
      body: { name: 'Short-lived', allowedOrigins: [PORTAL] },
    });
    expect((await admin.request('DELETE', `/api/site-keys/${created.body.id}`)).status).toBe(204);
    const reply = await ask('hello', { 'x-erp-site-key': created.body.publicKey });
    expect(reply.body.code).toBe('site_key_unknown');
  });
});

describe('a signed user’s conversations through the widget', () => {
  const read = <T>(path: string, headers: Record<string, string>, method: 'GET' | 'DELETE' = 'GET') =>
    server.anonymous.request<T & { code?: string }>(method, path, {
      headers: { origin: PORTAL, 'x-erp-site-key': site.publicKey, ...headers },
    });

  it('lists and reopens the identity’s own conversation, so the widget need not keep it in storage', async () => {
    const asked = await ask('how many customers do we have?', { 'x-erp-identity': await identity() });
    const conversationId = asked.body.conversationId ?? '';
    const list = await read<ConversationList>('/api/conversations', { 'x-erp-identity': await identity() });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(list.body.conversations[0]?.id).toBe(conversationId);
    const detail = await read<ConversationDetail>(`/api/conversations/${conversationId}`, {
      'x-erp-identity': await identity(),
    });
    expect(detail.body.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
  });

  it('shows another identity none of it, an anonymous visitor nothing, and deletes nothing', async () => {
    const asked = await ask('how many vendors do we have?', { 'x-erp-identity': await identity() });
    const conversationId = asked.body.conversationId ?? '';
    const other = await server.userWithRole('analyst');
    const theirs = { 'x-erp-identity': await identity({ sub: other.user.email }) };
    expect((await read(`/api/conversations/${conversationId}`, theirs)).status).toBe(404);
    const theirList = await read<ConversationList>('/api/conversations', theirs);
    expect(theirList.body.conversations.map((conversation) => conversation.id)).not.toContain(conversationId);

    const anonymous = await read('/api/conversations', { 'x-erp-visitor': 'visitor-123456' });
    expect(anonymous.status).toBe(401);
    const removed = await read(
      `/api/conversations/${conversationId}`,
      { 'x-erp-identity': await identity() },
      'DELETE',
    );
    expect(removed.body.code).toBe('embed_path_refused');
  });

  it('knows a same-origin page by Sec-Fetch-Site, since browsers send no Origin with its GET', async () => {
    const admin = await server.admin();
    const own = await admin.request<CreatedSiteKey>('POST', '/api/site-keys', {
      body: { name: 'Own origin', allowedOrigins: ['http://localhost'] },
    });
    const headers = (fetchSite: string) => ({
      'x-erp-site-key': own.body.publicKey,
      'x-erp-identity': '',
      'sec-fetch-site': fetchSite,
    });
    const sameOrigin = await server.anonymous.request<{ code?: string }>('GET', '/api/conversations', {
      headers: headers('same-origin'),
    });
    expect(sameOrigin.status).toBe(401);
    expect(sameOrigin.body.code).toBe('unauthenticated');
    const crossSite = await server.anonymous.request<{ code?: string }>('GET', '/api/conversations', {
      headers: headers('cross-site'),
    });
    expect(crossSite.body.code).toBe('origin_not_allowed');
  });

  it('answers the preflight of a conversations read', async () => {
    const preflight = await server.app.request('/api/conversations', {
      method: 'OPTIONS',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-erp-site-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});
