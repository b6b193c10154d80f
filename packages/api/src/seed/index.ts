import { seedFirstAdmin } from './first-admin.ts';
import { seedSampleUsers } from './sample-users.ts';
import { seedArticles } from './seed-articles.ts';
import type { SeedContext, Seeder } from './seeder.ts';

export { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME, defaultAdminPasswordInUse } from './first-admin.ts';
export type { SeedContext, Seeder } from './seeder.ts';

/** Every seeder, in order. A feature with records of its own adds its seeder here. */
const SEEDERS: readonly Seeder[] = [seedFirstAdmin, seedArticles, seedSampleUsers];

export async function seed(context: SeedContext): Promise<void> {
  for (const seeder of SEEDERS) await seeder(context);
}
