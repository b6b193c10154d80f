import * as z from 'zod/mini';

/** The documentation categories of 001 section 2. */
export const ARTICLE_CATEGORIES = [
  'getting-started',
  'api-reference',
  'integrations',
  'configuration',
  'security',
  'troubleshooting',
] as const;
export const articleCategorySchema = z.enum(ARTICLE_CATEGORIES);
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const ARTICLE_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: articleCategorySchema,
  /** Guide, Reference, Tutorial... */
  type: z.string(),
  readTimeMinutes: z.number(),
  difficulty: z.enum(ARTICLE_DIFFICULTIES),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = z.extend(articleSummarySchema, { body: z.string() });
export type Article = z.infer<typeof articleSchema>;

/** `GET /api/articles`: search matches title or description, case-insensitive (001 section 5). */
export const articleListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  category: z.optional(z.union([articleCategorySchema, z.literal('all')])),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleListResponseSchema = z.object({ articles: z.array(articleSummarySchema) });
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

/** Shown when a search finds nothing (001 section 8). */
export const NO_ARTICLES_TEXT = 'No documentation found matching your search.';
