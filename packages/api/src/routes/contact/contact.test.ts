import type { ContactListResponse, ContactMessage, ContactReceipt, ErrorEnvelope } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const valid = {
  name: 'Dana Lee',
  email: 'dana@acme.example',
  company: 'Acme',
  subject: 'Pricing for 40 users',
  message: 'We run NetSuite OneWorld with three subsidiaries.',
};

describe('POST /api/contact', () => {
  it('stores a valid message with the defaults for erp and subscribe, and admins read it', async () => {
    const sent = await server.anonymous.request<ContactReceipt>('POST', '/api/contact', {
      body: { ...valid, phone: '' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const admin = await server.admin();
    const inbox = await admin.request<ContactListResponse>('GET', '/api/contact');
    expect(inbox.body.messages[0]).toMatchObject({
      ...valid,
      phone: null,
      erp: 'netsuite',
      subscribe: true,
      id: sent.body.id,
      readAt: null,
      archivedAt: null,
    });
  });

  it('keeps what the sender chose', async () => {
    const sent = await server.anonymous.request<ContactReceipt>('POST', '/api/contact', {
      body: { ...valid, phone: '+1 555 0100', erp: 'sap', subscribe: false },
    });
    expect(sent.status).toBe(201);
  });

  it.each([
    ['name', { name: '  ' }, 'Enter your name'],
    ['email', { email: 'dana@' }, 'Enter a valid email address'],
    ['company', { company: '' }, 'Enter your company'],
    ['subject', { subject: '' }, 'Enter a subject'],
    ['message', { message: '' }, 'Enter a message'],
    ['message', { message: 'x'.repeat(5001) }, 'Keep a message under 5000 characters'],
    ['erp', { erp: 'oracle' }, undefined],
    ['subscribe', { subscribe: 'yes' }, undefined],
  ])('refuses a bad %s', async (field, change, message) => {
    const reply = await server.anonymous.request<ErrorEnvelope>('POST', '/api/contact', {
      body: { ...valid, ...change },
    });
    expect(reply.status).toBe(400);
    const detail = reply.body.details?.find((item) => item.field === field);
    expect(detail).toBeDefined();
    if (message) expect(detail?.message).toBe(message);
  });

  it('refuses a missing field by name', async () => {
    const { email: _email, ...withoutEmail } = valid;
    const reply = await server.anonymous.request<ErrorEnvelope>('POST', '/api/contact', { body: withoutEmail });
    expect(reply.body.details?.map((detail) => detail.field)).toEqual(['email']);
  });
});

describe('PATCH /api/contact/{id}', () => {
  it('marks a message read and archived, keeps the first reading, and brings it back', async () => {
    const sent = await server.anonymous.request<ContactReceipt>('POST', '/api/contact', { body: valid });
    const admin = await server.admin();
    const path = `/api/contact/${sent.body.id}`;

    const read = await admin.request<ContactMessage>('PATCH', path, { body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    expect(read.body.archivedAt).toBeNull();
    const again = await admin.request<ContactMessage>('PATCH', path, { body: { read: true, archived: true } });
    expect(again.body.readAt).toBe(read.body.readAt);
    expect(again.body.archivedAt).not.toBeNull();

    const listed = (await admin.request<ContactListResponse>('GET', '/api/contact')).body.messages;
    expect(listed.find((message) => message.id === sent.body.id)).toMatchObject({
      readAt: read.body.readAt,
      archivedAt: again.body.archivedAt,
    });

    const back = await admin.request<ContactMessage>('PATCH', path, { body: { read: false, archived: false } });
    expect(back.body).toMatchObject({ readAt: null, archivedAt: null });
    expect((await admin.request<ContactMessage>('PATCH', path, { body: {} })).body.id).toBe(sent.body.id);
  });

  it('answers 404 for an unknown message, 400 for a bad id or body, 403 for other roles', async () => {
    const admin = await server.admin();
    const unknown = await admin.request<ErrorEnvelope>('PATCH', '/api/contact/00000000-0000-4000-8000-000000000000', {
      body: { read: true },
    });
    expect(unknown.status).toBe(404);
    expect((await admin.request('PATCH', '/api/contact/42', { body: { read: true } })).status).toBe(400);
    const sent = await server.anonymous.request<ContactReceipt>('POST', '/api/contact', { body: valid });
    const bad = await admin.request<ErrorEnvelope>('PATCH', `/api/contact/${sent.body.id}`, { body: { read: 'yes' } });
    expect(bad.body.details?.map((detail) => detail.field)).toEqual(['read']);
    const { client } = await server.userWithRole('analyst');
    expect((await client.request('PATCH', `/api/contact/${sent.body.id}`, { body: { read: true } })).status).toBe(403);
  });
});
