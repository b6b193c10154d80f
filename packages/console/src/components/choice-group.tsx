export interface Choice<Value extends string> {
  readonly value: Value;
  /** Upper-case dotted, as every console label (ONE.TIME.PASSWORD). */
  readonly label: string;
  /** What choosing it means, in muted text beside the label. */
  readonly hint: string;
}

export interface ChoiceGroupProps<Value extends string> {
  readonly legend: string;
  /** The radio buttons' shared name, as the form submits it. */
  readonly name: string;
  readonly value: Value;
  readonly choices: readonly Choice<Value>[];
  readonly onChange: (value: Value) => void;
}

/** One choice among a few, each a radio button with a line saying what it means. */
export function ChoiceGroup<Value extends string>({ legend, name, value, choices, onChange }: ChoiceGroupProps<Value>) {
  return (
    <fieldset className="field choice-group">
      <legend className="field-label">{legend}</legend>
      {choices.map((choice) => (
        <label className="checkbox" key={choice.value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            {choice.label} <span className="muted">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
