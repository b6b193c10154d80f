import { type AccountSavedSearch, type SavedSearchEdit, savedSearchEditSchema } from '@erp-agent/core';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';

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
  const [title, setTitle] = useState(search.title);
  // A description the product wrote from the criteria is not the user's: the box starts empty.
  const [description, setDescription] = useState(search.described ? search.description : '');
  const [shared, setShared] = useState(search.shared);
  const [problem, setProblem] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const change = {
      ...(title.trim() === search.title ? {} : { title }),
      ...(description.trim() === (search.described ? search.description : '') ? {} : { description }),
      ...(shared === search.shared ? {} : { shared }),
    };
    const parsed = savedSearchEditSchema.safeParse(change);
    if (!parsed.success) {
      setProblem('Give the search a name of up to 200 characters');
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
      <TextField
        id={`${id}-title`}
        label="NAME"
        value={title}
        maxLength={200}
        error={problem}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        id={`${id}-description`}
        label="DESCRIPTION"
        rows={3}
        maxLength={1000}
        placeholder={search.described ? undefined : search.description}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
        SHARED with everyone in the account
      </label>
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
