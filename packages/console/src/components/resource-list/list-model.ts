import type { ResourceListConfig, ResourceSort } from './resource-config.ts';

export const ALL = 'all';
export const DEFAULT_PAGE_SIZE = 25;

/** What the user chose: all of it lives in the URL. */
export interface ListView {
  readonly search: string;
  /** Filter id to the value chosen; a filter left out means `all`. */
  readonly filters: Readonly<Record<string, string>>;
  readonly tab: string | undefined;
  readonly sort: ResourceSort | undefined;
  /** One-based. */
  readonly page: number;
}

export interface ListSlice<R> {
  /** The records of the chosen tab, before search and filters: the `M` of `N of M`. */
  readonly inTab: readonly R[];
  /** After search and filters, sorted: every page. */
  readonly matching: readonly R[];
  /** The records on the page shown. */
  readonly rows: readonly R[];
  readonly page: number;
  readonly pageCount: number;
}

export function matchesSearch<R>(record: R, search: string, fields: ListFields<R>): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return fields.some((field) => (field(record) ?? '').toLocaleLowerCase().includes(needle));
}

type ListFields<R> = readonly ((record: R) => string | null | undefined)[];

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(left: string | number | null, right: string | number | null): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/**
 * The tab, then search and exact-match filters combined with AND (001 section 5), then the sort,
 * then the page. A page past the end shows the last one.
 */
export function sliceRecords<R>(records: readonly R[], config: ResourceListConfig<R>, view: ListView): ListSlice<R> {
  const tab = config.tabs?.find((candidate) => candidate.id === view.tab) ?? config.tabs?.[0];
  const inTab = tab?.keep ? records.filter(tab.keep) : records;
  const filters = (config.filters ?? []).filter((filter) => {
    const chosen = view.filters[filter.id];
    return chosen !== undefined && chosen !== ALL;
  });
  const matching = inTab.filter(
    (record) =>
      (config.search === undefined || matchesSearch(record, view.search, config.search.fields)) &&
      filters.every((filter) => filter.value(record) === view.filters[filter.id]),
  );
  const sort = view.sort ?? config.defaultSort;
  const sortValue = config.columns.find((column) => column.id === sort?.column)?.sortValue;
  const sorted =
    sort && sortValue
      ? [...matching].sort((left, right) => {
          const order = compare(sortValue(left), sortValue(right));
          const nullLast = sortValue(left) === null || sortValue(right) === null;
          return sort.direction === 'asc' || nullLast ? order : -order;
        })
      : matching;
  const pageSize = config.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(Math.max(1, view.page), pageCount);
  return { inTab, matching: sorted, rows: sorted.slice((page - 1) * pageSize, page * pageSize), page, pageCount };
}

export function countText(count: number, noun: { one: string; other: string }): string {
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}
