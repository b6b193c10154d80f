import type { ChatReply, ChatResult } from '../protocol/index.ts';
import { nonBlank } from './non-blank.ts';
import { EMPTY_REPLY_TEXT, UNEXPLAINED_FAILURE_TEXT } from './reply-texts.ts';
import type { ReplyView } from './reply-view.ts';
import { summaryBlocks } from './summary-blocks.ts';
import { toTableView } from './to-table-view.ts';

/** `Created project **memo**` as `Created project memo`: the whole message is bold already. */
const withoutStrongMarks = (text: string) => text.replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '$1');

function projectView(reply: ChatReply, result: ChatResult, message: string): ReplyView {
  const projectName = nonBlank(result.project_name);
  const projectPath = nonBlank(result.project_path);
  const manifestPath = nonBlank(result.manifest_path);
  const scriptPreview = nonBlank(reply.script_preview);
  return {
    kind: 'project',
    message: withoutStrongMarks(message),
    createdFiles: result.created_files ?? [],
    ...(projectName ? { projectName } : {}),
    ...(projectPath ? { projectPath } : {}),
    ...(manifestPath ? { manifestPath } : {}),
    ...(scriptPreview ? { scriptPreview } : {}),
  };
}

/** Chooses how a reply is shown, in the order of 000 section 4 (see {@link ReplyView}). */
export function toView(reply: ChatReply): ReplyView {
  const message = nonBlank(reply.message);
  // The tree goes with the message it was parsed from, never alone.
  const words = message ? { message, ...(reply.messageTree ? { messageTree: reply.messageTree } : {}) } : {};
  if (reply.confirmation) return { kind: 'confirmation', confirmation: reply.confirmation, ...words };
  if (reply.hostAction) return { kind: 'host-action', hostAction: reply.hostAction, ...words };
  const question = nonBlank(reply.question?.text);
  if (question !== undefined) return { kind: 'question', text: question, options: reply.question?.options ?? [] };

  const response = nonBlank(reply.response);
  if (response !== undefined) return { kind: 'text', text: response };

  if (message !== undefined) {
    return { kind: 'formatted', markdown: message, ...(reply.messageTree ? { tree: reply.messageTree } : {}) };
  }

  const { result, data } = reply;
  if (result?.success === false) {
    return { kind: 'failure', message: nonBlank(result.message) ?? nonBlank(reply.error) ?? UNEXPLAINED_FAILURE_TEXT };
  }

  const resultMessage = nonBlank(result?.message);
  if (result?.success === true && resultMessage !== undefined) return projectView(reply, result, resultMessage);

  const withRows = [result, data].find((source) => source?.success === true && (source.results?.length ?? 0) > 0);
  if (withRows?.results) {
    const caption = nonBlank(reply.caption);
    const table = toTableView(withRows.results, withRows.count, reply.table);
    return {
      kind: 'table',
      table: { ...table, ...(caption ? { caption } : {}), ...(reply.download ? { download: reply.download } : {}) },
    };
  }

  const blocks = summaryBlocks(reply);
  return { kind: 'summary', blocks: blocks.length > 0 ? blocks : [{ type: 'paragraph', text: EMPTY_REPLY_TEXT }] };
}
