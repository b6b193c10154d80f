import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { queryClient } from '../../api/query-client.ts';
import { useAuth } from '../../auth/session.ts';
import { AUTH_FLAG_KEY } from '../../auth/session-cache.ts';

const ShellLayout = lazy(() =>
  import('../../shell/shell-layout.tsx').then((module) => ({ default: module.ShellLayout })),
);
const PublicLayout = lazy(() =>
  import('../../public/public-layout.tsx').then((module) => ({ default: module.PublicLayout })),
);

const checking = (
  <main className="centered-page">
    <p role="status">CHECKING.SESSION...</p>
  </main>
);

/**
 * /docs is public (the landing page's LEARN.MORE leads here): a signed-in user reads it inside the
 * console's shell, a visitor inside the public pages' header and footer. A visitor whose browser
 * holds no session is not made to wait for the server.
 */
export function DocsLayout() {
  const cachedSignedIn = localStorage.getItem(AUTH_FLAG_KEY) === 'true';
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  const refresh = useAuth((state) => state.refresh);
  const checkError = useAuth((state) => state.checkError);

  useEffect(() => {
    if (cachedSignedIn && status === 'unknown' && checkError === undefined) void refresh();
  }, [cachedSignedIn, status, checkError, refresh]);

  const inShell = status === 'signed-in' && user !== undefined && !user.mustChangePassword;
  if (cachedSignedIn && status === 'unknown' && checkError === undefined) return checking;
  // The shell brings the query cache for signed-in screens; a visitor's docs need it too.
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={checking}>{inShell ? <ShellLayout /> : <PublicLayout />}</Suspense>
    </QueryClientProvider>
  );
}
