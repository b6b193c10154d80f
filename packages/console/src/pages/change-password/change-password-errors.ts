import { ApiError } from '../../api/api-error.ts';
import type { FieldErrors } from '../../forms/field-errors.ts';

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];

export const WRONG_CURRENT_PASSWORD_TEXT = 'The current password is not correct';
export const CONFIRM_MISSING_TEXT = 'Repeat the new password';
export const MISMATCH_TEXT = 'The new passwords do not match';

/** How a refused change shows: on the current-password field, or as the alert with the server's list. */
export interface ChangePasswordFailure {
  readonly alert: string | undefined;
  readonly problems: readonly string[];
  readonly fieldErrors: FieldErrors<ChangePasswordField>;
}

export function describeFailure(error: unknown): ChangePasswordFailure {
  if (!(error instanceof ApiError)) {
    return { alert: error instanceof Error ? error.message : String(error), problems: [], fieldErrors: {} };
  }
  if (error.code === 'invalid_credentials') {
    return { alert: undefined, problems: [], fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_TEXT } };
  }
  return { alert: error.message, problems: error.details.map(({ message }) => message), fieldErrors: {} };
}

/** The confirmation is a client-side concern: the API never sees it. */
export function confirmError(newPassword: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return CONFIRM_MISSING_TEXT;
  return confirmPassword === newPassword ? undefined : MISMATCH_TEXT;
}
