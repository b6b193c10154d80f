import { ApiError } from '../api/api-error.ts';

/** What a form's banner says about a failed submit: the message and, when the server gave one, why. */
export interface FormFailure {
  readonly message: string;
  readonly reason?: string | undefined;
}

export function formFailureOf(error: unknown): FormFailure {
  if (error instanceof ApiError) return { message: error.message, reason: error.reason };
  return { message: error instanceof Error ? error.message : String(error) };
}
