import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components/query-view.tsx';
import { TimeAgo } from '../../components/time-ago.tsx';
import { formatDuration } from '../../format/figures.ts';
import { searchViewQuery } from '../../netsuite/netsuite-sections-queries.ts';

/** VIEW: a saved search's definition as the account holds it, and its latest measured runs. */
export function SearchView({ id }: { readonly id: string }) {
  const query = useQuery(searchViewQuery(id));
  return (
    <QueryView query={query} label="SEARCH">
      {(search) => (
        <>
          <p>{search.description}</p>
          <dl className="facts">
            <dt>SCRIPT.ID</dt>
            <dd>
              <code>{search.scriptId}</code>
            </dd>
            <dt>RECORD.TYPE</dt>
            <dd>{search.recordType}</dd>
            <dt>SHARING</dt>
            <dd>{search.shared ? 'Shared with everyone' : 'Private to its owner'}</dd>
          </dl>
          <h3 className="field-label">CRITERIA</h3>
          {search.filters.length === 0 ? (
            <p className="muted">None: every record.</p>
          ) : (
            <ul className="plain-list">
              {search.filters.map((filter) => (
                <li key={`${filter.field} ${filter.operator} ${filter.values.join(',')}`}>
                  <code>{filter.field}</code> {filter.operator} {filter.values.map(String).join(', ')}
                </li>
              ))}
            </ul>
          )}
          <h3 className="field-label">RESULTS.COLUMNS</h3>
          <ul className="plain-list">
            {search.columns.map((column) => (
              <li key={`${column.name} ${column.summary ?? ''}`}>
                <code>{column.name}</code>
                {column.label ? ` "${column.label}"` : ''}
                {column.summary ? ` (${column.summary})` : ''}
                {column.sort ? `, sorted ${column.sort}` : ''}
              </li>
            ))}
          </ul>
          <h3 className="field-label">LATEST.RUNS</h3>
          {search.runs.length === 0 ? (
            <p className="muted">Not run from here yet.</p>
          ) : (
            <ul className="plain-list">
              {search.runs.map((run) => (
                <li key={run.id}>
                  <TimeAgo at={run.startedAt} />: {run.status}
                  {run.rows === null ? '' : `, ${run.rows.toLocaleString()} rows`}
                  {` in ${formatDuration(run.durationMs)}`} ({run.trigger})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </QueryView>
  );
}
