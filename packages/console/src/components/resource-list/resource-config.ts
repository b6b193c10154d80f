import type { ReactNode } from 'react';

/** Words for counting records: `3 of 12 users`, `1 user selected`. */
export interface Noun {
  readonly one: string;
  readonly other: string;
}

export interface ResourceColumn<R> {
  readonly id: string;
  /** Upper-case and dotted (LAST.LOGIN). */
  readonly header: string;
  readonly cell: (record: R) => ReactNode;
  /** Makes the column sortable by this value; nulls sort last either way. */
  readonly sortValue?: (record: R) => string | number | null;
}

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** An exact-match filter (001 section 5): `all`, the default, means no filter. */
export interface ResourceFilter<R> {
  /** Also its URL parameter. */
  readonly id: string;
  readonly label: string;
  readonly options: readonly FilterOption[];
  /** How `all` reads in the menu ('All Categories'); `all` by default. */
  readonly allLabel?: string;
  readonly value: (record: R) => string;
}

/** A tab: a named subset of the records (ACTIVE.WORKFLOWS, INACTIVE, ALL). The first is the default. */
export interface ResourceTab<R> {
  readonly id: string;
  readonly label: string;
  /** Which records the tab shows; every record when left out. */
  readonly keep?: (record: R) => boolean;
  /**
   * What the tab shows instead of the records, for a tab of another kind among the subsets
   * (001 puts TEMPLATES between INACTIVE and ALL.WORKFLOWS); the tiles stay below it.
   */
  readonly panel?: () => ReactNode;
}

/**
 * Something to do to a record: on its row, and (for bulk actions) on every selected row in turn.
 * `available` makes it a state action: PAUSE on an active record, ACTIVATE on a paused one.
 */
export interface ResourceAction<R> {
  readonly id: string;
  /** Upper-case and dotted (RESET.PASSWORD). */
  readonly label: string;
  readonly available?: (record: R) => boolean;
  /** Asked before acting, in a dialog; the records it will act on are passed in. */
  readonly confirm?: (records: readonly R[]) => string;
  readonly tone?: 'danger';
  /** Rejects with an error whose message says why this record failed; the list reports it. */
  readonly run: (record: R) => unknown;
}

/** A figure under the list computed from the records (TOTAL.SCRIPTS, ACTIVE.SCRIPTS). */
export interface ResourceTile<R> {
  readonly label: string;
  readonly value: (records: readonly R[]) => ReactNode;
}

export interface ResourceSort {
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * One list screen as configuration: a users list, an inbox, an ERP section's cards. The generic
 * list brings search, filters, tabs, sorting, paging, selection, actions, counters, the loading,
 * empty and error states, and keeps search, filters, sort, tab and page in the URL.
 */
export interface ResourceListConfig<R> {
  /** What the list is called for assistive technology (Users, Contact messages). */
  readonly label: string;
  readonly noun: Noun;
  readonly recordId: (record: R) => string;
  /** Names a record in checkbox labels and action reports. */
  readonly recordLabel: (record: R) => string;
  readonly columns: readonly ResourceColumn<R>[];
  /** Case-insensitive substring search over these fields (001 section 5). */
  readonly search?: {
    readonly label: string;
    readonly placeholder: string;
    readonly fields: readonly ((record: R) => string | null | undefined)[];
  };
  readonly filters?: readonly ResourceFilter<R>[];
  readonly tabs?: readonly ResourceTab<R>[];
  readonly defaultSort?: ResourceSort;
  readonly rowActions?: readonly ResourceAction<R>[];
  /** Offered once rows are selected; each runs on every selected record it is available for. */
  readonly bulkActions?: readonly ResourceAction<R>[];
  /** Computed from every record the list holds, whatever the filters. */
  readonly tiles?: readonly ResourceTile<R>[];
  /** Rows per page; 25 when left out. */
  readonly pageSize?: number;
  /** A table row per record (the default), or a card per record drawn by `card`. */
  readonly layout?: { readonly kind: 'table' } | { readonly kind: 'cards'; readonly card: (record: R) => ReactNode };
  /** Shown when there are no records at all (No messages yet.). */
  readonly emptyText: string;
  /** Makes a row stand out (an unread message). */
  readonly emphasise?: (record: R) => boolean;
  /**
   * Where search, filters, sort, tab and page are kept: the URL (the default), or the list itself,
   * for a list in a dialog, whose view must not change the page's list behind it.
   */
  readonly viewIn?: 'url' | 'local';
}
