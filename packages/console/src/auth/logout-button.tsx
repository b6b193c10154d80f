import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './session.ts';

/**
 * Ends the server session, then leaves for the sign-in screen; stays put and says why if it cannot.
 * (The top bar's avatar signs out from its account menu, shell/account-menu.tsx.)
 */
export function LogoutButton() {
  const logout = useAuth((state) => state.logout);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function signOut() {
    setBusy(true);
    setError(undefined);
    try {
      await logout();
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <>
      <button className="button" type="button" disabled={busy} onClick={() => void signOut()}>
        {busy ? 'LOGGING.OUT...' : 'LOGOUT'}
      </button>
      {error !== undefined && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
