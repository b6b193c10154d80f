import type { AppDeps } from '../../lib/app-env.ts';
import type { NetsuiteConnector } from '../../netsuite/connector/index.ts';
import type { StoredConnection } from '../../netsuite/credentials/connection-store.ts';
import { storedOAuthTokens } from '../../netsuite/credentials/stored-oauth-tokens.ts';
import { connectorFor } from './netsuite-connector-for.ts';
import { oauthClientFor } from './netsuite-oauth-client-for.ts';

/** The connector for a user's stored connection, whichever way it authenticates. */
export function storedConnector(
  deps: AppDeps,
  userId: string,
  connection: StoredConnection,
): Promise<NetsuiteConnector> {
  if (connection.method === 'tba') return connectorFor(deps, connection);
  const bearer = storedOAuthTokens({
    database: deps.database,
    cipher: deps.credentialCipher,
    userId,
    connection,
    client: oauthClientFor(deps, connection.accountId),
    logger: deps.logger.child({ component: 'netsuite-oauth' }),
  });
  return connectorFor(deps, { accountId: connection.accountId, bearer, holder: `user:${userId}` });
}
