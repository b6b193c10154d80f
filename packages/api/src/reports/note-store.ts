import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { savedSearchNotes } from '../db/schema.ts';

/** Descriptions people wrote for saved searches, per account. */
export class NoteStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async all(accountId: string): Promise<Map<string, string>> {
    const found = await this.#db.select().from(savedSearchNotes).where(eq(savedSearchNotes.accountId, accountId));
    return new Map(found.map((row) => [row.searchId, row.description]));
  }

  /** Writes the note; an empty one removes it. */
  async set(accountId: string, searchId: string, description: string, userId: string): Promise<void> {
    if (description.trim() === '') {
      await this.#db
        .delete(savedSearchNotes)
        .where(and(eq(savedSearchNotes.accountId, accountId), eq(savedSearchNotes.searchId, searchId)));
      return;
    }
    const values = { description, updatedBy: userId, updatedAt: new Date() };
    await this.#db
      .insert(savedSearchNotes)
      .values({ accountId, searchId, ...values })
      .onConflictDoUpdate({ target: [savedSearchNotes.accountId, savedSearchNotes.searchId], set: values });
  }
}
