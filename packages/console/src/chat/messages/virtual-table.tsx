import type { TableView } from '@erp-agent/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { TableHead, TableRow } from './table-rows.tsx';

/**
 * Estimated height of one row, in px; the virtualiser measures the real ones as they render (a
 * row is taller where its first cell wraps, on a phone).
 */
const ROW_HEIGHT_PX = 33;
/** Height of the scrolling box before any measurement, so the first render already draws rows. */
const VIEWPORT_PX = 420;

/**
 * A long table with only the rows in view in the DOM (plus a margin), between two spacer rows
 * that keep the scroll height true. It stays a real `<table>`: `aria-rowcount` and each row's
 * `aria-rowindex` tell assistive technology where it is in the whole.
 */
export function VirtualTable({
  table,
  label,
}: {
  table: Pick<TableView, 'columnDetails' | 'headings' | 'rows' | 'totalRows'>;
  label: string;
}) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: table.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 12,
    initialRect: { width: 0, height: VIEWPORT_PX },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = table.columnDetails.length;

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll it
    <section className="table-scroll table-scroll-virtual" ref={scroller} tabIndex={0} aria-label={label}>
      <table className="data-table" aria-rowcount={table.rows.length + 1}>
        <TableHead headings={table.headings} columns={table.columnDetails} />
        <tbody>
          {before > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no content and nothing focusable
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: before, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = table.rows[item.index];
            return row === undefined ? null : (
              <TableRow
                key={item.key}
                row={row}
                columns={table.columnDetails}
                rowIndex={item.index + 2}
                total={table.totalRows?.includes(item.index) ?? false}
                measured={{ index: item.index, ref: virtualizer.measureElement }}
              />
            );
          })}
          {after > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no content and nothing focusable
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: after, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
