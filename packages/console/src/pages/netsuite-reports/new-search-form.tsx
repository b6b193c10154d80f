import {
  type SavedSearchNew,
  SEARCH_RECORD_TYPES,
  type SearchFilterInput,
  type SearchRecordType,
  savedSearchNewSchema,
} from '@erp-agent/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/form-alert.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type Criterion, criterionFilter, SearchCriteria } from './search-criteria.tsx';
import { SEARCH_TITLE_PROBLEM, SearchFields, type SearchFieldValues } from './search-fields.tsx';

/** The columns a new search starts with, per record type: fields `N/search` knows on each. */
const DEFAULT_COLUMNS: Readonly<Record<SearchRecordType, string>> = {
  transaction: 'tranid, trandate, entity, status, amount',
  customer: 'entityid, companyname, email, balance',
  vendor: 'entityid, companyname, email, balance',
  item: 'itemid, displayname, quantityavailable',
  employee: 'entityid, email, title, department',
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * NEW.SEARCH by form: a name, a record type, its criteria and its columns, created in the account.
 * Each criterion is checked against the record type's search fields before anything is sent; the
 * account checks the rest (an unknown column) and its refusal shows above the form.
 */
export function NewSearchForm({
  create,
  onCancel,
}: {
  readonly create: (request: SavedSearchNew) => Promise<unknown>;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<SearchFieldValues>({ title: '', description: '', shared: false });
  const [recordType, setRecordType] = useState<SearchRecordType>('transaction');
  const [columns, setColumns] = useState(DEFAULT_COLUMNS.transaction);
  const [criteria, setCriteria] = useState<Criterion[]>([]);
  const [problems, setProblems] = useState<{ title?: string; columns?: string }>({});
  const [criteriaProblems, setCriteriaProblems] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  const chooseType = (type: SearchRecordType) => {
    // The columns follow the type until the user has written their own.
    if (columns === DEFAULT_COLUMNS[recordType]) setColumns(DEFAULT_COLUMNS[type]);
    setRecordType(type);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const names = columns
      .split(/[\s,;]+/)
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');
    const checked = criteria.map((criterion) => ({
      key: criterion.key,
      outcome: criterionFilter(recordType, criterion),
    }));
    const refused: Record<number, string> = {};
    const filters: SearchFilterInput[] = [];
    for (const { key, outcome } of checked) {
      if (outcome.problem === undefined) filters.push(outcome.filter);
      else refused[key] = outcome.problem;
    }
    const { title, description, shared } = fields;
    const parsed = savedSearchNewSchema.safeParse({
      definition: {
        title,
        recordType,
        filters,
        columns: names.map((name) => ({ name })),
        public: shared,
      },
      ...(description.trim() === '' ? {} : { description }),
    });
    const found: { title?: string; columns?: string } = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      if (issue.path.includes('title')) found.title = SEARCH_TITLE_PROBLEM;
      if (issue.path.includes('columns')) found.columns = issue.message;
    }
    setProblems(found);
    setCriteriaProblems(refused);
    if (!parsed.success || Object.keys(refused).length > 0) return;
    setBusy(true);
    try {
      await create(parsed.data);
    } catch (error) {
      setAlert(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="muted">
        Or describe it in words to the <Link to="/chatbot">AI.CHATBOT</Link>: "create a saved search of open invoices
        over 5000".
      </p>
      <FormAlert message={alert} />
      <SearchFields
        id={id}
        values={fields}
        onChange={(change) => setFields((current) => ({ ...current, ...change }))}
        titleError={problems.title}
        descriptionRows={2}
      >
        <SelectField
          id={`${id}-type`}
          label="RECORD.TYPE"
          value={recordType}
          options={SEARCH_RECORD_TYPES.map((value) => ({ value, label: value }))}
          onChange={chooseType}
        />
        <SearchCriteria
          recordType={recordType}
          criteria={criteria}
          problems={criteriaProblems}
          onChange={setCriteria}
        />
        <TextField
          id={`${id}-columns`}
          label="COLUMNS"
          value={columns}
          error={problems.columns}
          onChange={(event) => setColumns(event.target.value)}
        />
      </SearchFields>
      <div className="modal-actions">
        <button className="button" type="button" onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-solid" type="submit" disabled={busy}>
          CREATE
        </button>
      </div>
    </form>
  );
}
