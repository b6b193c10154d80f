import type { ChatReply, ConversationDetail, ConversationSummary, ProcessId } from '@erp-agent/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversationMessages, conversations } from '../../db/schema.ts';
import { withMessageTree } from '../reply/with-message-tree.ts';

/** Whose a conversation is: a signed-in user, or an anonymous visitor of a site that embeds the widget. */
export type ConversationOwner =
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'visitor'; readonly siteKeyId: string; readonly visitorId: string };

export interface StoredTurn {
  readonly role: 'user' | 'assistant';
  readonly text: string | null;
  readonly reply: ChatReply | null;
}

export interface Conversation {
  readonly id: string;
  readonly title: string;
  readonly process: ProcessId | null;
  /** What the planner keeps between turns, in its own shape. */
  readonly state: Record<string, unknown>;
}

/** Titles are the first prompt, cut at a word to this length. */
const TITLE_LENGTH = 80;

export function titleOf(prompt: string): string {
  const flat = prompt.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_LENGTH) return flat;
  const cut = flat.slice(0, TITLE_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_LENGTH / 2))}…`;
}

function ownedBy(owner: ConversationOwner) {
  return owner.kind === 'user'
    ? eq(conversations.userId, owner.userId)
    : and(
        isNull(conversations.userId),
        eq(conversations.siteKeyId, owner.siteKeyId),
        eq(conversations.visitorId, owner.visitorId),
      );
}

function summary(row: typeof conversations.$inferSelect): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    process: (row.process as ProcessId | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Conversations and their turns, kept per owner in the database, so a conversation survives a
 * restart and goes on on whichever instance the next request reaches. Every read is scoped to its
 * owner: an id that is someone else's reads as not there.
 */
export class ConversationStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async open(owner: ConversationOwner, id: string): Promise<Conversation | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.#db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), ownedBy(owner)));
    return (
      row && { id: row.id, title: row.title, process: (row.process as ProcessId | null) ?? null, state: row.state }
    );
  }

  async start(owner: ConversationOwner, firstPrompt: string, process: ProcessId | undefined): Promise<Conversation> {
    const [row] = await this.#db
      .insert(conversations)
      .values({
        title: titleOf(firstPrompt),
        process: process ?? null,
        ...(owner.kind === 'user'
          ? { userId: owner.userId }
          : { siteKeyId: owner.siteKeyId, visitorId: owner.visitorId }),
      })
      .returning();
    if (!row) throw new Error('inserting the conversation returned no row');
    return { id: row.id, title: row.title, process: (row.process as ProcessId | null) ?? null, state: row.state };
  }

  /** The turns so far, oldest first, at most `limit` of the latest. */
  async turns(conversationId: string, limit = 40): Promise<StoredTurn[]> {
    const rows = await this.#db
      .select({ role: conversationMessages.role, text: conversationMessages.text, reply: conversationMessages.reply })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(limit);
    return rows.reverse().map((row) => ({ role: row.role, text: row.text, reply: row.reply as ChatReply | null }));
  }

  /** Records one exchange and what the planner keeps for the next. */
  async append(
    conversationId: string,
    prompt: string,
    reply: ChatReply,
    state: Record<string, unknown>,
    process: ProcessId | undefined,
  ): Promise<void> {
    const now = new Date();
    await this.#db.transaction(async (tx) => {
      await tx.insert(conversationMessages).values([
        { conversationId, role: 'user', text: prompt, createdAt: now },
        {
          conversationId,
          role: 'assistant',
          reply: reply as Record<string, unknown>,
          createdAt: new Date(now.getTime() + 1),
        },
      ]);
      await tx
        .update(conversations)
        .set({ state, updatedAt: now, ...(process ? { process } : {}) })
        .where(eq(conversations.id, conversationId));
    });
  }

  async list(userId: string, limit = 100): Promise<ConversationSummary[]> {
    const rows = await this.#db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, userId))
      .orderBy(desc(conversations.updatedAt))
      .limit(limit);
    return rows.map(summary);
  }

  async detail(userId: string, id: string): Promise<ConversationDetail | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.#db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
    if (!row) return undefined;
    const messages = await this.#db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    return {
      ...summary(row),
      messages: messages.map((message) =>
        message.role === 'user'
          ? {
              id: message.id,
              role: 'user' as const,
              text: message.text ?? '',
              createdAt: message.createdAt.toISOString(),
            }
          : {
              id: message.id,
              role: 'assistant' as const,
              reply: withMessageTree((message.reply ?? {}) as ChatReply),
              createdAt: message.createdAt.toISOString(),
            },
      ),
    };
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const removed = await this.#db
      .delete(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
      .returning({ id: conversations.id });
    return removed.length === 1;
  }
}
