import { formatCell, type ResultRecord } from '@erp-agent/core';

/** One table row's cells, in the table's column order. */
export function TableRow({
  row,
  columns,
  rowIndex,
}: {
  row: ResultRecord;
  columns: readonly string[];
  rowIndex: number;
}) {
  return (
    <tr aria-rowindex={rowIndex}>
      {columns.map((column) => (
        <td key={column}>{formatCell(row[column])}</td>
      ))}
    </tr>
  );
}

export function TableHead({ headings }: { headings: readonly string[] }) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {headings.map((heading) => (
          <th key={heading} scope="col">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
