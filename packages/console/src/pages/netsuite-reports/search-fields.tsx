import type { ReactNode } from 'react';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';

/** What the user writes about a saved search, on NEW.SEARCH and on EDIT alike. */
export interface SearchFieldValues {
  readonly title: string;
  readonly description: string;
  readonly shared: boolean;
}

/** What a name that is empty or too long is told, on either form. */
export const SEARCH_TITLE_PROBLEM = 'Give the search a name of up to 200 characters';

export interface SearchFieldsProps {
  /** The form's `useId`, which each input's id starts with. */
  readonly id: string;
  readonly values: SearchFieldValues;
  readonly onChange: (change: Partial<SearchFieldValues>) => void;
  readonly titleError?: string | undefined;
  readonly descriptionRows: number;
  readonly descriptionPlaceholder?: string | undefined;
  /** Fields that stand between the name and the description (a new search's record type and columns). */
  readonly children?: ReactNode;
}

/** A saved search's NAME, DESCRIPTION and SHARED, with whatever the form asks for in between. */
export function SearchFields({
  id,
  values,
  onChange,
  titleError,
  descriptionRows,
  descriptionPlaceholder,
  children,
}: SearchFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-title`}
        label="NAME"
        value={values.title}
        maxLength={200}
        error={titleError}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {children}
      <TextAreaField
        id={`${id}-description`}
        label="DESCRIPTION"
        rows={descriptionRows}
        maxLength={1000}
        placeholder={descriptionPlaceholder}
        value={values.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.shared}
          onChange={(event) => onChange({ shared: event.target.checked })}
        />
        SHARED with everyone in the account
      </label>
    </>
  );
}
