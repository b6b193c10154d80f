import type { ContactMessage, UpdateContactMessageRequest } from '@erp-agent/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

/** How many messages the list answers at most, newest first. */
export const CONTACT_LIST_LIMIT = 500;

type Row = typeof contactMessages.$inferSelect;

function toWire({ ip: _ip, receivedAt, readAt, archivedAt, ...message }: Row): ContactMessage {
  return {
    ...message,
    receivedAt: receivedAt.toISOString(),
    readAt: readAt?.toISOString() ?? null,
    archivedAt: archivedAt?.toISOString() ?? null,
  };
}

export async function listContactMessages(db: Database): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.receivedAt))
    .limit(CONTACT_LIST_LIMIT);
  return rows.map(toWire);
}

/**
 * Marks a message read or unread, archived or back in the inbox. Marking read again keeps the
 * first reading's time. Undefined when there is no such message.
 */
export async function updateContactMessage(
  db: Database,
  id: string,
  update: UpdateContactMessageRequest,
): Promise<ContactMessage | undefined> {
  const changes = {
    ...(update.read === true ? { readAt: sql`coalesce(${contactMessages.readAt}, now())` } : {}),
    ...(update.read === false ? { readAt: null } : {}),
    ...(update.archived === true ? { archivedAt: sql`coalesce(${contactMessages.archivedAt}, now())` } : {}),
    ...(update.archived === false ? { archivedAt: null } : {}),
  };
  const where = eq(contactMessages.id, id);
  // Drizzle refuses an UPDATE with no columns: a change of nothing answers the message as it is.
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select().from(contactMessages).where(where)
      : await db.update(contactMessages).set(changes).where(where).returning();
  return row && toWire(row);
}
