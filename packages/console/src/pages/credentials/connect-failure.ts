import { ApiError } from '../../api/api-error.ts';
import { type FieldErrors, fieldErrorsFrom } from '../../forms/field-errors.ts';

export const CREDENTIAL_FIELDS = ['accountId', 'tokenId', 'tokenSecret'] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** How a refused connect shows: the connect action's message in the banner, NetSuite's answer under it. */
export interface ConnectFailure {
  readonly alert: string;
  readonly reason: string | undefined;
  readonly fieldErrors: FieldErrors<CredentialField>;
}

export function describeConnectFailure(error: unknown): ConnectFailure {
  if (!(error instanceof ApiError)) {
    return { alert: error instanceof Error ? error.message : String(error), reason: undefined, fieldErrors: {} };
  }
  return {
    alert: error.message,
    reason: error.reason,
    fieldErrors: fieldErrorsFrom(error.details, CREDENTIAL_FIELDS),
  };
}

/** A failure's text for a line of its own (loading the connection, disconnecting). */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
