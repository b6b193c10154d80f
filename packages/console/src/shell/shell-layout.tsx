import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { queryClient } from '../api/query-client.ts';
import { canUse } from '../auth/access.ts';
import { useAuth } from '../auth/session.ts';
import { useSessionExpiry } from '../auth/use-session-expiry.ts';
import { PageHeader } from '../components/page-header.tsx';
import { browserNotifier, showOnDesktop } from '../notifications/desktop-notifications.ts';
import { notificationsStore } from '../notifications/notifications-store.ts';
import { toolCallsClient } from '../notifications/tool-calls-client.ts';
import { watchNotifications } from '../notifications/watch-notifications.ts';
import { usePublicSettings } from '../settings/index.ts';
import { currentScreen } from './screen-handle.ts';
import { useShell } from './shell-store.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import './shell.css';

export const MAIN_CONTENT_ID = 'main-content';

/** A screen the user's role cannot use, reached by typing its address. */
function NotPermitted({ title, role }: { title: string; role: string }) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <p className="alert" role="alert">
        Your role ({role}) cannot use this screen. Ask an administrator if you need it.
      </p>
    </div>
  );
}

/** The signed-in shell of 000 section 2: sidebar, top bar, and the screen. Inside the route guard. */
export function ShellLayout() {
  const user = useAuth((state) => state.user);
  const onSessionError = useSessionExpiry();
  const drawerOpen = useShell((state) => state.drawerOpen);
  const setDrawerOpen = useShell((state) => state.setDrawerOpen);
  const location = useLocation();
  const screen = currentScreen(useMatches());

  const userId = user?.id;
  useEffect(() => notificationsStore.getState().setUser(userId), [userId]);

  const settings = usePublicSettings();
  const systemAlerts = settings?.systemAlerts ?? true;
  const desktop = settings?.desktopNotifications ?? false;

  useEffect(
    () =>
      watchNotifications({
        store: notificationsStore,
        client: toolCallsClient,
        onSessionEnded: onSessionError,
        toolCalls: systemAlerts,
      }),
    [onSessionError, systemAlerts],
  );

  useEffect(() => (desktop ? showOnDesktop(notificationsStore, browserNotifier()) : undefined), [desktop]);

  // A link followed from the drawer lands on its screen with the drawer out of the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => setDrawerOpen(false), [location.pathname, setDrawerOpen]);

  useEffect(() => {
    if (!drawerOpen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [drawerOpen, setDrawerOpen]);

  if (user === undefined) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="shell">
        <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
          Skip to content
        </a>
        <Sidebar user={user} />
        {drawerOpen && (
          <button
            className="drawer-overlay"
            type="button"
            aria-label="Close menu"
            onClick={() => setDrawerOpen(false)}
          />
        )}
        <div className="shell-main">
          <TopBar user={user} />
          <main className="shell-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
            {screen !== undefined && !canUse(user, screen.access) ? (
              <NotPermitted title={screen.title} role={user.role} />
            ) : (
              <Outlet />
            )}
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
