import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryClient } from '../../api/query-client.ts';
import { returnPath } from '../../auth/return-to.ts';
import { useAuth } from '../../auth/session.ts';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/** Where a user goes when the server requires two-factor sign-in and they have not set it up. */
export function SetupTwoFactorPage() {
  const refresh = useAuth((state) => state.refresh);
  const navigate = useNavigate();
  const location = useLocation();

  async function done() {
    await refresh();
    navigate(returnPath(location.state), { replace: true });
  }

  return (
    <main className="auth-page">
      <section className="panel" aria-labelledby="two-factor-title">
        <h1 className="page-title" id="two-factor-title">
          TWO.FACTOR.SETUP
        </h1>
        <p className="muted">
          This server requires a second step at sign-in: a code from an authenticator app on your phone. Set it up to
          continue.
        </p>
        {/* Outside the signed-in shell, which provides the query client everywhere else. */}
        <QueryClientProvider client={queryClient}>
          <TwoFactorSetup onDone={() => void done()} />
        </QueryClientProvider>
      </section>
    </main>
  );
}
