import { formatTableCell, type ResultRecord, type TableColumn } from '@erp-agent/core';
import type { Ref } from 'react';

/** Cells of these kinds are figures: aligned on the right so their digits line up. */
const FIGURES = new Set<TableColumn['kind']>(['number', 'currency']);

/** What a cell's kind is, for alignment: `figure` for amounts and counts, nothing otherwise. */
function cellKind(column: TableColumn): 'figure' | undefined {
  return FIGURES.has(column.kind) ? 'figure' : undefined;
}

/**
 * One table row's cells, in the table's column order, each as people read it (core's
 * `formatTableCell`: amounts in their currency, dates in one format). A totals row is marked so
 * it reads as a total, not as one more record.
 */
export function TableRow({
  row,
  columns,
  rowIndex,
  total = false,
  measured,
}: {
  row: ResultRecord;
  columns: readonly TableColumn[];
  rowIndex: number;
  total?: boolean;
  /**
   * In a virtual table: the row's place among the table's rows and the virtualiser's measuring of
   * it as drawn (its height varies where a cell wraps).
   */
  measured?: { readonly index: number; readonly ref: Ref<HTMLTableRowElement> };
}) {
  return (
    <tr
      ref={measured?.ref}
      aria-rowindex={rowIndex}
      data-index={measured?.index}
      data-total={total ? 'true' : undefined}
    >
      {columns.map((column) => (
        <td key={column.key} data-kind={cellKind(column)}>
          {formatTableCell(row, column)}
        </td>
      ))}
    </tr>
  );
}

export function TableHead({
  headings,
  columns,
}: {
  headings: readonly string[];
  /** The columns the headings name, for aligning figures' headings with their cells. */
  columns?: readonly TableColumn[];
}) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {headings.map((heading, index) => {
          const column = columns?.[index];
          return (
            <th key={column?.key ?? heading} scope="col" data-kind={column ? cellKind(column) : undefined}>
              {heading}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
