import { sql } from 'drizzle-orm';
import { articles } from '../db/schema.ts';
import { SEED_ARTICLES } from './articles.ts';
import type { Seeder } from './seeder.ts';

/** The documentation ships with the product: each start brings the stored articles up to date. */
export const seedArticles: Seeder = async ({ db }) => {
  await db
    .insert(articles)
    .values(SEED_ARTICLES.map((article) => ({ ...article })))
    .onConflictDoUpdate({
      target: articles.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        type: sql`excluded.type`,
        readTimeMinutes: sql`excluded.read_time_minutes`,
        difficulty: sql`excluded.difficulty`,
        body: sql`excluded.body`,
        updatedAt: sql`now()`,
      },
    });
};
