import type { ContactListResponse, ContactReceipt, ErrorEnvelope } from '@erp-agent/core';
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
