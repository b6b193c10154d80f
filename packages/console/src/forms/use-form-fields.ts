import { type ChangeEvent, useState } from 'react';
import { type FieldErrors, firstInvalid } from './field-errors.ts';
import { focusField } from './focus-field.ts';

/** What a TextField, PasswordField or TextAreaField needs to show one field of a form. */
export interface BoundField<Field extends string> {
  readonly id: string;
  readonly name: Field;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** `serviceLayerUrl` as an id's part: `service-layer-url`. */
const idPart = (field: string) => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The text fields of a form: their values, the error under each, and what each input is bound
 * to. `idPrefix` starts each input's id (`login` gives `login-username`); `onEdit` runs on every
 * keystroke, for a form whose banner goes once the user starts correcting.
 */
export function useFormFields<Field extends string>(
  fields: readonly Field[],
  initial: Readonly<Record<Field, string>>,
  idPrefix: string,
  onEdit?: () => void,
) {
  const [values, setValues] = useState<Readonly<Record<Field, string>>>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onEdit?.();
  };

  /** Shows the errors and moves focus to the first field that has one, so a screen reader says it. */
  const reject = (form: HTMLFormElement, found: FieldErrors<Field>) => {
    setErrors(found);
    focusField(form, firstInvalid(found, fields));
  };

  const bind = (field: Field): BoundField<Field> => ({
    id: `${idPrefix}-${idPart(field)}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event) => edit(field, event.target.value),
  });

  return { values, setValues, errors, setErrors, reject, bind };
}
