import { type InputHTMLAttributes, useState } from 'react';
import { InputError, inputErrorId } from './input-error.tsx';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  /** What the toggle names, so several password fields on one form have distinct buttons. */
  readonly toggleNoun?: string;
}

/** A password input with a show/hide toggle whose accessible name says what pressing it does. */
export function PasswordField({ id, label, error, toggleNoun = 'password', ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input
          className="input"
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : inputErrorId(id)}
          {...input}
        />
        <button
          className="input-group-button"
          type="button"
          aria-label={`${visible ? 'Hide' : 'Show'} ${toggleNoun}`}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'HIDE' : 'SHOW'}
        </button>
      </div>
      <InputError inputId={id} message={error} />
    </div>
  );
}
