import { treeText } from '../markdown/tree-text.ts';
import { blocksToText } from './blocks-to-text.ts';
import { formatCell } from './format-cell.ts';
import { formatPreviewField } from './format-preview-field.ts';
import { formatTableCell } from './format-table-cell.ts';
import type { FormatOptions } from './format-value.ts';
import { projectBlocks } from './project-blocks.ts';
import type { ConfirmationView, MessageTree, QuestionView, ReplyView, TableView } from './reply-view.ts';
import { toTableView } from './to-table-view.ts';

/**
 * Words from the tree the API parsed; without one (a reply stored before the API sent trees) the
 * markdown as written, which reads well enough: this module ships in the widget, without a parser.
 */
const wordsOf = (markdown: string, tree: MessageTree | undefined) => (tree ? treeText(tree) : markdown);

function confirmationToText({ confirmation, message, messageTree }: ConfirmationView, options: FormatOptions): string {
  const { preview } = confirmation;
  const lines = [message ? wordsOf(message, messageTree) : confirmation.title];
  for (const field of preview.fields ?? []) lines.push(`${field.label}: ${formatPreviewField(field, options)}`);
  for (const change of preview.changes ?? []) {
    lines.push(`${change.label}: ${formatCell(change.from)} -> ${formatCell(change.to)}`);
  }
  const rows = preview.rows ?? [];
  const table = toTableView(rows, undefined, preview.columns ? { columns: preview.columns } : undefined);
  for (const row of rows) {
    lines.push(
      table.columnDetails
        .map((column) => formatTableCell(row, column, options))
        .filter((text) => text !== '')
        .join(' | '),
    );
  }
  return lines.join('\n');
}

function questionToText({ text, options }: QuestionView): string {
  return [text, ...options.map((option, index) => `${index + 1}. ${option.label}`)].join('\n');
}

function tableToText(table: TableView, options: FormatOptions): string {
  const lines = [
    ...(table.caption ? [table.caption] : []),
    table.headings.join(' | '),
    ...table.rows.map((row) => table.columnDetails.map((column) => formatTableCell(row, column, options)).join(' | ')),
  ];
  if (table.count !== undefined) lines.push(`Total records: ${table.count}`);
  return lines.join('\n');
}

/**
 * A reply as plain text, whatever its kind: what a chat export writes for it. Amounts and dates
 * are written for the reader, in `options.locale` (the runtime's when left out).
 */
export function viewToText(view: ReplyView, options: FormatOptions = {}): string {
  switch (view.kind) {
    case 'confirmation':
      return confirmationToText(view, options);
    case 'host-action':
      return view.message ? wordsOf(view.message, view.messageTree) : `Run ${view.hostAction.name}?`;
    case 'question':
      return questionToText(view);
    case 'text':
      return view.text;
    case 'formatted':
      return wordsOf(view.markdown, view.tree);
    case 'failure':
      return view.message;
    case 'project':
      return blocksToText(projectBlocks(view));
    case 'table':
      return tableToText(view.table, options);
    case 'summary':
      return blocksToText(view.blocks);
  }
}
