import type { SessionUser } from '@erp-agent/core';
import { Link } from 'react-router-dom';
import { canUse } from '../auth/access.ts';
import { NotificationsMenu } from '../notifications/notifications-menu.tsx';
import { AccountMenu } from './account-menu.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { useShell } from './shell-store.ts';
import { SIDEBAR_ID } from './sidebar.tsx';
import { SystemReadouts } from './system-readouts.tsx';

const ROLE_LABELS: Readonly<Record<SessionUser['role'], string>> = {
  admin: 'ADMIN',
  analyst: 'ANALYST',
  operator: 'OPERATOR',
};

/**
 * The signed-in top bar (000 section 2): title and NetSuite state, readouts, notifications,
 * settings, the user and the account menu.
 */
export function TopBar({ user }: { user: SessionUser }) {
  const drawerOpen = useShell((state) => state.drawerOpen);
  const setDrawerOpen = useShell((state) => state.setDrawerOpen);
  return (
    <header className="top-bar" data-page-header="">
      <button
        className="icon-button menu-button"
        type="button"
        aria-controls={SIDEBAR_ID}
        aria-expanded={drawerOpen}
        aria-label="Menu"
        onClick={() => setDrawerOpen(!drawerOpen)}
      >
        <span aria-hidden="true">≡</span>
      </button>
      <p className="top-bar-title">
        NETSUITE.CHATBOT <ConnectionStatus user={user} />
      </p>
      <SystemReadouts canReadSystem={canUse(user, { permission: 'system:read' })} />
      <div className="top-bar-actions">
        <NotificationsMenu />
        {canUse(user, { permission: 'settings:manage' }) && (
          <Link className="icon-button" to="/settings" aria-label="Settings">
            <span aria-hidden="true">⚙</span>
          </Link>
        )}
        <p className="top-bar-user">
          <span className="top-bar-name">{user.name}</span>
          <span className="tag">{ROLE_LABELS[user.role]}</span>
        </p>
        <AccountMenu user={user} />
      </div>
    </header>
  );
}
