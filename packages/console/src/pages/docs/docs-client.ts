import { type ArticleCategory, articleListResponseSchema, articleSchema } from '@erp-agent/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createApiRequester } from '../../api/api-request.ts';

export const ARTICLES_PATH = '/api/articles';

const api = createApiRequester();

export function articlesPath(search: string, category: ArticleCategory | 'all'): string {
  const params = new URLSearchParams();
  if (search !== '') params.set('search', search);
  if (category !== 'all') params.set('category', category);
  const query = params.toString();
  return query === '' ? ARTICLES_PATH : `${ARTICLES_PATH}?${query}`;
}

/** The articles matching a search (the API matches title or description, case-insensitively). */
export const articlesQuery = (search: string, category: ArticleCategory | 'all') =>
  queryOptions({
    queryKey: ['articles', search, category],
    queryFn: () => api.json(articleListResponseSchema, 'GET', articlesPath(search, category)),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['article', slug],
    queryFn: () => api.json(articleSchema, 'GET', `${ARTICLES_PATH}/${encodeURIComponent(slug)}`),
    staleTime: 5 * 60_000,
  });
