import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AuthorizationParameters } from '../check-authorization-request.ts';

/** What each scope lets the application do, in the consent page's words. */
const SCOPE_TEXT: Readonly<Record<string, string>> = {
  rest_webservices: 'REST web services: read and write records, and run SuiteQL queries',
  restlets: 'RESTlets: call the scripts deployed in the account, such as the saved-search bridge',
  suite_analytics: 'SuiteAnalytics Connect',
};

export interface ConsentPageInput {
  readonly applicationName: string;
  readonly accountId: string;
  readonly request: AuthorizationParameters;
  readonly ticket: string;
}

/**
 * The consent screen NetSuite shows after sign-in: who is signed in, which application asks for
 * what, and Allow or Deny. The sandbox's one user is always signed in. The form carries the
 * request back with a ticket proving the sandbox showed it.
 */
export function consentPage(input: ConsentPageInput): HtmlEscapedString | Promise<HtmlEscapedString> {
  const { request } = input;
  return html`<h1 id="consent-title">Allow ${input.applicationName} to access NetSuite?</h1>
    <p>
      You are signed in as <strong>Sandbox Administrator</strong> (role Administrator) in account
      <strong>${input.accountId}</strong>.
    </p>
    <h2 id="scope-title">${input.applicationName} asks to use</h2>
    <ul aria-labelledby="scope-title">
      ${request.scope.map((scope) => html`<li>${SCOPE_TEXT[scope] ?? scope}</li>`)}
    </ul>
    <p>After you decide, you go back to <code>${request.redirectUri}</code>.</p>
    <form method="post" action="authorize.nl" aria-labelledby="consent-title">
      <input type="hidden" name="response_type" value="code" />
      <input type="hidden" name="client_id" value="${request.clientId}" />
      <input type="hidden" name="redirect_uri" value="${request.redirectUri}" />
      <input type="hidden" name="scope" value="${request.scope.join(' ')}" />
      <input type="hidden" name="state" value="${request.state}" />
      <input type="hidden" name="code_challenge" value="${request.codeChallenge}" />
      <input type="hidden" name="code_challenge_method" value="S256" />
      <input type="hidden" name="consent_ticket" value="${input.ticket}" />
      <div class="sandbox-actions">
        <button class="sandbox-button sandbox-button-primary" type="submit" name="decision" value="allow">Allow</button>
        <button class="sandbox-button" type="submit" name="decision" value="deny">Deny</button>
      </div>
    </form>`;
}

/** Why an authorization request cannot go on, when there is no safe place to send the user back to. */
export function authorizationErrorPage(message: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<h1>This sign-in request cannot continue</h1>
    <p class="sandbox-error" role="alert">${message}</p>
    <p>Go back to the application and start again.</p>`;
}
