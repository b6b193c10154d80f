import type { TextareaHTMLAttributes } from 'react';
import { InputError, inputErrorId } from './input-error.tsx';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
}

export function TextAreaField({ id, label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        className="input"
        id={id}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : inputErrorId(id)}
        {...textarea}
      />
      <InputError inputId={id} message={error} />
    </div>
  );
}
