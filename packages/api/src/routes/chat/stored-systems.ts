import { eq, sql } from 'drizzle-orm';
import type { ConnectedSystems } from '../../agent/planner/deterministic/erp/systems.ts';
import type { Database } from '../../db/client.ts';
import { dynamicsConnections, netsuiteConnections, sapConnections } from '../../db/schema.ts';

/**
 * Which systems a user has a stored connection to, in one query and without opening a seal or a
 * connector: what the planner asks on every turn to route a request. A seal that no longer opens
 * still counts, so the turn meets the connection's own error rather than "not connected".
 */
export async function storedSystems(db: Database, userId: string): Promise<ConnectedSystems> {
  const stored = (table: typeof netsuiteConnections | typeof sapConnections | typeof dynamicsConnections) =>
    sql<boolean>`exists (${db.select({ userId: table.userId }).from(table).where(eq(table.userId, userId))})`;
  const [row] = await db
    .select({
      netsuite: stored(netsuiteConnections),
      dynamics: stored(dynamicsConnections),
      sap: stored(sapConnections),
    })
    .from(sql`(select 1) as one`);
  return { netsuite: row?.netsuite === true, dynamics: row?.dynamics === true, sap: row?.sap === true };
}
