import type { NetsuiteConnector } from './netsuite-connector.ts';
import type { RecordTypeSchema } from './records.ts';

/** Entries kept at most; the oldest go first. A field list is a few kilobytes. */
const MAX_ENTRIES = 500;

/**
 * Record types' field lists (`recordMetadata`), kept for a while: they change only when someone
 * customises the account, and the agent reads them before every record it previews. Keyed by
 * account, token and type, since what a token's role may see of a type is the role's.
 */
export class MetadataCache {
  readonly #entries = new Map<string, { readonly value: Promise<RecordTypeSchema>; readonly until: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The connector with its `recordMetadata` answered from here for `ttlSeconds` (0: not at all). */
  wrap(connector: NetsuiteConnector, identity: string, ttlSeconds: number): NetsuiteConnector {
    if (ttlSeconds <= 0) return connector;
    return {
      ...connector,
      recordMetadata: (type, options) => {
        const key = `${identity}\u0000${type}`;
        const entry = this.#entries.get(key);
        if (entry && entry.until > this.#now()) return entry.value;
        const value = connector.recordMetadata(type, options);
        this.#entries.delete(key);
        if (this.#entries.size >= MAX_ENTRIES) {
          const oldest = this.#entries.keys().next();
          if (!oldest.done) this.#entries.delete(oldest.value);
        }
        this.#entries.set(key, { value, until: this.#now() + ttlSeconds * 1000 });
        // A failure is not kept: the next call asks NetSuite again.
        value.catch(() => {
          if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
        });
        return value;
      },
    };
  }
}
