import { blocksToText } from './blocks-to-text.ts';
import { formatCell } from './format-cell.ts';
import { projectBlocks } from './project-blocks.ts';
import type { ReplyView, TableView } from './reply-view.ts';

function tableToText(table: TableView): string {
  const lines = [
    table.headings.join(' | '),
    ...table.rows.map((row) => table.columns.map((column) => formatCell(row[column])).join(' | ')),
  ];
  if (table.count !== undefined) lines.push(`Total records: ${table.count}`);
  return lines.join('\n');
}

/** A reply as plain text, whatever its kind: what a chat export writes for it. */
export function viewToText(view: ReplyView): string {
  switch (view.kind) {
    case 'text':
      return view.text;
    case 'formatted':
      return view.markdown;
    case 'failure':
      return view.message;
    case 'project':
      return blocksToText(projectBlocks(view));
    case 'table':
      return tableToText(view.table);
    case 'summary':
      return blocksToText(view.blocks);
  }
}
