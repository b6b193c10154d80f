import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Grant } from '../grant-store.ts';

const when = (date: Date | null) => (date === null ? '' : `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`);

function statusOf(grant: Grant, now: Date): string {
  if (grant.revokedAt !== null) return 'Revoked';
  return grant.expiresAt <= now ? 'Expired' : 'Active';
}

/**
 * NetSuite's list of the applications a user authorized (Setup > Users/Roles > OAuth 2.0
 * Authorized Applications), for the sandbox's one user: every grant it issued, and whether it
 * still works.
 */
export function authorizedAppsPage(
  applicationName: string,
  grants: readonly Grant[],
  now: Date,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  if (grants.length === 0) {
    return html`<h1>OAuth 2.0 authorized applications</h1>
      <p>No application has been authorized in this sandbox yet.</p>`;
  }
  return html`<h1 id="apps-title">OAuth 2.0 authorized applications</h1>
    <table aria-labelledby="apps-title">
      <thead>
        <tr>
          <th scope="col">Application</th>
          <th scope="col">Grant</th>
          <th scope="col">Scope</th>
          <th scope="col">Authorized</th>
          <th scope="col">Last refreshed</th>
          <th scope="col">Expires</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        ${grants.map(
          (grant) => html`<tr>
            <td>${applicationName}</td>
            <td>${grant.grantType === 'authorization_code' ? 'Authorization code' : 'Client credentials'}</td>
            <td>${grant.scope.join(', ')}</td>
            <td>${when(grant.createdAt)}</td>
            <td>${when(grant.refreshedAt)}</td>
            <td>${when(grant.expiresAt)}</td>
            <td>${statusOf(grant, now)}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
}
