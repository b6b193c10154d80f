import { randomUUID } from 'node:crypto';

/** Service Layer's default: a session ends after 30 minutes without a request. */
export const SESSION_TIMEOUT_MINUTES = 30;

export interface SandboxSession {
  readonly id: string;
  readonly userName: string;
  lastUsed: number;
}

/**
 * The sandbox's open sessions, by `B1SESSION` id. A session lapses after the timeout without use
 * and every request pushes it on, as Service Layer's own sessions do. Kept in memory, as a
 * Service Layer node keeps its own: a session belongs to the node (`ROUTEID`) that opened it.
 */
export class SessionStore {
  readonly #sessions = new Map<string, SandboxSession>();
  readonly #now: () => number;
  readonly timeoutMinutes: number;

  constructor(options: { now?: () => number; timeoutMinutes?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.timeoutMinutes = options.timeoutMinutes ?? SESSION_TIMEOUT_MINUTES;
  }

  open(userName: string): SandboxSession {
    this.#sweep();
    const session = { id: randomUUID(), userName, lastUsed: this.#now() };
    this.#sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id, pushed on; undefined when unknown or lapsed. */
  use(id: string | undefined): SandboxSession | undefined {
    if (id === undefined) return undefined;
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    if (this.#lapsed(session)) {
      this.#sessions.delete(id);
      return undefined;
    }
    session.lastUsed = this.#now();
    return session;
  }

  close(id: string): void {
    this.#sessions.delete(id);
  }

  #lapsed(session: SandboxSession): boolean {
    return this.#now() - session.lastUsed > this.timeoutMinutes * 60_000;
  }

  #sweep(): void {
    for (const session of this.#sessions.values()) {
      if (this.#lapsed(session)) this.#sessions.delete(session.id);
    }
  }
}
