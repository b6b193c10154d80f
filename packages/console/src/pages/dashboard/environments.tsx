import { type Environment, PLATFORM_NAMES } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card } from '../../components/card.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { TimeAgo } from '../../components/time-ago.tsx';
import { dashboardQueries } from './dashboard-client.ts';

const STATE: Readonly<Record<Environment['status'], { dot: string; label: string }>> = {
  online: { dot: 'ok', label: 'online' },
  offline: { dot: 'error', label: 'offline' },
  not_connected: { dot: 'off', label: 'not connected' },
};

function EnvironmentCard({ environment }: { environment: Environment }) {
  const state = STATE[environment.status];
  return (
    <Card title={`${PLATFORM_NAMES[environment.platform]}: ${environment.name}`}>
      <p>
        <span className="status-dot" data-state={state.dot}>
          {state.label}
        </span>
        {environment.latencyMs !== null && <span className="muted"> · {environment.latencyMs} ms</span>}
      </p>
      {environment.accountId !== null && <p className="muted">Account {environment.accountId}</p>}
      {environment.detail !== null && <p className="muted">{environment.detail}</p>}
      <p className="muted">
        Last used: {environment.lastUsedAt === null ? 'never' : <TimeAgo at={environment.lastUsedAt} />}
      </p>
    </Card>
  );
}

/** The user's real connections, checked live, each with its last use; MANAGE goes to the credentials. */
export function Environments({ canManage }: { canManage: boolean }) {
  const query = useQuery(dashboardQueries.environments());
  return (
    <>
      <QueryView
        query={query}
        label="ENVIRONMENTS"
        isEmpty={(data) => data.environments.length === 0}
        empty={<p className="muted">Your account reaches no ERP platform. Ask an administrator for access.</p>}
      >
        {({ environments }) => (
          <div className="card-grid">
            {environments.map((environment) => (
              <EnvironmentCard environment={environment} key={environment.platform} />
            ))}
          </div>
        )}
      </QueryView>
      {canManage && (
        <Link className="button button-small" to="/credentials">
          MANAGE
        </Link>
      )}
    </>
  );
}
