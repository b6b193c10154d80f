import { blocksToText } from './blocks-to-text.ts';
import { formatCell } from './format-cell.ts';
import { projectBlocks } from './project-blocks.ts';
import type { ConfirmationView, QuestionView, ReplyView, TableView } from './reply-view.ts';

function confirmationToText({ confirmation, message }: ConfirmationView): string {
  const { preview } = confirmation;
  const lines = [message ?? confirmation.title];
  for (const field of preview.fields ?? []) lines.push(`${field.label}: ${formatCell(field.value)}`);
  for (const change of preview.changes ?? []) {
    lines.push(`${change.label}: ${formatCell(change.from)} -> ${formatCell(change.to)}`);
  }
  for (const row of preview.rows ?? []) {
    lines.push(
      Object.values(row)
        .map(formatCell)
        .filter((text) => text !== '')
        .join(' | '),
    );
  }
  return lines.join('\n');
}

function questionToText({ text, options }: QuestionView): string {
  return [text, ...options.map((option, index) => `${index + 1}. ${option.label}`)].join('\n');
}

function tableToText(table: TableView): string {
  const lines = [
    ...(table.caption ? [table.caption] : []),
    table.headings.join(' | '),
    ...table.rows.map((row) => table.columns.map((column) => formatCell(row[column])).join(' | ')),
  ];
  if (table.count !== undefined) lines.push(`Total records: ${table.count}`);
  return lines.join('\n');
}

/** A reply as plain text, whatever its kind: what a chat export writes for it. */
export function viewToText(view: ReplyView): string {
  switch (view.kind) {
    case 'confirmation':
      return confirmationToText(view);
    case 'question':
      return questionToText(view);
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
