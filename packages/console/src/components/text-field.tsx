import type { InputHTMLAttributes } from 'react';
import { InputError, inputErrorId } from './input-error.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly id: string;
  /** Upper-case dotted, as every console label (USERNAME, REMEMBER.ME). */
  readonly label: string;
  readonly error?: string | undefined;
}

export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        className="input"
        id={id}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : inputErrorId(id)}
        {...input}
      />
      <InputError inputId={id} message={error} />
    </div>
  );
}
