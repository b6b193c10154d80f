import type { NonceStore } from './nonce-store.ts';

/** How often, in clock time, expired keys are swept, so memory follows traffic, not uptime. */
const SWEEP_INTERVAL_MS = 60_000;

/** A `NonceStore` in this process's memory; it forgets each key at its expiry. */
export class MemoryNonceStore implements NonceStore {
  readonly #expiries = new Map<string, number>();
  readonly #now: () => Date;
  #nextSweep = 0;

  constructor(options: { now?: () => Date } = {}) {
    this.#now = options.now ?? (() => new Date());
  }

  async claim(key: string, expiresAt: Date): Promise<boolean> {
    const now = this.#now().getTime();
    if (now >= this.#nextSweep) this.#sweep(now);
    const expiry = this.#expiries.get(key);
    if (expiry !== undefined && expiry > now) return false;
    this.#expiries.set(key, expiresAt.getTime());
    return true;
  }

  /** Keys still remembered; for tests and metrics. */
  get size(): number {
    return this.#expiries.size;
  }

  #sweep(now: number): void {
    for (const [key, expiry] of this.#expiries) {
      if (expiry <= now) this.#expiries.delete(key);
    }
    this.#nextSweep = now + SWEEP_INTERVAL_MS;
  }
}
