import type { ResultRecord } from '../protocol/index.ts';
import type { TableView } from './reply-view.ts';

/** Columns are the keys of the first record (000 section 4); headings are those keys upper-cased. */
export function toTableView(rows: readonly ResultRecord[], count?: number | null): TableView {
  const columns = Object.keys(rows[0] ?? {});
  return {
    columns,
    headings: columns.map((column) => column.toUpperCase()),
    rows,
    ...(typeof count === 'number' ? { count } : {}),
  };
}
