import { articleListQuerySchema, articleListResponseSchema, articleSchema } from '@erp-agent/core';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as z from 'zod/mini';
import { articles } from '../../db/schema.ts';
import { notFound } from '../../lib/api-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';

const summaryColumns = {
  slug: articles.slug,
  title: articles.title,
  description: articles.description,
  category: articles.category,
  type: articles.type,
  readTimeMinutes: articles.readTimeMinutes,
  difficulty: articles.difficulty,
};

/**
 * The Documentation screen (001 section 2), public like the landing page that links to it: the
 * articles are the repository's own docs/*.md, which hold nothing private.
 */
export const articlesRouter = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      tags: ['Documentation'],
      summary: 'List documentation articles',
      description: 'Search matches title or description, case-insensitive; category `all` means every category.',
      responses: { 200: jsonResponse('Articles', articleListResponseSchema), ...errorResponses(400) },
    }),
    validate('query', articleListQuerySchema),
    async (c) => {
      const { search, category } = c.req.valid('query');
      const filters: SQL[] = [];
      if (search) {
        const match = or(ilike(articles.title, likePattern(search)), ilike(articles.description, likePattern(search)));
        if (match) filters.push(match);
      }
      if (category && category !== 'all') filters.push(eq(articles.category, category));
      const rows = await c.var.deps.database.db
        .select(summaryColumns)
        .from(articles)
        .where(and(...filters))
        .orderBy(asc(articles.category), asc(articles.title));
      return c.json({ articles: rows });
    },
  )
  .get(
    '/:slug',
    describeRoute({
      tags: ['Documentation'],
      summary: 'Read an article',
      responses: { 200: jsonResponse('The article', articleSchema), ...errorResponses(404) },
    }),
    validate('param', z.object({ slug: z.string().check(z.maxLength(200)) })),
    async (c) => {
      const [row] = await c.var.deps.database.db
        .select({ ...summaryColumns, body: articles.body })
        .from(articles)
        .where(eq(articles.slug, c.req.valid('param').slug));
      if (!row) throw notFound('The article');
      return c.json(row);
    },
  );
