import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Principal } from '../lib/app-env.ts';

/** The channel on which instances tell each other that sessions or users changed. */
const CHANNEL = 'erp_agent_auth';

/**
 * How long a recognised session is trusted without asking the database again. Notifications
 * evict entries at once; this bounds the damage if one is ever lost.
 */
export const PRINCIPAL_TTL_MS = 5000;

const MAX_ENTRIES = 10_000;

type Change = { readonly session: string } | { readonly user: string };

/** Every cache in this process, so a change made here evicts at once, before any notice arrives. */
const caches = new Set<PrincipalCache>();

interface Entry {
  readonly principal: Principal;
  readonly until: number;
}

/**
 * Signed-in principals by token hash, so a busy session costs a hash and a map lookup rather
 * than a query. Not state another instance needs: every entry can be rebuilt from the database,
 * and every change that would make one wrong (logout, deactivation, a role or password change)
 * is announced with NOTIFY, which every instance, this one included, hears and evicts on.
 */
export class PrincipalCache {
  readonly #entries = new Map<string, Entry>();
  #stop: (() => Promise<void>) | undefined;

  async start(database: DatabaseHandle): Promise<void> {
    this.#stop = await database.listen(
      CHANNEL,
      (payload) => this.#evictPayload(payload),
      () => this.#entries.clear(),
    );
    caches.add(this);
  }

  async stop(): Promise<void> {
    caches.delete(this);
    await this.#stop?.();
    this.#entries.clear();
  }

  get(tokenHash: string): Principal | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.until <= now || entry.principal.expiresAt.getTime() <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.principal;
  }

  set(tokenHash: string, principal: Principal): void {
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(tokenHash, { principal, until: Date.now() + PRINCIPAL_TTL_MS });
  }

  #evictPayload(payload: string): void {
    try {
      this.evict(JSON.parse(payload) as Change);
    } catch {
      this.#entries.clear();
    }
  }

  evict(change: Change): void {
    for (const [hash, { principal }] of this.#entries) {
      if ('session' in change ? principal.sessionId === change.session : principal.user.id === change.user) {
        this.#entries.delete(hash);
      }
    }
  }
}

/**
 * Tells every instance that a session ended or a user changed: this process's caches at once,
 * the others by NOTIFY. Inside a transaction the notice goes out when it commits, and evicts
 * anything a concurrent request cached in between.
 */
export async function announceChange(db: Database, change: Change): Promise<void> {
  for (const cache of caches) cache.evict(change);
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
}
