import {
  criterionProblem,
  SEARCH_FIELDS,
  SEARCH_OPERATORS_BY_KIND,
  type SearchFieldKind,
  type SearchFilterInput,
  type SearchOperator,
  type SearchRecordType,
  searchFieldInfo,
  valueCount,
} from '@erp-agent/core';
import { useId } from 'react';
import { InputError, inputErrorId } from '../../components/input-error.tsx';
import './search-criteria.css';

/** One row of the criteria as the form holds it: the value as typed, read when the search is made. */
export interface Criterion {
  readonly key: number;
  readonly field: string;
  readonly operator: SearchOperator;
  readonly value: string;
}

/** What to type, by the field's kind and how many values the operator takes. */
function placeholder(kind: SearchFieldKind | undefined, operator: SearchOperator): string {
  const count = valueCount(operator);
  if (count === 'none') return 'no value';
  const several = count === 'many' ? ', comma-separated' : count === 'two' ? ': low, high' : '';
  switch (kind) {
    case 'number':
    case 'currency':
      return `a number${several}`;
    case 'date':
      return count === 'range' ? 'thismonth, or from, to (YYYY-MM-DD)' : 'YYYY-MM-DD or today, lastmonth...';
    case 'checkbox':
      return 'T or F';
    case 'select':
      return `internal ids${several}`;
    case 'list':
      return `codes such as CustInvc${several}`;
    default:
      return `text${several}`;
  }
}

/** The values a criterion's text stands for: numbers for numeric fields, split on commas where the operator takes several. */
function valuesOf(criterion: Criterion, kind: SearchFieldKind | undefined): (string | number)[] {
  const count = valueCount(criterion.operator);
  if (count === 'none') return [];
  const text = criterion.value.trim();
  const parts = count === 'one' ? [text] : text.split(',').map((part) => part.trim());
  const present = parts.filter((part) => part !== '');
  if (kind !== 'number' && kind !== 'currency') return present;
  return present.map((part) => (/^-?\d+(\.\d+)?$/.test(part) ? Number(part) : part));
}

/** The criterion as the search's filter, or why the record type would refuse it. */
export function criterionFilter(
  recordType: SearchRecordType,
  criterion: Criterion,
): { filter: SearchFilterInput; problem?: undefined } | { problem: string } {
  const field = searchFieldInfo(recordType, criterion.field);
  const filter = { field: criterion.field, operator: criterion.operator, values: valuesOf(criterion, field?.kind) };
  const problem = criterionProblem(recordType, filter);
  return problem === undefined ? { filter } : { problem };
}

/** A new row: the record type's first field with its kind's first operator. */
export function newCriterion(recordType: SearchRecordType, key: number): Criterion {
  const [first] = SEARCH_FIELDS[recordType];
  const kind = first?.kind ?? 'text';
  return { key, field: first?.id ?? '', operator: SEARCH_OPERATORS_BY_KIND[kind][0] ?? 'is', value: '' };
}

function CriterionRow({
  recordType,
  criterion,
  index,
  problem,
  onChange,
  onRemove,
}: {
  readonly recordType: SearchRecordType;
  readonly criterion: Criterion;
  readonly index: number;
  readonly problem: string | undefined;
  readonly onChange: (criterion: Criterion) => void;
  readonly onRemove: () => void;
}) {
  const id = useId();
  const fields = SEARCH_FIELDS[recordType];
  const field = searchFieldInfo(recordType, criterion.field);
  const operators = field ? SEARCH_OPERATORS_BY_KIND[field.kind] : [criterion.operator];
  const noValue = valueCount(criterion.operator) === 'none';
  const number = index + 1;
  const describedBy = problem === undefined ? undefined : inputErrorId(`${id}-value`);
  return (
    <li className="criterion">
      <select
        className="input"
        aria-label={`FIELD of criterion ${number}`}
        aria-invalid={field === undefined ? true : undefined}
        aria-describedby={describedBy}
        value={criterion.field}
        onChange={(event) => {
          const chosen = searchFieldInfo(recordType, event.target.value);
          if (!chosen) return;
          const allowed = SEARCH_OPERATORS_BY_KIND[chosen.kind];
          const operator = allowed.includes(criterion.operator) ? criterion.operator : (allowed[0] ?? 'is');
          onChange({ ...criterion, field: chosen.id, operator });
        }}
      >
        {field === undefined && (
          <option value={criterion.field}>
            {criterion.field} (not a {recordType} field)
          </option>
        )}
        {fields.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label === '*' ? 'Main Line' : option.label} ({option.id})
          </option>
        ))}
      </select>
      <select
        className="input"
        aria-label={`OPERATOR of criterion ${number}`}
        aria-describedby={describedBy}
        value={criterion.operator}
        onChange={(event) => {
          const chosen = operators.find((operator) => operator === event.target.value);
          if (chosen) onChange({ ...criterion, operator: chosen });
        }}
      >
        {operators.map((operator) => (
          <option key={operator} value={operator}>
            {operator}
          </option>
        ))}
      </select>
      <input
        className="input"
        id={`${id}-value`}
        aria-label={`VALUE of criterion ${number}`}
        aria-invalid={problem === undefined ? undefined : true}
        aria-describedby={describedBy}
        placeholder={placeholder(field?.kind, criterion.operator)}
        disabled={noValue}
        value={noValue ? '' : criterion.value}
        onChange={(event) => onChange({ ...criterion, value: event.target.value })}
      />
      <button
        className="button button-small"
        type="button"
        aria-label={`REMOVE criterion ${number}`}
        onClick={onRemove}
      >
        REMOVE
      </button>
      <InputError inputId={`${id}-value`} message={problem} />
    </li>
  );
}

/**
 * CRITERIA of NEW.SEARCH: field, operator and value rows, all of which a result must meet (as
 * NetSuite's criteria are ANDed). The fields are the record type's search fields and the
 * operators those the field's kind takes, so what is offered is what the account accepts.
 */
export function SearchCriteria({
  recordType,
  criteria,
  problems,
  onChange,
}: {
  readonly recordType: SearchRecordType;
  readonly criteria: readonly Criterion[];
  /** Why a row would be refused, by its key. */
  readonly problems: Readonly<Record<number, string>>;
  readonly onChange: (criteria: Criterion[]) => void;
}) {
  const nextKey = criteria.reduce((max, criterion) => Math.max(max, criterion.key), 0) + 1;
  return (
    <fieldset className="criteria">
      <legend className="field-label">CRITERIA</legend>
      {criteria.length === 0 ? (
        <p className="muted">None: the search returns every {recordType} record.</p>
      ) : (
        <ol className="criteria-list">
          {criteria.map((criterion, index) => (
            <CriterionRow
              key={criterion.key}
              recordType={recordType}
              criterion={criterion}
              index={index}
              problem={problems[criterion.key]}
              onChange={(changed) => onChange(criteria.map((one) => (one.key === changed.key ? changed : one)))}
              onRemove={() => onChange(criteria.filter((one) => one.key !== criterion.key))}
            />
          ))}
        </ol>
      )}
      <button
        className="button button-small"
        type="button"
        onClick={() => onChange([...criteria, newCriterion(recordType, nextKey)])}
      >
        ADD.CRITERION
      </button>
    </fieldset>
  );
}
