import { notInArray, sql } from 'drizzle-orm';
import { DOCS_DIR, readDocsFolder } from '../articles/docs-folder.ts';
import { articles } from '../db/schema.ts';
import type { Seeder } from './seeder.ts';

/**
 * The Documentation screen shows the repository's own `docs/*.md`: each start brings the stored
 * articles in line with the files (new and changed ones written, removed ones deleted, the rest
 * left as they are), so the docs and the screen never disagree. The table is what the search runs on.
 */
export const seedArticles: Seeder = async ({ db }) => {
  const docs = await readDocsFolder(DOCS_DIR);
  if (docs.length === 0) throw new Error(`no documentation found in ${DOCS_DIR}`);
  await db
    .insert(articles)
    .values(docs.map((article) => ({ ...article })))
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
      // Only what changed is written: a restart with the same docs writes nothing, and an
      // article's updatedAt says when its file last changed.
      setWhere: sql`(${articles.title}, ${articles.description}, ${articles.category}, ${articles.type}, ${articles.readTimeMinutes}, ${articles.difficulty}, ${articles.body}) is distinct from (excluded.title, excluded.description, excluded.category, excluded.type, excluded.read_time_minutes, excluded.difficulty, excluded.body)`,
    });
  await db.delete(articles).where(
    notInArray(
      articles.slug,
      docs.map((article) => article.slug),
    ),
  );
};
