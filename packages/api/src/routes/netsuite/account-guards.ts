import type { AppDeps } from '../../lib/app-env.ts';
import { serverMonitor } from '../../monitoring/server-monitor.ts';
import { AccountGuard, type CircuitStatus } from '../../netsuite/connector/index.ts';
import { netsuiteRealm } from '../../netsuite/tba/index.ts';

/** Each app's guards, one per NetSuite account, however many users' tokens reach it. */
const guardsOf = new WeakMap<AppDeps, Map<string, AccountGuard>>();

function guards(deps: AppDeps): Map<string, AccountGuard> {
  let byAccount = guardsOf.get(deps);
  if (!byAccount) {
    byAccount = new Map();
    guardsOf.set(deps, byAccount);
  }
  return byAccount;
}

/**
 * The account's concurrency limit (NETSUITE_CONCURRENCY_LIMIT) and circuit breaker, shared by
 * every connector this process makes to it. The circuit opening and closing go to the event log.
 */
export function accountGuardFor(deps: AppDeps, accountId: string): AccountGuard {
  const realm = netsuiteRealm(accountId);
  const byAccount = guards(deps);
  let guard = byAccount.get(realm);
  if (!guard) {
    guard = new AccountGuard(accountId, {
      concurrencyLimit: deps.env.NETSUITE_CONCURRENCY_LIMIT,
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
export function circuitStatusOf(deps: AppDeps, accountId: string): CircuitStatus | undefined {
  return guards(deps).get(netsuiteRealm(accountId))?.status();
}
