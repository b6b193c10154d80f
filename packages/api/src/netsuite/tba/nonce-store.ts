/**
 * Where used nonces are remembered. `claim` must be atomic: of two concurrent claims of one key,
 * exactly one is true. A database-backed store (one row per key, insert-if-absent) lets every
 * API instance see the same nonces; `MemoryNonceStore` serves a single process and tests.
 */
export interface NonceStore {
  /** True the first time `key` is claimed before `expiresAt`; false for a replay. */
  claim(key: string, expiresAt: Date): Promise<boolean>;
}
