import { useId, useState } from 'react';
import { TextField } from '../../components/text-field.tsx';
import { netsuiteAuthUrl } from '../../netsuite/netsuite-auth.ts';
import { failureText } from './connect-failure.ts';
import { useAuthOptions } from './use-auth-options.ts';

/**
 * Connecting with OAuth 2.0: NetSuite's own sign-in and consent page, then back to the chatbot.
 * The embedded sandbox takes it with no setup; a real account needs the server's integration
 * record, and its account id (left blank, NetSuite asks which account).
 */
export function OAuthOption() {
  const options = useAuthOptions();
  const [accountId, setAccountId] = useState('');
  const titleId = useId();
  const hintId = useId();

  return (
    <section className="connect-option" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        OAUTH 2.0 (RECOMMENDED)
      </h2>
      <p className="muted">
        Sign in to NetSuite and allow access on its consent page; no token to copy. Choose this for every new
        connection: Oracle accepts no new token-based integrations for REST web services from NetSuite 2027.1. The
        access token lasts an hour and is renewed without you noticing; NetSuite asks for consent again after a week.
      </p>
      {options.isPending && <p role="status">CHECKING.OPTIONS...</p>}
      {options.isError && (
        <p className="alert" role="alert">
          The ways to connect could not be loaded: {failureText(options.error)}
        </p>
      )}
      {options.data !== undefined && (
        <>
          {options.data.oauth2 ? (
            <>
              <TextField
                id="netsuite-oauth-account-id"
                name="account"
                label="NETSUITE.ACCOUNT (OPTIONAL)"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-describedby={hintId}
                value={accountId}
                onChange={(event) => setAccountId(event.target.value)}
              />
              <p className="muted" id={hintId}>
                {options.data.sandboxAccountId === null
                  ? 'Left blank, NetSuite asks which account after you sign in.'
                  : `Left blank, the embedded sandbox (${options.data.sandboxAccountId}) is connected.`}
              </p>
            </>
          ) : (
            <p className="note">
              {options.data.sandboxAccountId === null
                ? 'This server has no OAuth 2.0 integration record (NETSUITE_OAUTH_CLIENT_ID and NETSUITE_OAUTH_CLIENT_SECRET): connect with a TBA access token below.'
                : `Connects the embedded sandbox (${options.data.sandboxAccountId}). Real accounts need the server's OAuth 2.0 integration record (NETSUITE_OAUTH_CLIENT_ID and NETSUITE_OAUTH_CLIENT_SECRET).`}
            </p>
          )}
          {(options.data.oauth2 || options.data.sandboxAccountId !== null) && (
            <a className="button button-primary" href={netsuiteAuthUrl(accountId)}>
              Authenticate Netsuite
            </a>
          )}
          {options.data.oauth2 && (
            <p className="muted">
              The integration record's redirect URI must be <code>{options.data.redirectUri}</code>.
            </p>
          )}
        </>
      )}
    </section>
  );
}
