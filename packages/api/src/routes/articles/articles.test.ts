import { type Article, type ArticleListResponse, NO_ARTICLES_TEXT } from '@erp-agent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_DIR, readDocsFolder } from '../../articles/docs-folder.ts';
import { articles as articlesTable } from '../../db/schema.ts';
import { type Client, createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let visitor: Client;
let docs: Article[];
beforeAll(async () => {
  server = await createTestServer();
  visitor = server.anonymous;
  docs = await readDocsFolder(DOCS_DIR);
});
afterAll(() => server.close());

const list = (query = '') => visitor.request<ArticleListResponse>('GET', `/api/articles${query}`);

describe('documentation articles', () => {
  it('are the docs/*.md files, open to visitors who are not signed in', async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.body.articles.map((article) => article.slug).sort()).toEqual(docs.map((doc) => doc.slug).sort());
  });

  it('are searched by title or description, case-insensitively, and filtered by category', async () => {
    const byTitle = (await list('?search=QUICK START')).body.articles;
    expect(byTitle.map((article) => article.slug)).toContain('quick-start');
    const embedding = docs.find((doc) => doc.slug === 'embedding');
    const fragment = embedding?.description.slice(5, 25) ?? '';
    expect(
      (await list(`?search=${encodeURIComponent(fragment)}`)).body.articles.map((article) => article.slug),
    ).toContain('embedding');
    const security = (await list('?category=security')).body.articles;
    expect(security.length).toBeGreaterThan(0);
    expect(security.every((article) => article.category === 'security')).toBe(true);
    expect((await list('?category=all')).body.articles).toHaveLength(docs.length);
    expect((await list('?search=zzzz-no-such-text')).body.articles).toEqual([]);
    expect(NO_ARTICLES_TEXT).toBe('No documentation found matching your search.');
  });

  it('are read whole by slug: the markdown of the file, without its front matter or title', async () => {
    const reply = await visitor.request<Article>('GET', '/api/articles/embedding');
    expect(reply.status).toBe(200);
    expect(reply.body.title).toBe('Embedding the assistant');
    expect(reply.body.body).toBe(docs.find((doc) => doc.slug === 'embedding')?.body);
    expect(reply.body.body).not.toMatch(/^---|^# /);
    expect((await visitor.request('GET', '/api/articles/no-such-article')).status).toBe(404);
  });

  it('are brought back in line with the folder on restart: no duplicates, removed files gone', async () => {
    await server.database.db.insert(articlesTable).values({
      slug: 'removed-from-docs',
      title: 'Removed',
      description: 'A file no longer in docs/.',
      category: 'troubleshooting',
      type: 'Guide',
      readTimeMinutes: 1,
      difficulty: 'Beginner',
      body: 'Gone.',
    });
    await server.restart();
    const reply = await server.anonymous.request<ArticleListResponse>('GET', '/api/articles');
    expect(reply.body.articles).toHaveLength(docs.length);
    expect(reply.body.articles.map((article) => article.slug)).not.toContain('removed-from-docs');
  });
});
