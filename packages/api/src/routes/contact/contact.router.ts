import {
  contactListResponseSchema,
  contactMessageSchema,
  contactReceiptSchema,
  contactRequestSchema,
  updateContactMessageRequestSchema,
} from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod/mini';
import { requirePermission } from '../../auth/authenticate.ts';
import { contactMessages } from '../../db/schema.ts';
import { notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { CONTACT_LIST_LIMIT, listContactMessages, updateContactMessage } from './contact-messages.ts';

const idParamSchema = z.object({ id: z.uuid('Not a message id') });

/** The contact form (000 section 3): anyone may write; admins read. */
export const contactRouter = new Hono<AppEnv>()
  .post(
    '/',
    describeRoute({
      tags: ['Contact'],
      summary: 'Send a contact message',
      description: 'Stored for the team; the only failures are invalid fields.',
      responses: { 201: jsonResponse('Received', contactReceiptSchema), ...errorResponses(400) },
    }),
    validate('json', contactRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const [row] = await c.var.deps.database.db
        .insert(contactMessages)
        .values({ ...body, phone: body.phone || null, ip: clientAddress(c) ?? null })
        .returning({ id: contactMessages.id, receivedAt: contactMessages.receivedAt });
      if (!row) throw new Error('inserting a contact message returned no row');
      return c.json({ id: row.id, receivedAt: row.receivedAt.toISOString() }, 201);
    },
  )
  .get(
    '/',
    describeRoute({
      tags: ['Contact'],
      summary: 'List contact messages',
      description: `Newest first; the latest ${CONTACT_LIST_LIMIT}, archived ones included.`,
      responses: { 200: jsonResponse('Messages', contactListResponseSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('contact:read'),
    async (c) => c.json({ messages: await listContactMessages(c.var.deps.database.db) }),
  )
  .patch(
    '/:id',
    describeRoute({
      tags: ['Contact'],
      summary: 'Mark a contact message read or archived',
      description: '`read` and `archived` each set or clear their state; reading again keeps the first time read.',
      responses: { 200: jsonResponse('The message', contactMessageSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    requirePermission('contact:read'),
    validate('param', idParamSchema),
    validate('json', updateContactMessageRequestSchema),
    async (c) => {
      const message = await updateContactMessage(c.var.deps.database.db, c.req.valid('param').id, c.req.valid('json'));
      if (!message) throw notFound('The message');
      return c.json(message);
    },
  );
