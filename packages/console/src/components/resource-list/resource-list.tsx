import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { FormAlert } from '../form-alert.tsx';
import { ModalDialog } from '../modal-dialog.tsx';
import { useActionRunner } from './action-runner.ts';
import { ALL, countText, sliceRecords } from './list-model.ts';
import type { ResourceAction, ResourceColumn, ResourceListConfig } from './resource-config.ts';
import { useListView } from './use-list-view.ts';
import './resource-list.css';

/** The server state the list shows: a TanStack Query result fits as it is. */
export interface ListSource<R> {
  readonly data: readonly R[] | undefined;
  readonly isError: boolean;
  readonly error: Error | null;
  readonly refetch: () => unknown;
}

export interface ResourceListProps<R> {
  readonly config: ResourceListConfig<R>;
  readonly source: ListSource<R>;
  /** Buttons at the toolbar's end (ADD.USER). */
  readonly toolbar?: ReactNode;
}

function ariaSort(active: boolean, direction: 'asc' | 'desc') {
  if (!active) return undefined;
  return direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * The one list every list screen is a configuration of (see the console README): search, exact
 * filters with `all`, tabs, sorting, paging, selection with bulk actions, per-row state actions,
 * counters and tiles, and the loading, empty and error states; the view lives in the URL.
 */
export function ResourceList<R>({ config, source, toolbar }: ResourceListProps<R>) {
  const [view, change] = useListView(config);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const runner = useActionRunner(config.noun, config.recordLabel);
  const ids = useId();
  const records = source.data ?? [];
  const slice = sliceRecords(records, config, view);
  const selectedRecords = slice.matching.filter((record) => selected.has(config.recordId(record)));
  const selectable = (config.bulkActions?.length ?? 0) > 0;
  const filtered = view.search.trim() !== '' || Object.values(view.filters).some((value) => value !== ALL);
  const panelId = `${ids}-panel`;
  const otherPanel = config.tabs?.find((tab) => tab.id === view.tab)?.panel;

  const toggle = (record: R, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(config.recordId(record));
      else next.delete(config.recordId(record));
      return next;
    });
  const clearSelection = () => setSelected(new Set());

  function sortBy(column: ResourceColumn<R>) {
    const current = view.sort ?? config.defaultSort;
    const direction = current?.column === column.id && current.direction === 'asc' ? 'desc' : 'asc';
    change({ sort: { column: column.id, direction } });
  }

  function tabKeys(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const tabs = config.tabs ?? [];
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next === undefined) return;
    change({ tab: next.id });
    document.getElementById(`${ids}-tab-${next.id}`)?.focus();
  }

  const rowActions = (record: R) =>
    (config.rowActions ?? [])
      .filter((action) => action.available?.(record) ?? true)
      .map((action) => (
        <button
          key={action.id}
          className="button button-small"
          data-tone={action.tone}
          type="button"
          disabled={runner.busy}
          aria-label={`${action.label} ${config.recordLabel(record)}`}
          onClick={() => void runner.request(action, [record])}
        >
          {action.label}
        </button>
      ));

  const checkbox = (record: R) => (
    <input
      type="checkbox"
      aria-label={`Select ${config.recordLabel(record)}`}
      checked={selected.has(config.recordId(record))}
      onChange={(event) => toggle(record, event.target.checked)}
    />
  );

  const bulk = (action: ResourceAction<R>) => {
    const targets = selectedRecords.filter((record) => action.available?.(record) ?? true);
    return (
      <button
        key={action.id}
        className="button button-small"
        data-tone={action.tone}
        type="button"
        disabled={runner.busy || targets.length === 0}
        onClick={() => void runner.request(action, targets, clearSelection)}
      >
        {action.label} ({targets.length})
      </button>
    );
  };

  return (
    <section className="resource-list" aria-label={config.label}>
      {config.tabs !== undefined && (
        <div className="list-tabs" role="tablist" aria-label={`${config.label} tabs`}>
          {config.tabs.map((tab, index) => (
            <button
              key={tab.id}
              id={`${ids}-tab-${tab.id}`}
              className="list-tab"
              type="button"
              role="tab"
              aria-selected={tab.id === view.tab}
              aria-controls={panelId}
              tabIndex={tab.id === view.tab ? 0 : -1}
              onClick={() => change({ tab: tab.id })}
              onKeyDown={(event) => tabKeys(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <div
        id={panelId}
        className="list-panel"
        {...(config.tabs === undefined ? {} : { role: 'tabpanel', 'aria-labelledby': `${ids}-tab-${view.tab}` })}
      >
        {otherPanel !== undefined ? (
          otherPanel()
        ) : (
          <>
            <div className="list-toolbar">
              {config.search !== undefined && (
                <div className="field list-search">
                  <label className="field-label" htmlFor={`${ids}-search`}>
                    {config.search.label}
                  </label>
                  <input
                    className="input"
                    id={`${ids}-search`}
                    type="search"
                    placeholder={config.search.placeholder}
                    value={view.search}
                    onChange={(event) => change({ search: event.target.value })}
                  />
                </div>
              )}
              {(config.filters ?? []).map((filter) => (
                <div className="field" key={filter.id}>
                  <label className="field-label" htmlFor={`${ids}-filter-${filter.id}`}>
                    {filter.label}
                  </label>
                  <select
                    className="input"
                    id={`${ids}-filter-${filter.id}`}
                    value={view.filters[filter.id] ?? ALL}
                    onChange={(event) => change({ filters: { [filter.id]: event.target.value } })}
                  >
                    <option value={ALL}>{filter.allLabel ?? ALL}</option>
                    {filter.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              {toolbar !== undefined && <div className="list-toolbar-actions">{toolbar}</div>}
            </div>

            <p className="list-count muted" role="status">
              {source.data === undefined
                ? ''
                : `${slice.matching.length} of ${countText(slice.inTab.length, config.noun)}`}
            </p>

            {selectable && selectedRecords.length > 0 && (
              <section className="bulk-bar" aria-label="Bulk actions">
                <p>{countText(selectedRecords.length, config.noun)} selected</p>
                {config.bulkActions?.map(bulk)}
                <button className="link-button" type="button" onClick={clearSelection}>
                  CLEAR.SELECTION
                </button>
              </section>
            )}

            {runner.report !== undefined &&
              (runner.report.kind === 'failed' ? (
                <FormAlert message={runner.report.text} problems={runner.report.problems} />
              ) : (
                <p className="note note-success" role="status">
                  {runner.report.text}
                </p>
              ))}

            {source.data === undefined ? (
              source.isError ? (
                <div className="alert" role="alert">
                  <p>
                    {config.label} could not be loaded: {source.error?.message}
                  </p>
                  <button className="button button-small" type="button" onClick={() => void source.refetch()}>
                    RETRY
                  </button>
                </div>
              ) : (
                <p className="list-state" role="status">
                  LOADING...
                </p>
              )
            ) : records.length === 0 ? (
              <p className="note list-state">{config.emptyText}</p>
            ) : slice.matching.length === 0 ? (
              <div className="note list-state">
                <p>
                  No {config.noun.other} match {filtered ? 'the search and filters' : 'this tab'}.
                </p>
                {filtered && (
                  <button
                    className="link-button"
                    type="button"
                    onClick={() =>
                      change({
                        search: '',
                        filters: Object.fromEntries((config.filters ?? []).map((filter) => [filter.id, ALL])),
                      })
                    }
                  >
                    CLEAR.FILTERS
                  </button>
                )}
              </div>
            ) : config.layout?.kind === 'cards' ? (
              <ul className="resource-cards">
                {slice.rows.map((record) => (
                  <li
                    key={config.recordId(record)}
                    className="resource-card"
                    data-emphasis={config.emphasise?.(record)}
                  >
                    {selectable && <div className="resource-card-select">{checkbox(record)}</div>}
                    {config.layout?.kind === 'cards' && config.layout.card(record)}
                    <div className="row-actions">{rowActions(record)}</div>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="table-scroll">
                <table className="data-table resource-table">
                  <caption className="visually-hidden">{config.label}</caption>
                  <thead>
                    <tr>
                      {selectable && (
                        <th scope="col" className="select-cell">
                          <input
                            type="checkbox"
                            aria-label={`Select every ${config.noun.one} on this page`}
                            checked={slice.rows.every((record) => selected.has(config.recordId(record)))}
                            ref={(input) => {
                              if (input) {
                                const some = slice.rows.some((record) => selected.has(config.recordId(record)));
                                input.indeterminate = some && !input.checked;
                              }
                            }}
                            onChange={(event) => {
                              for (const record of slice.rows) toggle(record, event.target.checked);
                            }}
                          />
                        </th>
                      )}
                      {config.columns.map((column) => {
                        const sort = view.sort ?? config.defaultSort;
                        const active = sort?.column === column.id;
                        return (
                          <th key={column.id} scope="col" aria-sort={ariaSort(active, sort?.direction ?? 'asc')}>
                            {column.sortValue === undefined ? (
                              column.header
                            ) : (
                              <button className="sort-button" type="button" onClick={() => sortBy(column)}>
                                {column.header}
                                <span aria-hidden="true">
                                  {active ? (sort?.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                                </span>
                              </button>
                            )}
                          </th>
                        );
                      })}
                      {config.rowActions !== undefined && <th scope="col">ACTIONS</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {slice.rows.map((record) => (
                      <tr key={config.recordId(record)} data-emphasis={config.emphasise?.(record)}>
                        {selectable && <td className="select-cell">{checkbox(record)}</td>}
                        {config.columns.map((column) => (
                          <td key={column.id}>{column.cell(record)}</td>
                        ))}
                        {config.rowActions !== undefined && (
                          <td>
                            <div className="row-actions">{rowActions(record)}</div>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}

            {slice.pageCount > 1 && (
              <nav className="list-pages" aria-label={`${config.label} pages`}>
                <button
                  className="button button-small"
                  type="button"
                  disabled={slice.page === 1}
                  onClick={() => change({ page: slice.page - 1 })}
                >
                  PREVIOUS
                </button>
                <span>
                  PAGE {slice.page} OF {slice.pageCount}
                </span>
                <button
                  className="button button-small"
                  type="button"
                  disabled={slice.page === slice.pageCount}
                  onClick={() => change({ page: slice.page + 1 })}
                >
                  NEXT
                </button>
              </nav>
            )}
          </>
        )}
      </div>

      {config.tiles !== undefined && source.data !== undefined && (
        <dl className="list-tiles">
          {config.tiles.map((tile) => (
            <div className="list-tile" key={tile.label}>
              <dt>{tile.label}</dt>
              <dd>{tile.value(records)}</dd>
            </div>
          ))}
        </dl>
      )}

      <ModalDialog
        open={runner.pending !== undefined}
        title={runner.pending?.action.label ?? ''}
        onClose={runner.cancel}
      >
        {runner.pending !== undefined && (
          <>
            <p>{runner.pending.action.confirm?.(runner.pending.records)}</p>
            <div className="modal-actions">
              <button className="button" type="button" onClick={runner.cancel}>
                CANCEL
              </button>
              <button
                className="button button-primary"
                data-tone={runner.pending.action.tone}
                type="button"
                onClick={() => void runner.confirm()}
              >
                {runner.pending.action.label}
              </button>
            </div>
          </>
        )}
      </ModalDialog>
    </section>
  );
}
