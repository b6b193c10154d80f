import { type AcceptedInvitation, acceptedInvitationSchema, type Invitation, invitationSchema } from '@erp-agent/core';
import { type ApiRequestOptions, createApiRequester } from '../../api/api-request.ts';

/** The invitation link's two calls; the token goes in the body, never in a path a log would keep. */
export function createInvitationsClient(options: ApiRequestOptions = {}) {
  const api = createApiRequester(options);
  return {
    inspect: (token: string): Promise<Invitation> =>
      api.json(invitationSchema, 'POST', '/api/invitations/inspect', { token }),
    accept: (token: string, password: string): Promise<AcceptedInvitation> =>
      api.json(acceptedInvitationSchema, 'POST', '/api/invitations/accept', { token, password }),
  };
}

export const invitationsClient = createInvitationsClient();
