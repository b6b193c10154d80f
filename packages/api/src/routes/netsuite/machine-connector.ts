import type { NetsuiteMachineAccess } from '@erp-agent/core';
import type { CryptoKey } from 'oauth4webapi';
import type { AppDeps } from '../../lib/app-env.ts';
import type { BearerTokenSource, NetsuiteConnector } from '../../netsuite/connector/index.ts';
import {
  clientCredentialsTokens,
  importCertificateKey,
  netsuiteOAuthEndpoints,
  OAUTH2_PATHS,
  requestClientCredentialsToken,
} from '../../netsuite/oauth2/index.ts';
import { connectorFor, isSandboxAccount, SANDBOX_BASE_URL, sandboxFetch } from './netsuite-connector-for.ts';

/** What unattended work signs its assertion with, and for which account. */
interface MachineIdentity {
  readonly accountId: string;
  readonly clientId: string;
  readonly certificateId: string;
  privateKey(): Promise<CryptoKey>;
}

/**
 * The configured certificate (NETSUITE_OAUTH_CERTIFICATE_ID, its key, NETSUITE_ACCOUNT_ID) or,
 * without one, the embedded sandbox's demo certificate; undefined when there is neither.
 */
function machineIdentity(deps: AppDeps): MachineIdentity | undefined {
  const { env } = deps;
  if (
    env.NETSUITE_OAUTH_CERTIFICATE_ID &&
    env.NETSUITE_OAUTH_PRIVATE_KEY &&
    env.NETSUITE_ACCOUNT_ID &&
    env.NETSUITE_OAUTH_CLIENT_ID
  ) {
    const pem = env.NETSUITE_OAUTH_PRIVATE_KEY;
    return {
      accountId: env.NETSUITE_ACCOUNT_ID,
      clientId: env.NETSUITE_OAUTH_CLIENT_ID,
      certificateId: env.NETSUITE_OAUTH_CERTIFICATE_ID,
      privateKey: () => importCertificateKey(pem),
    };
  }
  if (!deps.sandbox) return undefined;
  const { account } = deps.sandbox;
  const pem = account.oauth.demoCertificate.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    accountId: account.accountId,
    clientId: account.oauth.clientId,
    certificateId: account.oauth.demoCertificate.id,
    privateKey: () => importCertificateKey(pem),
  };
}

/** Unattended access as an admin may see it. */
export function describeMachineAccess(deps: AppDeps): NetsuiteMachineAccess {
  const identity = machineIdentity(deps);
  return {
    available: identity !== undefined,
    accountId: identity?.accountId ?? null,
    sandbox: identity !== undefined && isSandboxAccount(deps, identity.accountId),
    certificateId: identity?.certificateId ?? null,
  };
}

/** One token source per app: its access token serves every unattended call until it expires. */
const machineTokens = new WeakMap<
  AppDeps,
  { readonly identity: MachineIdentity; readonly bearer: BearerTokenSource }
>();

/**
 * The connector for unattended work (no user present, such as scheduled searches), authenticated
 * with the client credentials grant; undefined when the server has no certificate for it.
 */
export async function machineConnectorFor(deps: AppDeps): Promise<NetsuiteConnector | undefined> {
  let known = machineTokens.get(deps);
  if (!known) {
    const identity = machineIdentity(deps);
    if (!identity) return undefined;
    const sandbox = deps.sandbox && isSandboxAccount(deps, identity.accountId) ? deps.sandbox : undefined;
    const bearer = clientCredentialsTokens(async () =>
      requestClientCredentialsToken({
        tokenUrl: sandbox
          ? `${SANDBOX_BASE_URL}${OAUTH2_PATHS.token}`
          : netsuiteOAuthEndpoints(identity.accountId).tokenUrl,
        clientId: identity.clientId,
        certificateId: identity.certificateId,
        privateKey: await identity.privateKey(),
        ...(sandbox ? { fetch: sandboxFetch(sandbox), allowHttp: true } : {}),
      }),
    );
    known = { identity, bearer };
    machineTokens.set(deps, known);
  }
  return connectorFor(deps, { accountId: known.identity.accountId, bearer: known.bearer, holder: 'machine' });
}
