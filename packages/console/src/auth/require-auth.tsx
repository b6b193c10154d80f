import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { returnToState } from './return-to.ts';
import { useAuth } from './session.ts';

export const CHANGE_PASSWORD_PATH = '/change-password';
export const SETUP_TWO_FACTOR_PATH = '/setup-two-factor';

/**
 * Layout route around every signed-in screen. The server's session decides, not the browser's
 * cached flag: the first visit asks `/api/auth/me` and waits for the answer.
 */
export function RequireAuth() {
  const location = useLocation();
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  const checkError = useAuth((state) => state.checkError);
  const refresh = useAuth((state) => state.refresh);

  useEffect(() => {
    if (status === 'unknown' && checkError === undefined) void refresh();
  }, [status, checkError, refresh]);

  if (status === 'signed-out') return <Navigate to="/login" replace state={returnToState(location)} />;
  if (status === 'unknown' || user === undefined) {
    return (
      <main className="centered-page">
        {checkError === undefined ? (
          <p role="status">CHECKING.SESSION...</p>
        ) : (
          <>
            <p className="alert" role="alert">
              {checkError}
            </p>
            <button className="button" type="button" onClick={() => void refresh()}>
              RETRY
            </button>
          </>
        )}
      </main>
    );
  }
  // Someone else chose this password (the first admin's, a reset): replace it before anything else.
  if (user.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace state={returnToState(location)} />;
  }
  // The server requires two-factor sign-in and this user has none yet: set it up first.
  if (user.mustSetUpTwoFactor && !user.mustChangePassword && location.pathname !== SETUP_TWO_FACTOR_PATH) {
    return <Navigate to={SETUP_TWO_FACTOR_PATH} replace state={returnToState(location)} />;
  }
  return <Outlet />;
}
