import type { ResultRecord, TableColumn, TableLayout } from '../protocol/index.ts';
import type { TableView } from './reply-view.ts';

/** A column the layout does not describe: its key is its label, its values shown as they are. */
const plainColumn = (key: string): TableColumn => ({ key, label: key, kind: 'text' });

/**
 * The table of a reply. Without a layout, columns are the keys of the first record and headings
 * those keys upper-cased (000 section 4). With one, its columns come in its order with their
 * labels upper-cased as headings, followed by any key of the first record it leaves out, so no
 * value the server sent goes unseen.
 */
export function toTableView(
  rows: readonly ResultRecord[],
  count?: number | null,
  layout?: TableLayout | null,
): TableView {
  const described = layout?.columns ?? [];
  const describedKeys = new Set(described.map((column) => column.key));
  const rest = Object.keys(rows[0] ?? {})
    .filter((key) => !describedKeys.has(key))
    .map(plainColumn);
  const columnDetails = [...described, ...rest];
  const totalRows = (layout?.totalRows ?? []).filter(
    (index) => Number.isInteger(index) && index >= 0 && index < rows.length,
  );
  return {
    columns: columnDetails.map((column) => column.key),
    headings: columnDetails.map((column) => column.label.toUpperCase()),
    columnDetails,
    rows,
    ...(typeof count === 'number' ? { count } : {}),
    ...(totalRows.length > 0 ? { totalRows } : {}),
  };
}
