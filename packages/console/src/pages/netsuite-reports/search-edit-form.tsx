import { type AccountSavedSearch, type SavedSearchEdit, savedSearchEditSchema } from '@erp-agent/core';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { SEARCH_TITLE_PROBLEM, SearchFields, type SearchFieldValues } from './search-fields.tsx';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** EDIT: a search's name and sharing (changed in the account) and its description (kept here). */
export function SearchEditForm({
  search,
  save,
  onCancel,
}: {
  readonly search: AccountSavedSearch;
  readonly save: (change: SavedSearchEdit) => Promise<unknown>;
  readonly onCancel: () => void;
}) {
  const id = useId();
  // A description the product wrote from the criteria is not the user's: the box starts empty.
  const [fields, setFields] = useState<SearchFieldValues>({
    title: search.title,
    description: search.described ? search.description : '',
    shared: search.shared,
  });
  const [problem, setProblem] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { title, description, shared } = fields;
    const change = {
      ...(title.trim() === search.title ? {} : { title }),
      ...(description.trim() === (search.described ? search.description : '') ? {} : { description }),
      ...(shared === search.shared ? {} : { shared }),
    };
    const parsed = savedSearchEditSchema.safeParse(change);
    if (!parsed.success) {
      setProblem(SEARCH_TITLE_PROBLEM);
      return;
    }
    setProblem(undefined);
    if (Object.keys(parsed.data).length === 0) {
      onCancel();
      return;
    }
    setBusy(true);
    try {
      await save(parsed.data);
    } catch (error) {
      setAlert(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={alert} />
      <SearchFields
        id={id}
        values={fields}
        onChange={(change) => setFields((current) => ({ ...current, ...change }))}
        titleError={problem}
        descriptionRows={3}
        descriptionPlaceholder={search.described ? undefined : search.description}
      />
      <div className="modal-actions">
        <button className="button" type="button" onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-solid" type="submit" disabled={busy}>
          SAVE
        </button>
      </div>
    </form>
  );
}
