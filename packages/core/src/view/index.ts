export { blocksToText } from './blocks-to-text.ts';
export { formatCell } from './format-cell.ts';
export { formatPreviewField } from './format-preview-field.ts';
export { formatTableCell } from './format-table-cell.ts';
export { type FormatOptions, formatValue, type ValueFormat } from './format-value.ts';
export { projectBlocks } from './project-blocks.ts';
export {
  EMPTY_REPLY_TEXT,
  OVERWRITE_PROMPT_TEXT,
  SUMMARY_RECORD_LIMIT,
  UNEXPLAINED_FAILURE_TEXT,
} from './reply-texts.ts';
export type {
  Block,
  ConfirmationView,
  HostActionView,
  MessageTree,
  ProjectView,
  QuestionView,
  ReplyView,
  ReplyViewKind,
  TableView,
} from './reply-view.ts';
export { summaryBlocks } from './summary-blocks.ts';
export { toTableView } from './to-table-view.ts';
export { toView } from './to-view.ts';
export { viewToText } from './view-to-text.ts';
