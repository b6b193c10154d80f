import { type Article, type ArticleListResponse, NO_ARTICLES_TEXT } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../../seed/articles.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let reader: Client;
beforeAll(async () => {
  server = await createTestServer();
  reader = (await server.userWithRole('operator')).client;
});
afterAll(() => server.close());

const list = (query = '') => reader.request<ArticleListResponse>('GET', `/api/articles${query}`);

describe('documentation articles', () => {
  it('are seeded, two or more in each of the six categories', async () => {
    const { articles } = (await list()).body;
    expect(articles).toHaveLength(SEED_ARTICLES.length);
    for (const category of [
      'getting-started',
      'api-reference',
      'integrations',
      'configuration',
      'security',
      'troubleshooting',
    ]) {
      expect(articles.filter((article) => article.category === category).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('are searched by title or description, case-insensitively, and filtered by category', async () => {
    const byTitle = (await list('?search=QUICK START')).body.articles;
    expect(byTitle.map((article) => article.slug)).toContain('quick-start');
    const [sample] = SEED_ARTICLES;
    const fragment = sample?.description.slice(5, 25) ?? '';
    expect(
      (await list(`?search=${encodeURIComponent(fragment)}`)).body.articles.map((article) => article.slug),
    ).toContain(sample?.slug);
    const security = (await list('?category=security')).body.articles;
    expect(security.every((article) => article.category === 'security')).toBe(true);
    expect((await list('?category=all')).body.articles).toHaveLength(SEED_ARTICLES.length);
    expect((await list('?search=zzzz-no-such-text')).body.articles).toEqual([]);
    expect(NO_ARTICLES_TEXT).toBe('No documentation found matching your search.');
  });

  it('are read whole by slug', async () => {
    const reply = await reader.request<Article>('GET', '/api/articles/quick-start');
    expect(reply.status).toBe(200);
    expect(reply.body.body.length).toBeGreaterThan(200);
    expect((await reader.request('GET', '/api/articles/no-such-article')).status).toBe(404);
  });

  it('are seeded again on restart without duplicates', async () => {
    await server.restart();
    const reply = await (await server.admin()).request<ArticleListResponse>('GET', '/api/articles');
    expect(reply.body.articles).toHaveLength(SEED_ARTICLES.length);
  });
});
