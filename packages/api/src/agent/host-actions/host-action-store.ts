import type { HostActionOutcome } from '@erp-agent/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hostActions } from '../../db/schema.ts';

export type HostActionStatus = (typeof hostActions.$inferSelect)['status'];

export interface StoredHostAction {
  readonly id: string;
  readonly conversationId: string;
  readonly name: string;
  readonly arguments: Record<string, unknown>;
  readonly status: HostActionStatus;
  readonly outcome: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What each reported outcome settles a proposal to. */
export const SETTLED_STATUS: Readonly<Record<HostActionOutcome, HostActionStatus>> = {
  ok: 'done',
  error: 'failed',
  refused: 'refused',
};

/**
 * The page actions the agent proposed, kept with their conversation: what was proposed, and how
 * the page reported it ended. A conversation waits on one proposal at a time, as on one write.
 */
export class HostActionStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async propose(conversationId: string, name: string, args: Record<string, unknown>): Promise<StoredHostAction> {
    return this.#db.transaction(async (tx) => {
      await tx
        .update(hostActions)
        .set({ status: 'superseded', settledAt: new Date() })
        .where(and(eq(hostActions.conversationId, conversationId), eq(hostActions.status, 'proposed')));
      const [row] = await tx.insert(hostActions).values({ conversationId, name, arguments: args }).returning();
      if (!row) throw new Error('inserting the host action returned no row');
      return row;
    });
  }

  async find(id: string): Promise<StoredHostAction | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.#db.select().from(hostActions).where(eq(hostActions.id, id));
    return row;
  }

  /**
   * Records how a proposal ended if it still waits; false when it was already settled or replaced
   * (a second report, from any tab or instance), so each proposal is recorded once.
   */
  async settle(id: string, outcome: HostActionOutcome, message: string | undefined): Promise<boolean> {
    const settled = await this.#db
      .update(hostActions)
      .set({ status: SETTLED_STATUS[outcome], outcome: message ?? null, settledAt: new Date() })
      .where(and(eq(hostActions.id, id), eq(hostActions.status, 'proposed')))
      .returning({ id: hostActions.id });
    return settled.length === 1;
  }

  async inConversation(conversationId: string): Promise<StoredHostAction[]> {
    return this.#db.select().from(hostActions).where(eq(hostActions.conversationId, conversationId));
  }
}
