import { PLATFORM_NAMES, PLATFORMS } from '@erp-agent/core';
import { Link } from 'react-router-dom';
import { canUse } from '../../auth/access.ts';
import { useAuth } from '../../auth/session.ts';
import { Card } from '../../components/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Section } from '../../components/section.tsx';
import { useConnection } from '../credentials/use-connection.ts';

function NetsuiteState() {
  const { state, reload } = useConnection();
  if (state.status === 'loading') return <p role="status">CHECKING.CONNECTION...</p>;
  if (state.status === 'failed') {
    return (
      <>
        <p className="alert" role="alert">
          {state.message}
        </p>
        <button className="button" type="button" onClick={reload}>
          RETRY
        </button>
      </>
    );
  }
  const { connection } = state;
  return connection.connected ? (
    <p>
      <span className="status-dot" data-state="ok">
        Connected
      </span>{' '}
      to {connection.accountId}
      {connection.sandbox && ' (embedded sandbox)'}
    </p>
  ) : (
    <p>
      <span className="status-dot" data-state="off">
        Not connected
      </span>{' '}
      <Link to="/credentials">Connect an account</Link>
    </p>
  );
}

/**
 * SYSTEM.DASHBOARD (000 section 2). NEW.TASK starts a task with the guided assistant; the
 * platform row shows the user's real connections. The prototype's task figures were fixed sample
 * data; they are left out until the API serves real ones.
 */
export function DashboardPage() {
  const user = useAuth((state) => state.user);
  if (user === undefined) return null;
  return (
    <div className="page">
      <PageHeader
        title="SYSTEM.DASHBOARD"
        intro={`Signed in as ${user.name}, ${user.role}.`}
        actions={
          canUse(user, { permission: 'erp:query' }) && (
            <Link className="button button-solid" to="/chat">
              NEW.TASK
            </Link>
          )
        }
      />
      <Section title="CONNECTED.PLATFORMS">
        <div className="card-grid">
          {PLATFORMS.map((platform) => (
            <Card key={platform} title={PLATFORM_NAMES[platform]}>
              {!user.platforms.includes(platform) ? (
                <p className="muted">Your account has no access to this platform.</p>
              ) : platform === 'netsuite' ? (
                <div className="connection-state">
                  <NetsuiteState />
                </div>
              ) : (
                <p className="muted">The {PLATFORM_NAMES[platform]} connector is under development.</p>
              )}
            </Card>
          ))}
        </div>
      </Section>
      <p className="note">
        Task statistics, recent tasks and the activity timeline are not built yet; no sample figures stand in for them.
      </p>
    </div>
  );
}
