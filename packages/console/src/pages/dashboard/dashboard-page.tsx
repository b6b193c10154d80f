import { LogoutButton } from '../../auth/logout-button.tsx';
import { useAuth } from '../../auth/session.ts';

/** SYSTEM.DASHBOARD placeholder: the signed-in landing page until the real dashboard is built. */
export function DashboardPage() {
  const user = useAuth((state) => state.user);
  return (
    <main className="centered-page">
      <h1 className="page-title">SYSTEM.DASHBOARD</h1>
      <p>The dashboard is not built yet.</p>
      {user !== undefined && (
        <dl className="facts">
          <dt>NAME</dt>
          <dd>{user.name}</dd>
          <dt>ROLE</dt>
          <dd>{user.role}</dd>
        </dl>
      )}
      <LogoutButton />
    </main>
  );
}
