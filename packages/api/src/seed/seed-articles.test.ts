import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../db/schema.ts';
import { createTestServer, type TestServer } from '../test/test-server.ts';
import { seedArticles } from './seed-articles.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const stored = async () =>
  new Map(
    (await server.database.db.select({ slug: articles.slug, updatedAt: articles.updatedAt }).from(articles)).map(
      (row) => [row.slug, row.updatedAt.getTime()],
    ),
  );
const reseed = () =>
  seedArticles({ db: server.database.db, env: server.env, logger: pino({ level: 'silent' }), sampleData: false });

describe('seedArticles on a restart', () => {
  it('writes nothing when the docs are unchanged, and rewrites only an article whose file changed', async () => {
    const before = await stored();
    expect(before.size).toBeGreaterThan(5);
    await reseed();
    expect(await stored()).toEqual(before);

    const [changed] = before.keys();
    await server.database.db
      .update(articles)
      .set({ body: 'an older text', updatedAt: new Date(0) })
      .where(eq(articles.slug, changed ?? ''));
    await reseed();
    const after = await stored();
    expect(after.get(changed ?? '')).toBeGreaterThan(0);
    for (const [slug, time] of before) if (slug !== changed) expect(after.get(slug)).toBe(time);
    const [row] = await server.database.db
      .select()
      .from(articles)
      .where(eq(articles.slug, changed ?? ''));
    expect(row?.body).not.toBe('an older text');
  });
});
