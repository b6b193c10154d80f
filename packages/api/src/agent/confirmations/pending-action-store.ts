import type { ActionPreview } from '@erp-agent/core';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pendingActions } from '../../db/schema.ts';

export type PendingActionStatus = (typeof pendingActions.$inferSelect)['status'];

export interface PendingAction {
  readonly id: string;
  readonly userId: string;
  readonly conversationId: string;
  readonly tool: string;
  readonly input: Record<string, unknown>;
  readonly title: string;
  readonly preview: ActionPreview;
  readonly digest: string;
  readonly status: PendingActionStatus;
  readonly expiresAt: Date;
  /** When it was confirmed, cancelled or superseded. */
  readonly decidedAt: Date | null;
  /** While it runs: the process carrying it out, `host:pid`. */
  readonly runner: string | undefined;
}

interface StoredPreview {
  readonly title: string;
  readonly preview: ActionPreview;
}

function fromRow(row: typeof pendingActions.$inferSelect): PendingAction {
  const stored = row.preview as unknown as StoredPreview;
  return {
    id: row.id,
    userId: row.userId,
    conversationId: row.conversationId,
    tool: row.tool,
    input: row.input,
    title: stored.title,
    preview: stored.preview,
    digest: row.digest,
    status: row.status,
    expiresAt: row.expiresAt,
    decidedAt: row.decidedAt,
    runner: row.status === 'running' && typeof row.outcome?.runner === 'string' ? row.outcome.runner : undefined,
  };
}

/**
 * Writes waiting for the user's word, in the database so that whichever API instance receives
 * the decision can carry it out. A conversation has one at a time: a new preview supersedes the
 * one before, so "yes" always means the last thing shown.
 */
export class PendingActionStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async propose(action: Omit<PendingAction, 'id' | 'status' | 'decidedAt' | 'runner'>): Promise<PendingAction> {
    return this.#db.transaction(async (tx) => {
      await tx
        .update(pendingActions)
        .set({ status: 'superseded', decidedAt: new Date() })
        .where(and(eq(pendingActions.conversationId, action.conversationId), eq(pendingActions.status, 'pending')));
      const [row] = await tx
        .insert(pendingActions)
        .values({
          userId: action.userId,
          conversationId: action.conversationId,
          tool: action.tool,
          input: action.input,
          preview: { title: action.title, preview: action.preview } as unknown as Record<string, unknown>,
          digest: action.digest,
          expiresAt: action.expiresAt,
        })
        .returning();
      if (!row) throw new Error('inserting the pending action returned no row');
      return fromRow(row);
    });
  }

  async find(id: string): Promise<PendingAction | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await this.#db.select().from(pendingActions).where(eq(pendingActions.id, id));
    return row && fromRow(row);
  }

  /** The conversation's action awaiting a decision, if any. */
  async pendingIn(conversationId: string): Promise<PendingAction | undefined> {
    const [row] = await this.#db
      .select()
      .from(pendingActions)
      .where(and(eq(pendingActions.conversationId, conversationId), eq(pendingActions.status, 'pending')));
    return row && fromRow(row);
  }

  /** The conversation's last write that was carried out, with its input and output. */
  async lastDone(
    conversationId: string,
  ): Promise<{ tool: string; input: Record<string, unknown>; output: Record<string, unknown> } | undefined> {
    const [row] = await this.#db
      .select({ tool: pendingActions.tool, input: pendingActions.input, outcome: pendingActions.outcome })
      .from(pendingActions)
      .where(and(eq(pendingActions.conversationId, conversationId), eq(pendingActions.status, 'done')))
      .orderBy(desc(pendingActions.decidedAt))
      .limit(1);
    const output = row?.outcome?.output;
    if (!row || output === null || typeof output !== 'object') return undefined;
    return { tool: row.tool, input: row.input, output: output as Record<string, unknown> };
  }

  /** The conversation's writes that were confirmed and have not finished, or whose process died. */
  async runningIn(conversationId: string): Promise<PendingAction[]> {
    const rows = await this.#db
      .select()
      .from(pendingActions)
      .where(and(eq(pendingActions.conversationId, conversationId), eq(pendingActions.status, 'running')));
    return rows.map(fromRow);
  }

  /**
   * Moves a pending action to `status` if it is still pending; false when another request (on any
   * instance) decided it first. This is the one place a decision is taken, so a write runs once.
   * A write being carried out names its `runner`, so a later turn can tell one still running from
   * one whose process died.
   */
  async claim(id: string, status: 'running' | 'cancelled' | 'superseded', runner?: string): Promise<boolean> {
    const claimed = await this.#db
      .update(pendingActions)
      .set({ status, decidedAt: new Date(), ...(runner === undefined ? {} : { outcome: { runner } }) })
      .where(and(eq(pendingActions.id, id), eq(pendingActions.status, 'pending')))
      .returning({ id: pendingActions.id });
    return claimed.length === 1;
  }

  /**
   * Ends a write whose run was interrupted, if it is still marked running: false when another
   * request settled it first, so only one of them tells the user.
   */
  async settle(id: string, status: 'done' | 'failed', outcome: Record<string, unknown>): Promise<boolean> {
    const settled = await this.#db
      .update(pendingActions)
      .set({ status, outcome })
      .where(and(eq(pendingActions.id, id), eq(pendingActions.status, 'running')))
      .returning({ id: pendingActions.id });
    return settled.length === 1;
  }

  async finish(id: string, status: 'done' | 'failed', outcome: Record<string, unknown>): Promise<void> {
    await this.#db
      .update(pendingActions)
      .set({ status, outcome })
      .where(and(eq(pendingActions.id, id), ne(pendingActions.status, 'pending')));
  }
}
