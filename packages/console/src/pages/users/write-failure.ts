import { ApiError } from '../../api/api-error.ts';
import { type FieldErrors, fieldErrorsFrom } from '../../forms/field-errors.ts';

/** A refused write, split into what goes under each field and what goes above the form. */
export function describeWriteFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { alert: string; fieldErrors: FieldErrors<Field> } {
  if (!(error instanceof ApiError)) return { alert: String(error), fieldErrors: {} };
  const fieldErrors = fieldErrorsFrom(error.details, fields);
  return { alert: error.message, fieldErrors };
}
