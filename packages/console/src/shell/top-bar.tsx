import type { SessionUser } from '@erp-agent/core';
import { Link } from 'react-router-dom';
import { canUse } from '../auth/access.ts';
import { LogoutButton } from '../auth/logout-button.tsx';
import { NotificationsMenu } from '../notifications/notifications-menu.tsx';
import { useShell } from './shell-store.ts';
import { SIDEBAR_ID } from './sidebar.tsx';
import { SystemReadouts } from './system-readouts.tsx';

const ROLE_LABELS: Readonly<Record<SessionUser['role'], string>> = {
  admin: 'ADMIN',
  analyst: 'ANALYST',
  operator: 'OPERATOR',
};

/** The signed-in top bar (000 section 2): title, readouts, notifications, settings, the user and logout. */
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
        NETSUITE.CHATBOT{' '}
        <span className="status-dot" data-state="ok">
          ACTIVE
        </span>
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
        <LogoutButton avatarOf={user.name} />
      </div>
    </header>
  );
}
