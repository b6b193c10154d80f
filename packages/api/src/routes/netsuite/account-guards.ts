import type { AppDeps } from '../../lib/app-env.ts';
import { serverMonitor } from '../../monitoring/server-monitor.ts';
import { AccountGuard, type CircuitStatus } from '../../netsuite/connector/index.ts';
import { netsuiteRealm } from '../../netsuite/tba/index.ts';

/** What a guard is made from: the app's settings of the environment, and where it reports. */
type GuardDeps = Pick<AppDeps, 'env' | 'logger'>;

/** Each app's guards, one per NetSuite account, however many users' tokens reach it. */
const guardsOf = new WeakMap<GuardDeps, Map<string, AccountGuard>>();

function guards(deps: GuardDeps): Map<string, AccountGuard> {
  let byAccount = guardsOf.get(deps);
  if (!byAccount) {
    byAccount = new Map();
    guardsOf.set(deps, byAccount);
  }
  return byAccount;
}

/**
 * The account's concurrency limit (NETSUITE_CONCURRENCY_LIMIT) and circuit breaker
 * (NETSUITE_CIRCUIT_FAILURES outages in a row open it for NETSUITE_CIRCUIT_OPEN_SECONDS), shared
 * by every connector this process makes to it. The circuit opening and closing go to the event log.
 */
export function accountGuardFor(deps: GuardDeps, accountId: string): AccountGuard {
  const realm = netsuiteRealm(accountId);
  const byAccount = guards(deps);
  let guard = byAccount.get(realm);
  if (!guard) {
    guard = new AccountGuard(accountId, {
      concurrencyLimit: deps.env.NETSUITE_CONCURRENCY_LIMIT,
      circuitFailures: deps.env.NETSUITE_CIRCUIT_FAILURES,
      circuitOpenMs: deps.env.NETSUITE_CIRCUIT_OPEN_SECONDS * 1000,
      onCircuitChange: (change) => {
        const message =
          change.state === 'open'
            ? `NetSuite account ${change.accountId} kept failing (${change.error.code}: ${change.error.message}); calls to it are paused`
            : `NetSuite account ${change.accountId} answers again; calls to it resumed`;
        serverMonitor.events.add({ level: change.state === 'open' ? 'error' : 'info', source: 'netsuite', message });
        deps.logger.warn({ accountId: change.accountId, circuit: change.state }, message);
      },
    });
    byAccount.set(realm, guard);
  }
  return guard;
}

/** The circuit of the account, when this process has called it. */
export function circuitStatusOf(deps: GuardDeps, accountId: string): CircuitStatus | undefined {
  return guards(deps).get(netsuiteRealm(accountId))?.status();
}
