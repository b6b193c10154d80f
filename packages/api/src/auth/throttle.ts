import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginThrottle } from '../db/schema.ts';

/**
 * Failed sign-ins allowed in a window before a lock: few for one account (guessing its
 * password), more for one address (several people behind one office NAT).
 */
export const THROTTLE = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountFailures: 5,
  addressFailures: 20,
} as const;

export interface ThrottleKeys {
  readonly account: string;
  readonly address: string;
}

/** `account` is the user's id when the account exists, the name typed otherwise. */
export function throttleKeys(account: string, ip: string | undefined): ThrottleKeys {
  return { account: `account:${account.trim().toLowerCase()}`, address: `address:${ip ?? 'unknown'}` };
}

/** Seconds until the later of the two locks lifts, or 0 when sign-in may be tried. */
export async function lockedForSeconds(db: Database, keys: ThrottleKeys): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from max(${loginThrottle.lockedUntil}) - now()))::int` })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, [keys.account, keys.address]), gt(loginThrottle.lockedUntil, sql`now()`)));
  return row?.seconds ?? 0;
}

/**
 * Counts one failure against a key in a single statement, so instances sharing the database
 * never lose a count to a race; reaching the limit sets the lock.
 */
async function countFailure(db: Database, key: string, limit: number): Promise<void> {
  const expired = sql`${loginThrottle.windowStartedAt} < now() - ${THROTTLE.windowMinutes} * interval '1 minute'`;
  const failures = sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`;
  await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      lockedUntil: limit <= 1 ? sql`now() + ${THROTTLE.lockMinutes} * interval '1 minute'` : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${limit} then now() + ${THROTTLE.lockMinutes} * interval '1 minute' else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function recordFailure(db: Database, keys: ThrottleKeys): Promise<void> {
  await countFailure(db, keys.account, THROTTLE.accountFailures);
  await countFailure(db, keys.address, THROTTLE.addressFailures);
}

/** A successful sign-in clears the account's count; the address keeps its own. */
export async function recordSuccess(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.account]));
}
