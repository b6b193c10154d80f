import type { FieldError } from '@erp-agent/core';

/** The first problem of each field, keyed by field name: what a form shows under its inputs. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A schema's issues (client-side) as field errors; issues about other paths are left out. */
export function fieldErrorsFromIssues<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  return fieldErrorsFrom(
    issues.map(({ path, message }) => ({ field: String(path[0] ?? ''), message })),
    fields,
  );
}

/** The `details` of an API error envelope as field errors; details about other fields are left out. */
export function fieldErrorsFrom<Field extends string>(
  details: readonly FieldError[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { field, message } of details) {
    const known = fields.find((name) => name === field);
    if (known !== undefined && errors[known] === undefined) errors[known] = message;
  }
  return errors;
}

/** The first field with a problem, in the form's order: where focus goes after a failed submit. */
export function firstInvalid<Field extends string>(
  errors: FieldErrors<Field>,
  fields: readonly Field[],
): Field | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
