import { Link } from 'react-router-dom';
import { ApiError } from '../api/api-error.ts';

/** Where a NetSuite page sends someone with no connection: the credentials screen, named. */
export function NotConnectedNote({ error }: { readonly error: Error | null }) {
  if (!(error instanceof ApiError) || error.code !== 'netsuite_not_connected') return null;
  return (
    <p className="note">
      This page reads your NetSuite account, and you have not connected one yet.{' '}
      <Link to="/credentials">Connect NetSuite on the credentials screen</Link>.
    </p>
  );
}
