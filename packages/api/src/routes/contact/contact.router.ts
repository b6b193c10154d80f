import { contactListResponseSchema, contactReceiptSchema, contactRequestSchema } from '@erp-agent/core';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requirePermission } from '../../auth/authenticate.ts';
import { contactMessages } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';

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
      description: 'Newest first; the latest 500.',
      responses: { 200: jsonResponse('Messages', contactListResponseSchema), ...errorResponses(401, 403) },
    }),
    requirePermission('contact:read'),
    async (c) => {
      const rows = await c.var.deps.database.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.receivedAt))
        .limit(500);
      return c.json({
        messages: rows.map(({ ip: _ip, receivedAt, ...message }) => ({
          ...message,
          receivedAt: receivedAt.toISOString(),
        })),
      });
    },
  );
