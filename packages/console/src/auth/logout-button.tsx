import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './session.ts';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((part) => part !== '')
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

/**
 * Ends the server session, then leaves for the sign-in screen; stays put and says why if it cannot.
 * Given the signed-in user's name it is the top bar's avatar (000 section 2): the initials, then LOGOUT.
 */
export function LogoutButton({ avatarOf }: { avatarOf?: string }) {
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
      {avatarOf === undefined ? (
        <button className="button" type="button" disabled={busy} onClick={() => void signOut()}>
          {busy ? 'LOGGING.OUT...' : 'LOGOUT'}
        </button>
      ) : (
        <button
          className="avatar"
          type="button"
          title={`Log out ${avatarOf}`}
          disabled={busy}
          onClick={() => void signOut()}
        >
          {initials(avatarOf)}
          <span className="visually-hidden"> LOGOUT</span>
        </button>
      )}
      {error !== undefined && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
