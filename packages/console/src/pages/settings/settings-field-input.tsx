import type { PinnedSetting } from '@erp-agent/core';
import { InputError, inputErrorId } from '../../components/input-error.tsx';
import { fieldKey, type SettingsField } from './settings-fields.ts';

export interface SettingsFieldInputProps {
  readonly field: SettingsField;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly pinned: PinnedSetting | undefined;
  readonly onChange: (value: unknown) => void;
}

/** One setting: its label, its input, what it does, and what is wrong with it. */
export function SettingsFieldInput({ field, value, error, pinned, onChange }: SettingsFieldInputProps) {
  const id = `setting-${field.group}-${field.name}`;
  const helpId = `${id}-help`;
  const describedBy = [helpId, error === undefined ? undefined : inputErrorId(id)].filter(Boolean).join(' ');
  const common = {
    id,
    name: fieldKey(field),
    disabled: pinned !== undefined,
    'aria-describedby': describedBy,
    'aria-invalid': error === undefined ? undefined : true,
  } as const;

  const help = (
    <p className="field-help muted" id={helpId}>
      {field.help}
      {pinned !== undefined && <strong> {pinned.reason}</strong>}
    </p>
  );

  if (field.kind === 'switch') {
    return (
      <div className="field">
        <label className="checkbox">
          <input
            {...common}
            type="checkbox"
            role="switch"
            aria-checked={value === true}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.label}
        </label>
        {help}
        <InputError inputId={id} message={error} />
      </div>
    );
  }

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {field.label}
        {field.kind === 'number' && <span className="muted"> ({field.unit.toUpperCase()})</span>}
      </label>
      {field.kind === 'select' ? (
        <select {...common} className="input" value={String(value)} onChange={(event) => onChange(event.target.value)}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'number' ? (
        <input
          {...common}
          className="input"
          type="number"
          inputMode="numeric"
          step={1}
          min={field.min}
          max={field.max}
          value={Number.isFinite(value) ? String(value) : ''}
          onChange={(event) => onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value))}
        />
      ) : (
        <input
          {...common}
          className="input"
          type="text"
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {help}
      <InputError inputId={id} message={error} />
    </div>
  );
}
