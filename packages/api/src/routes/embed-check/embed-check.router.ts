import { type EmbedCheck, embedCheckSchema } from '@erp-agent/core';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod/mini';
import { pageOrigin } from '../../embed/embed-access.ts';
import { SiteKeyStore } from '../../embed/site-key-store.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';

const querySchema = z.object({ siteKey: z.optional(z.string().check(z.maxLength(100))) });

/**
 * `GET /api/embed/check`: the widget's `diagnose()` asks whether its site key is active, whether
 * it allows the page's origin, and what time the API's clock says. Any page may ask (the answer
 * carries `Access-Control-Allow-Origin: *`), with a query parameter rather than a header so the
 * browser sends it without a preflight that a misconfigured page would fail.
 */
export const embedCheckRouter = new Hono<AppEnv>().get(
  '/check',
  describeRoute({
    tags: ['Embedding'],
    summary: 'Check a page embedding the widget',
    description:
      "For the widget's diagnose(): the site key's state, whether it allows the caller's origin, the API's time.",
    responses: { 200: jsonResponse('What the API makes of the page', embedCheckSchema) },
  }),
  validate('query', querySchema),
  async (c) => {
    const { siteKey } = c.req.valid('query');
    const origin = pageOrigin(c) ?? null;
    const site = siteKey
      ? await new SiteKeyStore(c.var.deps.database.db, c.var.deps.credentialCipher).active(siteKey)
      : undefined;
    const answer: EmbedCheck = {
      siteKey: siteKey ? (site ? 'active' : 'unknown') : 'absent',
      origin,
      originAllowed: Boolean(site && origin && site.allowedOrigins.includes(origin)),
      serverTime: new Date().toISOString(),
    };
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(answer);
  },
);
