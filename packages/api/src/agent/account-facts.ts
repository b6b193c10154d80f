import * as z from 'zod';
import type { NetsuiteConnector } from '../netsuite/connector/index.ts';
import type { AccountFacts, IsoDate } from './tools/tool-context.ts';

/** The account's today and base currency change rarely; one read a minute per account is plenty. */
const FACTS_TTL_MS = 60_000;

const factsRow = z.object({ today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), base: z.string().min(1) });

// SYSDATE is the account's own clock, in its time zone: "today" for a user of that account.
const FACTS_QUERY =
  "SELECT TO_CHAR(SYSDATE, 'YYYY-MM-DD') AS today, (SELECT symbol FROM currency WHERE isbasecurrency = 'T' FETCH FIRST 1 ROWS ONLY) AS base FROM DUAL";

/** Reads and caches, per account, the facts the agent resolves dates and currencies against. */
export class AccountFactsCache {
  readonly #cache = new Map<string, { facts: AccountFacts; until: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async of(connector: NetsuiteConnector, sandbox: boolean, signal?: AbortSignal): Promise<AccountFacts> {
    const cached = this.#cache.get(connector.accountId);
    if (cached && cached.until > this.#now()) return cached.facts;
    const result = await connector.suiteql(FACTS_QUERY, { maxRows: 1, ...(signal ? { signal } : {}) });
    const row = factsRow.parse({ ...result.items[0], base: result.items[0]?.base ?? 'USD' });
    const facts: AccountFacts = {
      accountId: connector.accountId,
      today: row.today as IsoDate,
      baseCurrency: row.base,
      sandbox,
    };
    this.#cache.set(connector.accountId, { facts, until: this.#now() + FACTS_TTL_MS });
    return facts;
  }
}
