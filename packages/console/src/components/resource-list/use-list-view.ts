import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL, type ListView } from './list-model.ts';
import type { ResourceListConfig, ResourceSort } from './resource-config.ts';

/** The URL parameters the list owns, besides one per filter (named by the filter's id). */
export const LIST_PARAMS = { search: 'q', tab: 'tab', sort: 'sort', page: 'page' } as const;

function readSort<R>(value: string | null, config: ResourceListConfig<R>): ResourceSort | undefined {
  if (value === null) return undefined;
  const direction = value.startsWith('-') ? 'desc' : 'asc';
  const column = value.replace(/^-/, '');
  const sortable = config.columns.some((candidate) => candidate.id === column && candidate.sortValue !== undefined);
  return sortable ? { column, direction } : undefined;
}

/** Reads the view from the URL; a value the list does not know (an old link, a typo) reads as the default. */
export function readListView<R>(params: URLSearchParams, config: ResourceListConfig<R>): ListView {
  const filters: Record<string, string> = {};
  for (const filter of config.filters ?? []) {
    const value = params.get(filter.id);
    filters[filter.id] = value !== null && filter.options.some((option) => option.value === value) ? value : ALL;
  }
  const tab = params.get(LIST_PARAMS.tab);
  const page = Number.parseInt(params.get(LIST_PARAMS.page) ?? '', 10);
  return {
    search: params.get(LIST_PARAMS.search) ?? '',
    filters,
    tab: config.tabs?.some((candidate) => candidate.id === tab) ? (tab ?? undefined) : config.tabs?.[0]?.id,
    sort: readSort(params.get(LIST_PARAMS.sort), config),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Writes a change into the URL's parameters. Defaults are left out, so a plain list has a plain address. */
export function writeListView<R>(
  params: URLSearchParams,
  config: ResourceListConfig<R>,
  change: Partial<ListView>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if (change.search !== undefined) set(LIST_PARAMS.search, change.search);
  for (const [id, value] of Object.entries(change.filters ?? {})) set(id, value === ALL ? undefined : value);
  if (change.tab !== undefined) set(LIST_PARAMS.tab, change.tab === config.tabs?.[0]?.id ? undefined : change.tab);
  if ('sort' in change) {
    set(LIST_PARAMS.sort, change.sort && `${change.sort.direction === 'desc' ? '-' : ''}${change.sort.column}`);
  }
  // Anything but a page turn starts again at the first page.
  set(LIST_PARAMS.page, change.page !== undefined && change.page > 1 ? String(change.page) : undefined);
  return next;
}

/**
 * The list's view, kept in the URL: reload, Back and a shared link show the same list. A list
 * with `viewIn: 'local'` keeps it to itself, in the same form.
 */
export function useListView<R>(config: ResourceListConfig<R>): [ListView, (change: Partial<ListView>) => void] {
  const [urlParams, setUrlParams] = useSearchParams();
  const [localParams, setLocalParams] = useState(() => new URLSearchParams());
  const local = config.viewIn === 'local';
  const params = local ? localParams : urlParams;
  const view = useMemo(() => readListView(params, config), [params, config]);
  // React Router hands an updater the parameters of the last render, not of the last write: two
  // changes before a render (a search cleared, then a filter picked) would lose the first. Each
  // change builds on the latest written instead.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const change = useCallback(
    (next: Partial<ListView>) => {
      const written = writeListView(latest.current, config, next);
      latest.current = written;
      if (local) setLocalParams(written);
      // Typing a search replaces the entry rather than adding one per keystroke.
      else setUrlParams(written, { replace: next.search !== undefined });
    },
    [local, setUrlParams, config],
  );
  return [view, change];
}
