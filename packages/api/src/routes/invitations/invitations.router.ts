import {
  acceptedInvitationSchema,
  acceptInvitationRequestSchema,
  inspectInvitationRequestSchema,
  invitationSchema,
} from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { acceptInvitation, inspectInvitation } from '../users/invitations.ts';

const TAGS = ['Users'];

/**
 * The invitation link an admin gave a user (POST /api/users/{id}/invitation): open to anyone who
 * holds the token. The token travels in the body, never the path, so no access log records it.
 */
export const invitationsRouter = new Hono<AppEnv>()
  .post(
    '/inspect',
    describeRoute({
      tags: TAGS,
      summary: 'Read an invitation',
      description: 'Who the invitation is for, until when, and the password policy in force.',
      responses: { 200: jsonResponse('The invitation', invitationSchema), ...errorResponses(400, 404) },
    }),
    validate('json', inspectInvitationRequestSchema),
    async (c) => c.json(await inspectInvitation(c.var.deps.database.db, c.req.valid('json').token)),
  )
  .post(
    '/accept',
    describeRoute({
      tags: TAGS,
      summary: 'Accept an invitation',
      description:
        'Sets the password the invited user chose (checked against the policy) and spends the link; a pending account becomes active. Then sign in as usual.',
      responses: { 200: jsonResponse('Accepted', acceptedInvitationSchema), ...errorResponses(400, 404, 409) },
    }),
    validate('json', acceptInvitationRequestSchema),
    async (c) => {
      const { token, password } = c.req.valid('json');
      return c.json(await acceptInvitation(c.var.deps.database.db, token, password));
    },
  );
