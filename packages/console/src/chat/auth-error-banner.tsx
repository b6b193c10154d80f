import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ERROR_MS, AUTH_ERROR_TEXT } from './chat-texts.ts';

/**
 * The banner of 000 section 5 when a message is sent with no ERP account connected: it shows for
 * 4 s, counted again from each new attempt (`shownAt` changes).
 */
export function AuthErrorBanner({ shownAt, onDone }: { shownAt: number | undefined; onDone: () => void }) {
  useEffect(() => {
    if (shownAt === undefined) return;
    const timer = setTimeout(onDone, AUTH_ERROR_MS);
    return () => clearTimeout(timer);
  }, [shownAt, onDone]);

  if (shownAt === undefined) return null;
  return (
    <div className="alert chat-banner" role="alert">
      <p>{AUTH_ERROR_TEXT}</p>
      <p className="alert-reason">
        <Link to="/credentials">Connect a NetSuite account</Link> on the Credentials screen.
      </p>
    </div>
  );
}
